package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.decision.Decision;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.prediction.PredictionState;
import io.jmaui.scheduler.priority.DeferredBreakdowns;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.priority.LazyPriorities;
import io.jmaui.scheduler.priority.PriorityTable;
import io.jmaui.scheduler.qos.QosGrant;
import io.jmaui.scheduler.qos.QosGrants;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything one iteration decided and learned. The daemon executes {@code decisions} and shows
 * the rest (checkjob, showq, showres, showstart, showbf, diagnose -p); the simulator applies
 * {@code decisions} and feeds {@code fairshareWindows}, {@code bypassCounts} and
 * {@code carryOver} into the next snapshot.
 *
 * @param decisions        jobs to start (one host per task, backfill flag) and holds, in decision order
 * @param reasons          per idle job not started, why (resources, reservation, limit, hold, ...), priority order;
 *                         none for {@link Detail#DECISIONS}
 * @param priorities       every queued job's priority with its breakdown, in scheduling order; the
 *                         breakdown worked out when first read ({@link DeferredBreakdowns}); for
 *                         {@link Detail#DECISIONS} none, and only the eligible jobs' where the
 *                         limits were asked first ({@code EligibleFirst})
 * @param reservations     admin, standing and job reservations in force, in that order
 * @param estimatedStarts  per idle job (none for {@link Detail#DECISIONS}), the earliest start known (now for jobs started, the
 *                         reservation start for reserved jobs, an estimate for the first
 *                         {@link Iteration#ESTIMATE_DEPTH} others); absent when unknown or never
 * @param backfillWindows  windows left after this iteration's starts, widest first (showbf)
 * @param fairshareWindows fairshare windows after this iteration's accrual, newest first
 * @param bypassCounts     new bypass count of each job a backfilled job jumped over
 * @param carryOver        what the next iteration needs (this iteration's time, backfill chunking)
 * @param warnings         policies that are configured but not implemented, once per iteration
 * @param jobs             the snapshot's jobs as the iteration saw them: each with the QOS it runs under
 * @param qosGrants        per job, its QOS and where it came from (guide 7.3; checkjob)
 * @param prediction       the run-time predictor's state for the next snapshot (JOBPREDICTIONPOLICY;
 *                         the snapshot's own, unchanged, while predictions are off)
 * @param plannedRunTimes  per job with a prediction (idle or running), the run time it is planned
 *                         with: its prediction, corrected once a running job outlived it
 */
public record IterationResult(
        long now,
        List<Decision> decisions,
        Map<String, Reason> reasons,
        List<JobPriority> priorities,
        List<Reservation> reservations,
        Map<String, Long> estimatedStarts,
        List<BackfillWindow> backfillWindows,
        List<FairshareWindow> fairshareWindows,
        Map<String, Integer> bypassCounts,
        CarryOver carryOver,
        List<String> warnings,
        List<Job> jobs,
        Map<String, QosGrant> qosGrants,
        PredictionState prediction,
        Map<String, Long> plannedRunTimes) {

    public IterationResult {
        decisions = List.copyOf(decisions);
        reasons = frozen(reasons);
        // a table is immutable; lazy priorities and deferred breakdowns too, and copying them would work them out
        priorities = priorities instanceof PriorityTable || priorities instanceof LazyPriorities
                || priorities instanceof DeferredBreakdowns ? priorities : List.copyOf(priorities);
        reservations = FixedList.copyOf(reservations); // the iteration's own list as it is, as the windows below
        estimatedStarts = frozen(estimatedStarts);
        backfillWindows = List.copyOf(backfillWindows);
        fairshareWindows = FixedList.copyOf(fairshareWindows); // the accrual's own list as it is: one class, no copy per event
        bypassCounts = bypassCounts instanceof BypassCounts ? bypassCounts : frozen(bypassCounts); // read-only already
        warnings = List.copyOf(warnings);
        jobs = FixedList.copyOf(jobs); // the snapshot's own list as it is: copying it was 1.4 % of a simulation
        qosGrants = QosGrants.readOnly(qosGrants); // not indexed by id unless read by id
        prediction = prediction == null ? PredictionState.EMPTY : prediction;
        plannedRunTimes = plannedRunTimes == null ? Map.of() : plannedRunTimes.isEmpty() ? Collections.emptyMap() : Collections.unmodifiableMap(new LinkedHashMap<>(plannedRunTimes));
    }

    /**
     * A map the iteration built for its result and hands over: taken as it is (so is a
     * {@link RankedMap}), where any other map is copied (copying 100,000 reasons was a tenth of an iteration's result). Package-private,
     * so only the iteration makes one, and it keeps no reference.
     */
    static final class Owned<K, V> extends LinkedHashMap<K, V> {
        Owned(int expected) {
            super(Math.max(16, expected * 4 / 3 + 1));
        }
    }

    private static <K, V> Map<K, V> frozen(Map<K, V> m) {
        if (m.isEmpty()) { // the simulator's results give no reasons or estimates: no copy and wrapper per event
            return Collections.emptyMap(); // as the copy, null keys asked for give null (Map.of() would throw)
        }
        return Collections.unmodifiableMap(m instanceof Owned<K, V> || m instanceof RankedMap<?> ? m : new LinkedHashMap<>(m));
    }

    /** The StartJob decisions, in the order they were made. */
    public List<StartJob> starts() {
        return decisions.stream().filter(StartJob.class::isInstance).map(StartJob.class::cast).toList();
    }

    /** The StartJob decision for a job, if it was started. */
    public Optional<StartJob> start(String jobId) {
        return starts().stream().filter(s -> s.jobId().equals(jobId)).findFirst();
    }

    /** The job reservation of a job, if it has one. */
    public Optional<Reservation> jobReservation(String jobId) {
        return reservations.stream()
                .filter(r -> r.type() == io.jmaui.scheduler.model.ReservationType.JOB && r.id().equals(jobId))
                .findFirst();
    }
}
