package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.prediction.PredictionState;
import io.jmaui.scheduler.prediction.Predictor;
import io.jmaui.scheduler.prediction.ReservationMove;
import io.jmaui.scheduler.prediction.RunningJob;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Stage 8 (JOBPREDICTIONPOLICY): the predictor's state for the next iteration. Jobs started now
 * are remembered with the run time they were started with; each job reservation's start is
 * remembered; a reservation that starts later than last iteration while a running job's
 * prediction was corrected has been moved by a wrong prediction: the move is added to the job's
 * record (checkjob shows it), naming the corrected job that held the most of its hosts. Jobs no
 * longer idle are forgotten here.
 */
final class PredictionTracking implements Stage {

    @Override
    public void apply(IterationState st) {
        Predictor p = st.predictor;
        if (p == null) {
            return;
        }
        PredictionState old = p.state();
        Map<String, RunningJob> running = new TreeMap<>(old.running());
        Map<String, Job> byId = new HashMap<>();
        for (Job j : st.eligible) {
            byId.put(j.id(), j);
        }
        for (String id : st.started) {
            Job j = byId.get(id);
            if (j != null) {
                running.put(id, new RunningJob(j.credentials().user(), st.now, j.walltime(), p.predict(j)));
            }
        }
        Map<String, Long> reserved = new TreeMap<>();
        Map<String, ReservationMove> moves = new TreeMap<>();
        for (Reservation r : st.jobReservations.values()) {
            reserved.put(r.id(), r.start());
            ReservationMove m = old.moves().get(r.id());
            Long before = old.reservedStarts().get(r.id());
            if (before != null && r.start() > before && !p.corrected().isEmpty()) {
                long delta = r.start() - before;
                m = new ReservationMove((m == null ? 0 : m.total()) + delta, delta, cause(st, p, r.hosts()), st.now);
            }
            if (m != null) {
                moves.put(r.id(), m);
            }
        }
        // a job still waiting without a reservation keeps what moved it before
        for (Job j : st.eligible) {
            ReservationMove m = old.moves().get(j.id());
            if (m != null && !moves.containsKey(j.id()) && !st.started.contains(j.id())) {
                moves.put(j.id(), m);
            }
        }
        st.prediction = new PredictionState(old.users(), running, reserved, moves);
    }

    /** The corrected job holding most of {@code hosts}; the first corrected job when none holds any. */
    private static String cause(IterationState st, Predictor p, List<String> hosts) {
        String best = null;
        long bestShared = -1;
        for (Job j : st.snapshot.jobs()) {
            if (!p.corrected().contains(j.id())) {
                continue;
            }
            long shared = j.allocatedHosts().stream().filter(hosts::contains).count();
            if (shared > bestShared || (shared == bestShared && j.id().compareTo(best) < 0)) {
                best = j.id();
                bestShared = shared;
            }
        }
        return best;
    }
}
