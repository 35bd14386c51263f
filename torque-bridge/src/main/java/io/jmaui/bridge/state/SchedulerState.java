package io.jmaui.bridge.state;

import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.prediction.PredictionState;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The daemon's durable state, as one immutable value (the checkpoint file's content).
 *
 * @param lastAccrual       epoch seconds up to which fairshare usage was accrued
 * @param bypassCounts      per idle job, how often backfill jumped it
 * @param systemPriorities  per job, the admin priority set with setspri
 * @param nodeDownSince     per DOWN or DRAINED node, when the daemon first saw it so (epoch
 *                          seconds; DOWNNODEDELAYTIME); absent in an older checkpoint: empty
 * @param statistics        showstats' totals over the scheduler's life; absent in an older checkpoint: empty
 * @param prediction        the run-time predictor's state (JOBPREDICTIONPOLICY): users' recent run
 *                          times, running jobs' predictions, reservation moves; absent: empty
 * @param preemptions       preemptions in flight (journalled in the ledger too) and each job's
 *                          preemption history; absent in an older checkpoint: empty
 */
public record SchedulerState(
        int version,
        List<FairshareWindow> fairshareWindows,
        long lastAccrual,
        List<Reservation> adminReservations,
        Map<String, Integer> bypassCounts,
        Map<String, Long> systemPriorities,
        Map<String, Deferral> deferrals,
        Map<String, PendingStart> pendingStarts,
        Map<String, Long> nodeDownSince,
        Statistics statistics,
        PredictionState prediction,
        PreemptionBook preemptions) {

    public static final int CURRENT_VERSION = 1;

    public static final SchedulerState EMPTY = new SchedulerState(CURRENT_VERSION, List.of(), 0, List.of(), Map.of(),
            Map.of(), Map.of(), Map.of());

    public SchedulerState {
        fairshareWindows = List.copyOf(fairshareWindows);
        adminReservations = List.copyOf(adminReservations);
        // sorted maps: the checkpoint file is the same bytes for the same state
        bypassCounts = java.util.Collections.unmodifiableMap(new TreeMap<>(bypassCounts));
        systemPriorities = java.util.Collections.unmodifiableMap(new TreeMap<>(systemPriorities));
        deferrals = java.util.Collections.unmodifiableMap(new TreeMap<>(deferrals));
        pendingStarts = java.util.Collections.unmodifiableMap(new TreeMap<>(pendingStarts));
        nodeDownSince = nodeDownSince == null ? Map.of()
                : java.util.Collections.unmodifiableMap(new TreeMap<>(nodeDownSince));
        statistics = statistics == null ? Statistics.EMPTY : statistics;
        prediction = prediction == null ? PredictionState.EMPTY : prediction;
        preemptions = preemptions == null ? PreemptionBook.EMPTY : preemptions;
    }

    /** A state without predictor state, as checkpoints were before predictions. */
    public SchedulerState(int version, List<FairshareWindow> fairshareWindows, long lastAccrual,
                          List<Reservation> adminReservations, Map<String, Integer> bypassCounts,
                          Map<String, Long> systemPriorities, Map<String, Deferral> deferrals,
                          Map<String, PendingStart> pendingStarts, Map<String, Long> nodeDownSince, Statistics statistics) {
        this(version, fairshareWindows, lastAccrual, adminReservations, bypassCounts, systemPriorities, deferrals,
                pendingStarts, nodeDownSince, statistics, PredictionState.EMPTY, PreemptionBook.EMPTY);
    }

    public SchedulerState withPrediction(PredictionState p) {
        return new SchedulerState(version, fairshareWindows, lastAccrual, adminReservations, bypassCounts, systemPriorities, deferrals, pendingStarts, nodeDownSince, statistics, p, preemptions);
    }

    /** A state without down-since times or statistics, as the first checkpoints were. */
    public SchedulerState(int version, List<FairshareWindow> fairshareWindows, long lastAccrual,
                          List<Reservation> adminReservations, Map<String, Integer> bypassCounts,
                          Map<String, Long> systemPriorities, Map<String, Deferral> deferrals,
                          Map<String, PendingStart> pendingStarts) {
        this(version, fairshareWindows, lastAccrual, adminReservations, bypassCounts, systemPriorities, deferrals,
                pendingStarts, Map.of(), Statistics.EMPTY);
    }

    public SchedulerState withNodeDownSince(Map<String, Long> d) {
        return new SchedulerState(version, fairshareWindows, lastAccrual, adminReservations, bypassCounts, systemPriorities, deferrals, pendingStarts, d, statistics, prediction, preemptions);
    }

    public SchedulerState withPendingStarts(Map<String, PendingStart> p) {
        return new SchedulerState(version, fairshareWindows, lastAccrual, adminReservations, bypassCounts, systemPriorities, deferrals, p, nodeDownSince, statistics, prediction, preemptions);
    }

    public SchedulerState withDeferrals(Map<String, Deferral> d) {
        return new SchedulerState(version, fairshareWindows, lastAccrual, adminReservations, bypassCounts, systemPriorities, d, pendingStarts, nodeDownSince, statistics, prediction, preemptions);
    }

    public SchedulerState withFairshare(List<FairshareWindow> windows, long accruedTo) {
        return new SchedulerState(version, windows, accruedTo, adminReservations, bypassCounts, systemPriorities, deferrals, pendingStarts, nodeDownSince, statistics, prediction, preemptions);
    }

    public SchedulerState withAdminReservations(List<Reservation> r) {
        return new SchedulerState(version, fairshareWindows, lastAccrual, r, bypassCounts, systemPriorities, deferrals, pendingStarts, nodeDownSince, statistics, prediction, preemptions);
    }

    public SchedulerState withBypassCounts(Map<String, Integer> b) {
        return new SchedulerState(version, fairshareWindows, lastAccrual, adminReservations, b, systemPriorities, deferrals, pendingStarts, nodeDownSince, statistics, prediction, preemptions);
    }

    public SchedulerState withSystemPriorities(Map<String, Long> p) {
        return new SchedulerState(version, fairshareWindows, lastAccrual, adminReservations, bypassCounts, p, deferrals, pendingStarts, nodeDownSince, statistics, prediction, preemptions);
    }

    public SchedulerState withStatistics(Statistics st) {
        return new SchedulerState(version, fairshareWindows, lastAccrual, adminReservations, bypassCounts, systemPriorities, deferrals, pendingStarts, nodeDownSince, st, prediction, preemptions);
    }

    public SchedulerState withPreemptions(PreemptionBook p) {
        return new SchedulerState(version, fairshareWindows, lastAccrual, adminReservations, bypassCounts, systemPriorities, deferrals, pendingStarts, nodeDownSince, statistics, prediction, p);
    }
}
