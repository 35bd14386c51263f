package io.jmaui.bridge.callout;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * FEEDBACKPROGRAM and NOTIFICATIONPROGRAM (appendix F): watches each finished iteration for jobs
 * that ended (feedback) and for the admin events Maui reports (a batch hold placed, an admin
 * reservation created), takes other events from the daemon (RMFAILURE, AMFAILURE), runs SRCFG
 * TRIGGER programs ({@link ReservationTriggers}), and hands the calls to the {@link ProgramRunner}.
 * The programs are read from the config in force at each call, so changeparam and a reload take
 * effect at once.
 */
public final class Callouts implements io.jmaui.bridge.daemon.Attachment {

    /** Seconds a call-out may run before it is killed. */
    public static final long TIME_LIMIT = 60;

    private Supplier<MauiConfig> config;
    private final Path home;
    private final ProgramRunner runner;
    private Map<String, Job> active = new HashMap<>();
    private Set<String> batchHeld = new HashSet<>();
    private Set<String> adminReservations;
    private final ReservationTriggers triggers = new ReservationTriggers();

    public Callouts(Supplier<MauiConfig> config, Path home, ProgramRunner runner) {
        this.config = config;
        this.home = home;
        this.runner = runner;
    }

    /** Call-outs for the daemon whose home is {@code home}, reading {@code initial} until attached to its loop. */
    public static Callouts forDaemon(MauiConfig initial, Path home) {
        return new Callouts(() -> initial, home, new ProgramRunner(TIME_LIMIT, 256));
    }

    @Override
    public void attach(io.jmaui.bridge.daemon.SchedulingLoop loop) {
        config = loop::config;
        loop.watch(this::observe);
        loop.onEvent(this::notify);
    }

    /**
     * Where a configured program is: as written when absolute; else under the Maui home, and a bare
     * name in its {@code tools} directory (appendix F FEEDBACKPROGRAM: "If not fully qualified, Maui
     * will attempt to locate this program in the 'tools' subdirectory").
     */
    static Path resolve(Path home, String program) {
        Path p = Path.of(program);
        if (p.isAbsolute()) {
            return p;
        }
        return p.getNameCount() > 1 ? home.resolve(p) : home.resolve("tools").resolve(p);
    }

    /** One finished iteration (loop thread): feedback for jobs that ended, events for new holds and reservations. */
    public void observe(IterationReport r) {
        observe(r.snapshot().jobs(), r.result().reasons(), r.result().reservations(), r.now());
    }

    void observe(List<Job> jobs, Map<String, ? extends io.jmaui.scheduler.model.Reason> reasons,
                 List<Reservation> reservations, long time) {
        Map<String, Job> now = new HashMap<>();
        Set<String> held = new HashSet<>();
        for (Job j : jobs) {
            if (j.state().isActive()) {
                now.put(j.id(), j);
            }
            if (j.holds().contains(HoldType.BATCH)) {
                held.add(j.id());
                if (!batchHeld.contains(j.id())) {
                    notify("JOBHOLD:  batch hold placed on job '" + j.id() + "'" + reason(reasons.get(j.id())));
                }
            }
        }
        List<Job> ended = active.values().stream().filter(j -> !now.containsKey(j.id())).toList();
        if (!ended.isEmpty()) { // the listing of an ended job, if pbs_server still shows it (jobs are 100,000s)
            Set<String> endedIds = new HashSet<>();
            ended.forEach(j -> endedIds.add(j.id()));
            Map<String, Job> listed = new HashMap<>();
            for (Job j : jobs) {
                if (endedIds.contains(j.id())) {
                    listed.put(j.id(), j);
                }
            }
            ended.forEach(j -> feedback(j, listed.get(j.id()), time));
        }
        active = now;
        batchHeld = held;
        reservations(reservations, time);
        for (List<String> cmd : triggers.due(config.get(), reservations, time, p -> resolve(home, p).toString())) {
            runner.run("trigger", cmd);
        }
    }

    private static String reason(io.jmaui.scheduler.model.Reason why) {
        return why == null ? "" : "  reason: '" + why.summary() + "'";
    }

    /** RESERVATIONCREATED for each admin reservation not seen before (none on the first iteration). */
    private void reservations(List<Reservation> inForce, long time) {
        Set<String> seen = new HashSet<>();
        for (Reservation res : inForce) {
            if (res.type() != ReservationType.ADMIN) {
                continue;
            }
            seen.add(res.id());
            if (adminReservations != null && !adminReservations.contains(res.id())) {
                notify(String.format("RESERVATIONCREATED:  %s %s %s %d %d %d %d", res.id(), "User", res.id(), time,
                        res.start(), res.end(), res.hosts().size()));
            }
        }
        adminReservations = seen;
    }

    /**
     * Maui's job feedback (MJobSendFB): job, user, e-mail ({@code [NONE]}), end state, QOS asked
     * for, submit, start and completion time, expansion factor, wallclock limit, processors, memory
     * asked for (MB, all tasks), then average and highest processors and memory used, which pbs_server's
     * status as read here does not carry (0). The completion time is when the daemon saw the job end.
     */
    void feedback(Job j, Job listed, long seen) {
        String program = config.get().get(Parameters.FEEDBACKPROGRAM);
        if (program == null || program.isBlank()) {
            return;
        }
        long start = j.startTime() > 0 ? j.startTime() : seen;
        long queued = j.effectiveQueueTime();
        double xfactor = seen > start ? (double) (seen - queued) / (seen - start) : 1.0;
        List<String> cmd = new ArrayList<>(List.of(resolve(home, program).toString(), j.id(),
                nonNull(j.credentials().user()), "[NONE]", JobEnd.word(listed), nonNull(j.credentials().qos()),
                Long.toString(j.submitTime()), Long.toString(start), Long.toString(seen),
                String.format(java.util.Locale.ROOT, "%f", xfactor), Long.toString(j.walltime()),
                Integer.toString(j.procs()), Long.toString(j.perTask().memMb() * j.tasks()), "0.000000", "0.000000", "0",
                "0"));
        runner.run("feedback", cmd);
    }

    /** NOTIFICATIONPROGRAM with one argument, the event text (Maui's admin event action). */
    public void notify(String message) {
        String program = config.get().get(Parameters.NOTIFICATIONPROGRAM);
        if (program == null || program.isBlank()) {
            return;
        }
        runner.run("notification", List.of(resolve(home, program).toString(), message));
    }

    private static String nonNull(String s) {
        return s == null || s.isEmpty() ? "[NONE]" : s;
    }

    @Override
    public void close() {
        runner.close();
    }
}
