package io.jmaui.bridge.view;

import java.io.PrintWriter;
import java.util.Locale;

/** Prints diagnose -P: the settings, the history, one line per user, then the jobs it shortens. */
public final class PredictionDiagText {

    private PredictionDiagText() {
    }

    public static void print(PredictionDiagView v, TextFormat f, PrintWriter out) {
        out.printf("Diagnosing Job Prediction  %s%n%n", f.date(v.now()));
        out.printf(Locale.ROOT, "JOBPREDICTIONPOLICY %s  DEPTH %d  HISTORY %d  MINACCURACY %.2f  CORRECTION %s%n",
                v.policy(), v.depth(), v.history(), v.minAccuracy(), v.correction());
        if ("NONE".equals(v.policy())) {
            out.println("prediction is off: jobs are planned with their wallclock limits");
        }
        int remembered = v.users().stream().mapToInt(PredictionDiagView.User::remembered).sum();
        out.printf("history: %d completed job%s remembered for %d user%s%n%n", remembered, plural(remembered),
                v.users().size(), plural(v.users().size()));
        if (!v.users().isEmpty()) {
            // the REQUESTRATIO column only where that basis is configured: other outputs stay as they were
            boolean ratio = "REQUESTRATIO".equals(v.xfactorBasis());
            String row = "%-14s %6s %6s %9s %9s %12s %9s %8s" + (ratio ? " %12s%n" : "%s%n");
            out.printf(row, "User", "Jobs", "Scored", "Accuracy", "WallAcc", "Pred/Actual", "Outlived", "Trusted",
                    ratio ? "RankByRatio" : "");
            out.printf(row, "----", "----", "------", "--------", "-------", "-----------", "--------", "-------",
                    ratio ? "-----------" : "");
            for (PredictionDiagView.User u : v.users()) {
                boolean none = u.scored() == 0;
                out.printf(row, u.name(), u.remembered(), u.scored(), none ? "-" : fixed(u.accuracy()),
                        none ? "-" : fixed(u.walltimeAccuracy()), none ? "-" : fixed(u.ratio()),
                        none ? "-" : TextFormat.percent(u.outlived(), 1) + "%", u.trusted() ? "yes" : "no",
                        ratio ? (u.ratioTrusted() ? "yes" : "no") : "");
            }
            out.println();
        }
        if (v.jobs().isEmpty()) {
            out.println("no idle or running job is planned with a prediction");
            return;
        }
        String row = "%-18s %-10s %-9s %11s %11s %11s%n";
        out.printf(row, "Job", "User", "State", "WallTime", "Planned", "Shortened");
        out.printf(row, "---", "----", "-----", "--------", "-------", "---------");
        long shortened = 0;
        for (PredictionDiagView.JobPlan j : v.jobs()) {
            long by = j.walltime() > 0 ? Math.max(0, j.walltime() - j.planned()) : 0;
            shortened += by;
            out.printf(row, j.id(), j.user(), j.state(), j.walltime() > 0 ? TextFormat.duration(j.walltime()) : "-",
                    TextFormat.duration(j.planned()), j.walltime() > 0 ? TextFormat.duration(by) : "-");
        }
        out.printf("%n%d job%s planned with a prediction, %s shorter than the wallclock limits in all%n",
                v.jobs().size(), plural(v.jobs().size()), TextFormat.duration(shortened));
    }

    private static String plural(long n) {
        return n == 1 ? "" : "s";
    }

    private static String fixed(double d) {
        return String.format(Locale.ROOT, "%.2f", d);
    }
}
