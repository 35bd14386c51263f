package io.jmaui.bridge.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/** diagnose -P: what an admin reads about the run-time predictor. */
class PredictionDiagTextTest {

    private static String print(PredictionDiagView v) {
        StringWriter s = new StringWriter();
        PredictionDiagText.print(v, new TextFormat(ZoneOffset.UTC), new PrintWriter(s));
        return s.toString();
    }

    @Test
    void settingsHistoryPerUserAccuracyAndTheJobsItShortens() {
        PredictionDiagView v = new PredictionDiagView(0, "USER", 2, 10, 0.5, "INCREMENT", "PREDICTION", List.of(
                new PredictionDiagView.User("alice", 5, 3, 0.93, 0.21, 1.04, 1.0 / 3, true, true),
                new PredictionDiagView.User("bob", 4, 2, 0.42, 0.5, 0.5, 1.0, false, false),
                new PredictionDiagView.User("carol", 1, 0, 0, 0, 0, 0, false, false)), List.of(
                new PredictionDiagView.JobPlan("1001.head", "alice", "RUNNING", 7200, 1800),
                new PredictionDiagView.JobPlan("1002.head", "alice", "IDLE", 3600, 600)));
        assertEquals(String.join("\n",
                "Diagnosing Job Prediction  " + new TextFormat(ZoneOffset.UTC).date(0),
                "",
                "JOBPREDICTIONPOLICY USER  DEPTH 2  HISTORY 10  MINACCURACY 0.50  CORRECTION INCREMENT",
                "history: 10 completed jobs remembered for 3 users",
                "",
                "User             Jobs Scored  Accuracy   WallAcc  Pred/Actual  Outlived  Trusted",
                "----             ---- ------  --------   -------  -----------  --------  -------",
                "alice               5      3      0.93      0.21         1.04    33.33%      yes",
                "bob                 4      2      0.42      0.50         0.50   100.00%       no",
                "carol               1      0         -         -            -         -       no",
                "",
                "Job                User       State        WallTime     Planned   Shortened",
                "---                ----       -----        --------     -------   ---------",
                "1001.head          alice      RUNNING      02:00:00    00:30:00    01:30:00",
                "1002.head          alice      IDLE         01:00:00    00:10:00    00:50:00",
                "",
                "2 jobs planned with a prediction, 02:20:00 shorter than the wallclock limits in all",
                ""), print(v));
    }

    @Test
    void withRequestRatioRankingEachUserSaysWhetherItApplies() {
        PredictionDiagView v = new PredictionDiagView(0, "USER", 2, 16, 0.7, "INCREMENT", "REQUESTRATIO", List.of(
                new PredictionDiagView.User("dave", 6, 4, 0.40, 0.05, 0.9, 0.5, false, true),
                new PredictionDiagView.User("erin", 3, 1, 1.0, 1.0, 1.0, 0, false, false)), List.of());
        assertTrue(print(v).contains(String.join("\n",
                "User             Jobs Scored  Accuracy   WallAcc  Pred/Actual  Outlived  Trusted  RankByRatio",
                "----             ---- ------  --------   -------  -----------  --------  -------  -----------",
                "dave                6      4      0.40      0.05         0.90    50.00%       no          yes",
                "erin                3      1      1.00      1.00         1.00     0.00%       no           no",
                "")), print(v));
    }

    @Test
    void predictionOffSaysSoAndThatNoJobIsShortened() {
        String out = print(new PredictionDiagView(0, "NONE", 1, 2, 0.0, "INCREMENT", "PREDICTION", List.of(), List.of()));
        assertTrue(out.contains("prediction is off: jobs are planned with their wallclock limits"), out);
        assertTrue(out.contains("history: 0 completed jobs remembered for 0 users"), out);
        assertTrue(out.endsWith("no idle or running job is planned with a prediction\n"), out);
    }
}
