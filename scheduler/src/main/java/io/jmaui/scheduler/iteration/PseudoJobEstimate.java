package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Times;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The cluster as an iteration left it, for questions asked after it (showstart's estimates,
 * {@link StartEstimates}; showbf for other credentials, {@link BackfillWindowsFor}): the running
 * jobs, the iteration's starts, its job reservations, and the admin and standing reservations in
 * force. Pure, like {@link Iteration#run}.
 */
public final class PseudoJobEstimate {

    private PseudoJobEstimate() {
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
