package io.jmaui.scheduler.prediction;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the predictor keeps from one iteration to the next, as plain data (the daemon checkpoints
 * it; the simulator holds it): each user's recent run times, the running jobs with the prediction
 * each started with (so a completion is noticed and a correction knows what it corrects), the
 * job reservations' starts of the last iteration, and the reservations a corrected prediction
 * moved later. Sorted maps, so the checkpoint is the same bytes for the same state.
 */
public record PredictionState(Map<String, UserHistory> users, Map<String, RunningJob> running,
                              Map<String, Long> reservedStarts, Map<String, ReservationMove> moves) {

    public static final PredictionState EMPTY = new PredictionState(Map.of(), Map.of(), Map.of(), Map.of());

    public PredictionState {
        users = sorted(users);
        running = sorted(running);
        reservedStarts = sorted(reservedStarts);
        moves = sorted(moves);
    }

    private static <V> Map<String, V> sorted(Map<String, V> m) {
        return m == null || m.isEmpty() ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(m));
    }
}
