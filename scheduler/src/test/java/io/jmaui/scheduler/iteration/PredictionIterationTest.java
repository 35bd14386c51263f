package io.jmaui.scheduler.iteration;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.prediction.PredictionState;
import io.jmaui.scheduler.prediction.ReservationMove;
import io.jmaui.scheduler.prediction.RunningJob;
import io.jmaui.scheduler.prediction.UserHistory;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Predictions in the iteration, on one 4-proc node: job R runs on 3 procs since 0 with a 1000 s
 * limit but is predicted to end at 100; job J (4 procs) waits at the head of the queue.
 */
class PredictionIterationTest {

    private static final List<Node> NODE = List.of(Node.idle("n1", 4));

    private static MauiConfig cfg(String extra) {
        return MauiConfigParser.parse("maui.cfg", "QUEUETIMEWEIGHT 1\nRESERVATIONDEPTH 1\nBACKFILLPOLICY FIRSTFIT\n" + extra);
    }

    /** u's jobs ran 50 s, v's 200 s, each with a 500 s limit: both predictable. */
    private static Map<String, UserHistory> users() {
        UserHistory u = UserHistory.EMPTY;
        UserHistory v = UserHistory.EMPTY;
        for (int i = 0; i < 4; i++) {
            u = plus(u, 50, 500);
            v = plus(v, 200, 500);
        }
        return Map.of("u", u, "v", v);
    }

    private static UserHistory plus(UserHistory h, long run, long wall) {
        List<Long> r = new java.util.ArrayList<>(h.runTimes());
        List<Long> w = new java.util.ArrayList<>(h.walltimes());
        r.add(run);
        w.add(wall);
        return new UserHistory(r, w);
    }

    private static Snapshot snapshot(long now, Map<String, Long> reserved, Job... idle) {
        Node busy = new Node("n1", io.jmaui.scheduler.model.NodeState.RUNNING, NODE.get(0).configured(),
                io.jmaui.scheduler.model.Resources.procs(1), java.util.Set.of(), "DEFAULT", java.util.Set.of(), 0.0,
                List.of("R"));
        List<Job> jobs = new java.util.ArrayList<>();
        jobs.add(Job.builder("R").user("r").procs(3).walltime(1000).submitTime(0).running(0, List.of("n1", "n1", "n1")).build());
        jobs.addAll(List.of(idle));
        PredictionState state = new PredictionState(users(), Map.of("R", new RunningJob("r", 0, 1000, 100)), reserved,
                Map.of());
        return new Snapshot(jobs, List.of(busy), List.of(), List.of(), List.of(), Map.of(), state);
    }

    private static Job idle(String id, String user, int procs, long submit) {
        return Job.builder(id).user(user).procs(procs).walltime(500).submitTime(submit).build();
    }

    private static List<String> started(IterationResult r) {
        return r.starts().stream().map(StartJob::jobId).toList();
    }

    @Test
    void backfillKeepsTheReservationThePredictionsPlan() {
        Snapshot s = snapshot(10, Map.of(), idle("J", "x", 4, 1), idle("K", "u", 1, 2), idle("K2", "v", 1, 3));
        IterationResult on = Iteration.run(cfg("JOBPREDICTIONPOLICY USER"), s, 10);
        // J is reserved at R's predicted end; K (predicted 50 s) ends by then, K2 (predicted 200 s) would delay J
        assertEquals(100, on.jobReservation("J").orElseThrow().start());
        assertEquals(List.of("K"), started(on));
        assertEquals(50L, on.plannedRunTimes().get("K"));
        assertEquals(200L, on.plannedRunTimes().get("K2"));
        IterationResult off = Iteration.run(cfg(""), s, 10);
        // on walltimes J waits for R's limit, so both fit before it
        assertEquals(1000, off.jobReservation("J").orElseThrow().start());
        assertEquals(List.of("K"), started(off), "only one proc is free: K, first in priority order");
    }

    @Test
    void aJobThatOutlivesItsPredictionIsCorrectedAndTheReservationMovesInTheSameIteration() {
        Snapshot s = snapshot(150, Map.of("J", 100L), idle("J", "x", 4, 1));
        IterationResult r = Iteration.run(cfg("JOBPREDICTIONPOLICY USER"), s, 150);
        // R ran past 100: INCREMENT plans it to 100 + 60 = 160, and J's reservation follows
        assertEquals(160L, r.plannedRunTimes().get("R"));
        assertEquals(160, r.jobReservation("J").orElseThrow().start());
        ReservationMove m = r.prediction().moves().get("J");
        assertEquals(new ReservationMove(60, 60, "R", 150), m);
        assertEquals(160L, r.prediction().reservedStarts().get("J"));
    }

    @Test
    void shortestFirstBackfillTriesTheShortestPlannedJobFirst() {
        // no reservation (RESERVATIONDEPTH 0): one proc is free and either K or K2 could take it
        Snapshot s = snapshot(10, Map.of(), idle("J", "x", 4, 1), idle("K2", "v", 1, 2), idle("K", "u", 1, 3));
        // on walltimes both are 500 s: priority order, K2 first
        assertEquals(List.of("K2"), started(Iteration.run(cfg("RESERVATIONDEPTH 0\nBACKFILLORDER SHORTEST"), s, 10)));
        // predicted, K (50 s) is shorter than K2 (200 s) and goes first
        IterationResult predicted = Iteration.run(cfg("RESERVATIONDEPTH 0\nJOBPREDICTIONPOLICY USER\nBACKFILLORDER SHORTEST"),
                s, 10);
        assertEquals(List.of("K"), started(predicted));
        assertEquals(50, predicted.prediction().running().get("K").predicted(), "K is remembered with its prediction");
        // PRIORITY order ignores the predictions
        assertEquals(List.of("K2"), started(Iteration.run(cfg("RESERVATIONDEPTH 0\nJOBPREDICTIONPOLICY USER"), s, 10)));
    }
}
