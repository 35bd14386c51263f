package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Times;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * {@code showstart PROCS[@DURATION]} (guide 15.5, the showstart command): when a job of PROCS
 * one-proc tasks for DURATION seconds could start, were it submitted now and the highest-priority
 * job in the queue. It is placed on the cluster as an iteration left it: the running jobs, the
 * iteration's starts, its job reservations, and the admin and standing reservations in force. The
 * pseudo-job has no credentials, so no reservation admits it. Pure, like {@link Iteration#run}.
 */
public final class PseudoJobEstimate {

    private PseudoJobEstimate() {
    }

    /**
     * The earliest start of the pseudo-job, epoch seconds, or empty when it fits nowhere (more
     * procs than the usable nodes hold).
     *
     * @param s        the snapshot iteration {@code r} ran on
     * @param walltime seconds; 0 or less for no limit
     * @param zone     the time zone the iteration read SRCFG times in
     */
    public static OptionalLong earliest(MauiConfig cfg, Snapshot s, IterationResult r, int procs, long walltime,
                                        ZoneId zone) {
        IterationState st = asLeft(cfg, s, r, zone);
        Request q = new Request("showstart", null, procs, Resources.procs(1), Math.max(0, walltime), 0, 0, false,
                n -> true, Request::noAccess, st.allocation);
        return st.availability.earliest(q, r.now()).map(Placement::start).map(OptionalLong::of)
                .orElse(OptionalLong.empty());
    }

    /**
     * The cluster as iteration {@code r} left it: the running jobs, its starts, its job
     * reservations, and the admin and standing reservations in force where it placed them.
     */
    static IterationState asLeft(MauiConfig cfg, Snapshot s, IterationResult r, ZoneId zone) {
        return asLeft(cfg, s, r, zone, res -> true);
    }

    /**
     * As {@link #asLeft(MauiConfig, Snapshot, IterationResult, ZoneId)}, with only the job
     * reservations {@code jobReservations} keeps.
     */
    static IterationState asLeft(MauiConfig cfg, Snapshot s, IterationResult r, ZoneId zone,
                                 java.util.function.Predicate<Reservation> jobReservations) {
        List<String> warnings = new ArrayList<>();
        // the iteration's own placements carried in, so floating reservations land where it put them
        IterationState st = new IterationState(cfg, Settings.from(cfg, s, warnings), s, r.now(),
                Policies.standard(cfg, zone), new CarryOver(0, 0, r.carryOver().placed()));
        new MapAvailability().apply(st);
        Map<String, Job> jobs = new HashMap<>();
        for (Job j : s.jobs()) {
            jobs.put(j.id(), j);
        }
        for (StartJob start : r.starts()) {
            Job j = jobs.get(start.jobId());
            if (j != null) {
                st.availability.commitTasks(start.hosts(), j.taskResources(), r.now(),
                        Times.plus(r.now(), st.walltime(j)), j.credentials().user(), AccessPolicies.of(j));
            }
        }
        for (Reservation res : r.reservations()) {
            if (res.type() == ReservationType.JOB && jobReservations.test(res)) {
                st.availability.commit(res.hosts(), res.perTask(), res.start(), res.end(), res.owner());
            }
        }
        return st;
    }
}
