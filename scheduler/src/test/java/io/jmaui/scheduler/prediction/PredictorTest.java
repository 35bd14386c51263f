package io.jmaui.scheduler.prediction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.model.Job;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The predictor on hand-computed histories (Tsafrir et al. 2007: the mean of the user's last two run times). */
class PredictorTest {

    private static final PredictionSettings SETTINGS = PredictionSettings.of(MauiConfigParser.parse("maui.cfg",
            "JOBPREDICTIONPOLICY USER\nJOBPREDICTIONDEPTH 2\nJOBPREDICTIONHISTORY 8\nJOBPREDICTIONMINACCURACY 0.5"));

    private static UserHistory history(long wall, long... runs) {
        UserHistory h = UserHistory.EMPTY;
        for (long r : runs) {
            h = h.plus(r, wall, 8);
        }
        return h;
    }

    private static Predictor predictor(Map<String, UserHistory> users) {
        return Predictor.observe(SETTINGS, new PredictionState(users, Map.of(), Map.of(), Map.of()), List.of(), 1000);
    }

    @Test
    void aJobIsPredictedTheMeanOfItsUsersLastTwoRunTimesRoundedUpAndNeverAboveItsWalltime() {
        // alice ran 300, 400, 300, 400: the last two average 350 (and predicted 350 for the last two: trusted)
        Predictor p = predictor(Map.of("alice", history(3600, 300, 400, 300, 400)));
        assertEquals(350, p.predict(Job.builder("1").user("alice").walltime(3600).build()));
        assertEquals(300, p.predict(Job.builder("2").user("alice").walltime(300).build()));
        assertEquals(0, p.predict(Job.builder("3").user("bob").walltime(3600).build()), "no history, no prediction");
    }

    @Test
    void theUsersAccuracyIsThePredictorReplayedOverTheHistory() {
        // predictions 100 (for 300) and 200 (for 400): scores 1/3 and 1/2; walltime scores 300/3600 and 400/3600
        UserAccuracy a = UserAccuracy.of(history(3600, 100, 100, 300, 400), SETTINGS);
        assertEquals(2, a.samples());
        assertEquals((1.0 / 3 + 0.5) / 2, a.predicted(), 1e-9);
        assertEquals((300.0 / 3600 + 400.0 / 3600) / 2, a.walltime(), 1e-9);
        assertEquals((100.0 / 300 + 200.0 / 400) / 2, a.ratio(), 1e-9, "diagnose -P: predicted/actual");
        assertEquals(1.0, a.outlived(), 1e-9, "both ran past their prediction");
        assertTrue(a.predicted() >= 0.4 && !a.trusted(), "0.42 is under JOBPREDICTIONMINACCURACY 0.5");
        assertTrue(UserAccuracy.of(history(3600, 500, 500, 520, 480), SETTINGS).trusted(), "run times that repeat");
    }

    @Test
    void aUserWhoseWalltimesAreExactKeepsThem() {
        // exact wallclock limits score 1: predictions cannot beat them, so they are not used
        UserHistory h = UserHistory.EMPTY;
        for (long r : new long[] {100, 100, 100, 100}) {
            h = h.plus(r, r, 8);
        }
        assertFalse(UserAccuracy.of(h, SETTINGS).trusted());
        assertEquals(0, predictor(Map.of("u", h)).predict(Job.builder("1").user("u").walltime(100).build()));
    }

    @Test
    void aRunningJobThatIsGoneHasCompletedAndItsRunTimeJoinsItsUsersHistory() {
        PredictionState before = new PredictionState(Map.of(), Map.of("7", new RunningJob("carol", 100, 3600, 0)),
                Map.of(), Map.of());
        Predictor p = Predictor.observe(SETTINGS, before, List.of(), 700);
        assertEquals(List.of(600L), p.state().users().get("carol").runTimes());
        assertEquals(Map.of(), p.state().running());
    }

    @Test
    void correctionsLengthenAnOutlivedPredictionAndStopAtTheWalltime() {
        assertEquals(200, Correction.INCREMENT.planned(200, 150, 3600), "still ahead: unchanged");
        assertEquals(260, Correction.INCREMENT.planned(200, 200, 3600), "+1 min");
        assertEquals(500, Correction.INCREMENT.planned(200, 260, 3600), "+5 min");
        assertEquals(3600, Correction.INCREMENT.planned(200, 3000, 3600), "+1 h, capped at the walltime");
        assertEquals(800, Correction.DOUBLE.planned(200, 500, 3600));
        assertEquals(3600, Correction.WALLTIME.planned(200, 201, 3600));
    }
}
