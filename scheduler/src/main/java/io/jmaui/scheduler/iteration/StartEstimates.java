package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.nodeset.NodeSetWait;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.priority.Priorities;

import java.time.ZoneId;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * showstart's estimates of when an idle job, or a job not submitted, would start (the showstart
 * command page). <b>Reservation based</b>: the earliest time it could have the resources were it
 * the highest-priority job in the queue, on the cluster as the iteration left it (running jobs,
 * its starts, the job, admin and standing reservations), or the start of the reservation it holds.
 * <b>Priority based</b>: when it would start behind the jobs of higher priority: every one waiting
 * for resources is placed first, in priority order, each at its earliest, then the job. Pure, like
 * {@link Iteration#run}.
 */
public final class StartEstimates {

    /** The priority-based estimate places at most this many jobs ahead; behind more it gives none. */
    public static final int MAX_AHEAD = 1_000;

    private StartEstimates() {
    }

    /**
     * A job not submitted (showstart PROCS[@DURATION]): {@code procs} one-proc tasks for
     * {@code walltime} seconds (0: none) with {@code credentials}, queued at {@code now}.
     */
    public static Job pseudoJob(String name, Credentials credentials, int procs, long walltime, long now) {
        return Job.builder(name).credentials(credentials).procs(procs).walltime(Math.max(0, walltime))
                .submitTime(now).build();
    }

    /** The reservation-based estimate, empty when the job fits nowhere. */
    public static Optional<Placement> reservationBased(MauiConfig cfg, Snapshot s, IterationResult r, Job j,
                                                      ZoneId zone) {
        for (Reservation res : r.reservations()) {
            if (res.type() == ReservationType.JOB && res.id().equals(j.id())) {
                return Optional.of(new Placement(res.start(), res.end(), res.hosts()));
            }
        }
        IterationState st = PseudoJobEstimate.asLeft(cfg, s, r, zone);
        return st.availability.earliest(st.request(j), r.now());
    }

    /**
     * Where job {@code j} can start now on the nodes {@code nodes} accepts (null: any), the
     * reservations it may not use respected and its own job reservation let go (runjob, runjob
     * -f): empty when it cannot start now.
     */
    public static Optional<Placement> now(MauiConfig cfg, Snapshot s, IterationResult r, Job j,
                                          java.util.function.Predicate<io.jmaui.scheduler.model.Node> nodes,
                                          ZoneId zone) {
        IterationState st = PseudoJobEstimate.asLeft(cfg, s, r, zone, res -> !res.id().equals(j.id()));
        var q = nodes == null ? st.request(j) : st.request(j).narrowed(nodes);
        return st.availability.earliest(q, r.now()).filter(p -> p.start() <= r.now());
    }

    /**
     * The priority-based estimate: empty when the job fits nowhere or more than {@link #MAX_AHEAD}
     * jobs wait ahead of it. A queued job keeps its place in the iteration's order; a job not
     * submitted goes behind every job of at least its priority (as submitted now).
     */
    public static Optional<Placement> priorityBased(MauiConfig cfg, Snapshot s, IterationResult r, Job j,
                                                    ZoneId zone) {
        boolean queued = r.priorities().stream().anyMatch(p -> p.jobId().equals(j.id()));
        long mine = queued ? Long.MIN_VALUE : Priorities.compute(cfg, s,
                FairshareUsage.compute(cfg, r.fairshareWindows(), s.nodes())::delta, r.now(), List.of(j)).priority(j.id());
        IterationState st = PseudoJobEstimate.asLeft(cfg, s, r, zone, res -> false);
        Map<String, Job> jobs = new HashMap<>();
        for (Job other : s.jobs()) {
            jobs.put(other.id(), other);
        }
        Set<String> started = new HashSet<>();
        r.starts().forEach(d -> started.add(d.jobId()));
        int ahead = 0;
        for (JobPriority p : r.priorities()) {
            if (p.jobId().equals(j.id()) || !queued && p.priority() < mine) {
                break;
            }
            Job other = jobs.get(p.jobId());
            if (other == null || started.contains(other.id()) || other.state() != io.jmaui.scheduler.model.JobState.IDLE
                    || !waitsForResources(r.reasons().get(other.id()))) {
                continue;
            }
            if (++ahead > MAX_AHEAD) {
                return Optional.empty();
            }
            Optional<Placement> at = st.availability.earliest(st.request(other), r.now());
            at.ifPresent(pl -> st.reserve(other, pl));
        }
        return st.availability.earliest(st.request(j), r.now());
    }

    /** A job that would start once resources free up: not held, blocked by a limit or a dependency. */
    private static boolean waitsForResources(Reason why) {
        return why == null || why instanceof InsufficientResources || why instanceof ReservedResources
                || why instanceof WaitsForPriorityJob || why instanceof ReservationWait
                || why instanceof BackfillChunked || why instanceof QosNoBackfill || why instanceof NodeSetWait;
    }
}
