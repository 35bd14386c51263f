package io.jmaui.scheduler.prediction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.model.Job;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** JOBPREDICTIONXFACTORBASIS REQUESTRATIO on hand-computed histories. */
class RequestRatioTest {

    private static UserHistory history(long[]... jobs) {
        UserHistory h = UserHistory.EMPTY;
        for (long[] j : jobs) {
            h = h.plus(j[0], j[1], 16);
        }
        return h;
    }

    private static long[] ran(long run, long wall) {
        return new long[] {run, wall};
    }

    @Test
    void theEstimateScalesTheJobsOwnLimitByTheUsersRatiosAndOneQuickFailureMakesItShort() {
        // 1800 of 3600 twice: half the limit; a job asking 7200 is ranked as 3600
        assertEquals(3600, RequestRatio.estimate(history(ran(1800, 3600), ran(1800, 3600)), 2, 2, 7200));
        // 3000 of 3600, then a failure after 5 s: scaled 6000 and 10 (5 s floored at 10); rates
        // 1/6000 + 1/10 = 0.10017 per second, so 2 / 0.10017 = 19.97: ranked as a 20-second job
        assertEquals(20, RequestRatio.estimate(history(ran(3000, 3600), ran(5, 3600)), 2, 2, 7200));
        // never above the limit (a job that ran past its own, uncapped, ratio 2)
        assertEquals(100, RequestRatio.estimate(history(ran(200, 100), ran(200, 100)), 2, 2, 100));
        assertEquals(0, RequestRatio.estimate(history(ran(200, 100)), 1, 2, 100), "fewer jobs than the depth");
    }

    @Test
    void usedOnlyWhereItHasBeenCloserToTheRunTimesThanTheLimits() {
        // quick failures that repeat: the estimate (10) scores 1, the limits 10/3600
        assertTrue(RequestRatio.trusted(history(ran(10, 3600), ran(10, 3600), ran(10, 3600), ran(10, 3600)), 2));
        // exact limits score 1 already: nothing to gain
        assertFalse(RequestRatio.trusted(history(ran(100, 100), ran(100, 100), ran(100, 100)), 2));
        // full runs and failures alternating: the estimate is 20 s every time (scores 20/3600 and
        // 10/20), the limits are right for the full runs (1 and 10/3600): 1.01 against 2.01
        assertFalse(RequestRatio.trusted(history(ran(3600, 3600), ran(10, 3600), ran(3600, 3600), ran(10, 3600),
                ran(3600, 3600), ran(10, 3600)), 2));
        assertFalse(RequestRatio.trusted(history(ran(10, 3600), ran(10, 3600)), 2), "nothing replayed yet");
    }

    @Test
    void thePredictorRanksByItForTrustedUsersAndByThePredictionOtherwise() {
        PredictionSettings s = PredictionSettings.of(MauiConfigParser.parse("maui.cfg",
                "JOBPREDICTIONPOLICY USER\nJOBPREDICTIONXFACTOR TRUE\nJOBPREDICTIONXFACTORBASIS REQUESTRATIO"));
        UserHistory failing = history(ran(10, 3600), ran(10, 3600), ran(10, 3600), ran(10, 3600));
        UserHistory exact = history(ran(100, 100), ran(100, 100), ran(100, 100));
        Predictor p = Predictor.observe(s, new PredictionState(Map.of("ann", failing, "ben", exact), Map.of(), Map.of(),
                Map.of()), List.of(), 1000);
        assertEquals(20, p.ranked(Job.builder("1").user("ann").walltime(7200).build()), "7200 x 10/3600 = 20");
        assertEquals(0, p.ranked(Job.builder("2").user("ben").walltime(100).build()), "ben's limit stays");
        assertEquals(0, p.ranked(Job.builder("3").user("cat").walltime(100).build()), "no history");
        PredictionSettings prediction = PredictionSettings.of(MauiConfigParser.parse("maui.cfg",
                "JOBPREDICTIONPOLICY USER\nJOBPREDICTIONXFACTOR TRUE"));
        Predictor q = Predictor.observe(prediction, new PredictionState(Map.of("ann", failing), Map.of(), Map.of(),
                Map.of()), List.of(), 1000);
        assertEquals(10, q.ranked(Job.builder("1").user("ann").walltime(7200).build()), "PREDICTION: the last two's mean");
    }
}
