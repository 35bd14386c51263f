package io.jmaui.scheduler.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Predictions in whole simulations: they are planning data only, so every job runs its full run
 * time whatever the configuration; and where run times carry no signal the predictor stops
 * trusting itself, so the schedule is no worse than without it.
 */
class PredictionSimulationTest {

    private static final String BASE = "QUEUETIMEWEIGHT 1\nBACKFILLPOLICY FIRSTFIT\nRESERVATIONDEPTH 1\n";

    /** 300 jobs of 8 users on 32 procs; {@code repeat}: each user's jobs run alike, else at random up to the limit. */
    static Trace workload(long seed, boolean repeat) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<TraceJob> jobs = new ArrayList<>();
        long t = 0;
        long[] typical = new long[8];
        for (int u = 0; u < 8; u++) {
            typical[u] = 60L * rnd.nextInt(2, 120);
        }
        for (int i = 1; i <= 300; i++) {
            t += rnd.nextInt(0, repeat ? 400 : 1500);
            int u = rnd.nextInt(8);
            long wall = repeat ? typical[u] * rnd.nextInt(2, 8) : 60L * rnd.nextInt(10, 600);
            long run = repeat ? Math.min(wall, typical[u] + rnd.nextInt(0, 30)) : rnd.nextLong(1, wall + 1);
            int procs = rnd.nextInt(100) < 75 ? rnd.nextInt(1, 5) : rnd.nextInt(5, 33);
            jobs.add(new TraceJob(Integer.toString(i), t, run, wall, procs, Resources.procs(1), 0, 0, "u" + u, "g", null,
                    null, null));
        }
        return new Trace(jobs, List.of(), 0, 0, 0);
    }

    private static SimulationResult run(String cfg, Trace t) {
        return new Simulator(Simulator.uniformNodes(8, 4), new IterationScheduler(MauiConfigParser.parse("maui.cfg", cfg)))
                .run(t);
    }

    @ParameterizedTest(name = "no job ends before its run time: {0}")
    @ValueSource(strings = {"", "JOBPREDICTIONPOLICY USER", "JOBPREDICTIONPOLICY USER\nBACKFILLORDER SHORTEST",
        "JOBPREDICTIONPOLICY USER\nJOBPREDICTIONXFACTOR TRUE\nXFACTORWEIGHT 1000\nBACKFILLORDER XFACTOR",
        "JOBPREDICTIONPOLICY USER\nJOBPREDICTIONXFACTOR TRUE\nJOBPREDICTIONXFACTORBASIS REQUESTRATIO\nXFACTORWEIGHT 1000",
        "JOBPREDICTIONPOLICY USER\nJOBPREDICTIONCORRECTION DOUBLE\nRESERVATIONDEPTH 4",
        "JOBPREDICTIONPOLICY USER\nJOBPREDICTIONCORRECTION WALLTIME\nJOBPREDICTIONDEPTH 1\nBACKFILLPOLICY BESTFIT"})
    void everyJobRunsItsWholeRunTime(String extra) {
        Trace t = workload(11, true);
        SimulationResult r = run(BASE + extra, t);
        assertEquals(t.jobs().size(), r.completed().size());
        for (CompletedJob c : r.completed()) {
            assertEquals(c.job().runTime(), c.end() - c.start(), "job " + c.job().id());
            assertTrue(c.start() >= c.job().submitTime(), "job " + c.job().id());
        }
        long predicted = r.completed().stream().filter(c -> c.predicted() > 0).count();
        assertTrue(extra.isEmpty() ? predicted == 0 : predicted > 75, "jobs planned with a prediction: " + predicted);
    }

    @Test
    void whereRunTimesDoNotRepeatPredictionsAreDroppedAndTheScheduleIsNoWorse() {
        for (long seed : new long[] {3, 4}) {
            Trace t = workload(seed, false);
            SimulationSummary without = SimulationSummary.of(run(BASE + "BACKFILLORDER SHORTEST", t), t, 32);
            SimulationResult r = run(BASE + "BACKFILLORDER SHORTEST\nJOBPREDICTIONPOLICY USER", t);
            SimulationSummary with = SimulationSummary.of(r, t, 32);
            long predicted = r.completed().stream().filter(c -> c.predicted() > 0).count();
            assertTrue(predicted < t.jobs().size() / 10, "seed " + seed + ": predicted " + predicted);
            assertTrue(with.meanBoundedSlowdown() <= without.meanBoundedSlowdown() * 1.02,
                    "seed " + seed + ": " + with.meanBoundedSlowdown() + " vs " + without.meanBoundedSlowdown());
        }
    }
}
