package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.Cfg;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.decision.Decision;
import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.decision.Resume;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Preemption;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * A scheduler test harness modelled on Nomad's (scheduler/testing.go): it holds a model of the
 * cluster, runs an iteration at a given time, records every result and applies its decisions for
 * the next iteration, with the fairshare windows and carry-over it returned. Preempted jobs vacate
 * at once (requeued, or suspended with their clock stopped) and resumed jobs run on. Jobs start when the iteration says so and complete when time passes their
 * actual runtime ({@link #runtime}; by default their walltime), so the guide's stories ("A ends
 * early, B slides") are a few lines. Jobs submitted with a future submit time appear then.
 *
 * <pre>
 *   Harness h = new Harness(cfg("RESERVATIONDEPTH 2")).nodes(Node.idle("n1", 2));
 *   h.submit(job("B").procs(2).walltime(3600).submitTime(t0).build());
 *   IterationResult r = h.runAt(t0);
 * </pre>
 */
public final class Harness {

    private MauiConfig cfg;
    private Policies policies;
    private final List<Node> nodes = new ArrayList<>();
    private final List<JobClass> classes = new ArrayList<>();
    private final List<Reservation> reservations = new ArrayList<>();
    private final Map<String, Job> jobs = new LinkedHashMap<>();
    private final Map<String, Long> runtimes = new HashMap<>();
    private final Map<String, Long> completedAt = new LinkedHashMap<>();
    /** A suspended job's clock stops: how long it had run when it was suspended. */
    private final Map<String, Long> ranBeforeSuspend = new HashMap<>();
    private final List<IterationResult> results = new ArrayList<>();
    private CarryOver carry = CarryOver.NONE;
    private long now = Long.MIN_VALUE;

    private List<FairshareWindow> fairshareWindows = List.of();

    /** A harness reading its parameters from maui.cfg, e.g. {@code new Harness(cfg("RESERVATIONDEPTH 2"))}. */
    public Harness(MauiConfig cfg) {
        this.cfg = cfg;
        this.policies = Policies.standard(cfg);
    }

    /** A harness with Maui's defaults (an empty maui.cfg). */
    public Harness() {
        this(Cfg.cfg());
    }

    /** Wires a different priority policy (package seam), e.g. a fixed order. */
    Harness ranker(Ranker r) {
        policies = policies.withRanker(r);
        return this;
    }

    Harness throttle(Policies.ThrottleFactory t) {
        policies = policies.withThrottle(t);
        return this;
    }

    /** Wires a different reservation source (package seam), e.g. one handing reservations as given. */
    Harness reservations(ReservationSource r) {
        policies = policies.withReservations(r);
        return this;
    }

    public Harness nodes(Node... n) {
        nodes.addAll(List.of(n));
        return this;
    }

    public Harness nodes(List<Node> n) {
        nodes.addAll(n);
        return this;
    }

    public Harness classes(JobClass... c) {
        classes.addAll(List.of(c));
        return this;
    }

    public Harness reservation(Reservation r) {
        reservations.add(r);
        return this;
    }

    /** Adds a job (idle, or running with its hosts); it is visible from its submit time on. */
    public Harness submit(Job j) {
        jobs.put(j.id(), j);
        return this;
    }

    /** The job's actual runtime: it completes this long after it starts (capped at its walltime). */
    public Harness runtime(String jobId, long seconds) {
        runtimes.put(jobId, seconds);
        return this;
    }

    /** Completes due jobs up to {@code t}, runs one iteration at {@code t}, applies its decisions. */
    public IterationResult runAt(long t) {
        advanceTo(t);
        Snapshot s = snapshot();
        IterationResult r = Iteration.run(cfg, s, t, carry, policies);
        results.add(r);
        apply(r);
        return r;
    }

    /**
     * Runs an iteration at every event (a submission or a completion) from {@code from} until no
     * job is queued or running, or {@code until} is reached. This is the simulator's loop.
     */
    public List<IterationResult> runEvents(long from, long until) {
        List<IterationResult> out = new ArrayList<>();
        long t = from;
        while (t <= until) {
            out.add(runAt(t));
            long next = nextEvent(t);
            if (next == Times.INFINITY) {
                break;
            }
            t = next;
        }
        return out;
    }

    private long nextEvent(long t) {
        long next = Times.INFINITY;
        for (Job j : jobs.values()) {
            if (j.submitTime() > t) {
                next = Math.min(next, j.submitTime());
            }
            if (j.state().isActive() && j.state() != JobState.SUSPENDED) {
                next = Math.min(next, endOf(j));
            }
        }
        return next;
    }

    private long endOf(Job j) {
        long run = runtimes.getOrDefault(j.id(), j.walltime() > 0 ? j.walltime() : Times.INFINITY);
        if (j.walltime() > 0) {
            run = Math.min(run, j.walltime());
        }
        return Times.plus(j.startTime(), run);
    }

    private void advanceTo(long t) {
        if (t < now) {
            throw new IllegalArgumentException("time goes forward only: " + t + " < " + now);
        }
        now = t;
        for (Job j : List.copyOf(jobs.values())) {
            if (j.state().isActive() && j.state() != JobState.SUSPENDED && endOf(j) <= t) {
                jobs.put(j.id(), j.toBuilder().state(JobState.COMPLETED).build());
                completedAt.put(j.id(), endOf(j));
            }
        }
    }

    private void apply(IterationResult r) {
        for (Decision d : r.decisions()) {
            if (d instanceof StartJob s) {
                Job j = jobs.get(s.jobId());
                Preemption was = j.preemption(); // a preemptible backfill job runs as one (BACKFILLPOLICY PREEMPT)
                jobs.put(j.id(), j.toBuilder().running(r.now(), s.hosts()).preemption(new Preemption(was.count(),
                        was.resumedAt(), null, null, 0, was.refusedAt(), s.preemptible())).build());
            } else if (d instanceof Preempt p) {
                Job j = jobs.get(p.jobId());
                Preemption was = j.preemption();
                Preemption now = new Preemption(was.count() + 1, was.resumedAt(), null, null, 0);
                if (p.mode() == PreemptMode.SUSPEND) {
                    ranBeforeSuspend.put(j.id(), r.now() - j.startTime());
                    jobs.put(j.id(), j.toBuilder().state(JobState.SUSPENDED).preemption(now).build());
                } else {
                    jobs.put(j.id(), j.toBuilder().state(JobState.IDLE).startTime(0).allocatedHosts(List.of())
                            .preemption(now).build());
                }
            } else if (d instanceof Resume x) {
                Job j = jobs.get(x.jobId());
                Preemption was = j.preemption();
                long ran = ranBeforeSuspend.getOrDefault(j.id(), 0L);
                jobs.put(j.id(), j.toBuilder().state(JobState.RUNNING).startTime(r.now() - ran)
                        .preemption(new Preemption(was.count(), r.now(), null, null, 0)).build());
            }
        }
        r.bypassCounts().forEach((id, c) -> jobs.computeIfPresent(id, (k, j) -> j.toBuilder().bypassCount(c).build()));
        carry = r.carryOver();
        fairshareWindows = r.fairshareWindows();
    }

    /** The snapshot the next iteration would see: jobs submitted by now, nodes, classes, reservations. */
    public Snapshot snapshot() {
        List<Job> visible = jobs.values().stream().filter(j -> j.submitTime() <= now).toList();
        return new Snapshot(visible, nodes, classes, reservations, fairshareWindows);
    }

    public Job job(String id) {
        Job j = jobs.get(id);
        if (j == null) {
            throw new NoSuchElementException("no job " + id);
        }
        return j;
    }

    /** When the job started, or 0. */
    public long startOf(String id) {
        return job(id).startTime();
    }

    /** When the job completed, if it has. */
    public Long completedAt(String id) {
        return completedAt.get(id);
    }

    public List<IterationResult> results() {
        return List.copyOf(results);
    }

    public IterationResult last() {
        return results.get(results.size() - 1);
    }

    public long now() {
        return now;
    }
}
