package io.jmaui.bridge.report;

import java.util.Locale;

/** The plain-text table {@code maui-simulate --compare} prints: one row per trace and configuration. */
public final class CompareTable {

    private CompareTable() {
    }

    public static String render(Comparison c) {
        StringBuilder b = new StringBuilder();
        String fmt = "%-22s %-22s %6s %9s %9s %9s %8s %7s %6s %10s %7s %10s %8s%n";
        b.append(String.format(Locale.ROOT, fmt, "trace", "config", "jobs", "meanwait", "medwait", "p95wait", "bsld",
                "vs1st", "util", "makespan", "vs1st", "backfilled", "accuracy"));
        String trace = null;
        RunMetrics base = null;
        for (RunMetrics m : c.runs()) {
            if (!m.trace().equals(trace)) {
                trace = m.trace();
                base = m;
            }
            b.append(String.format(Locale.ROOT, fmt, clip(m.trace()), clip(m.config()), m.jobs(), seconds(m.meanWait()),
                    seconds(m.medianWait()), seconds(m.p95Wait()), two(m.meanBoundedSlowdown()),
                    delta(m.meanBoundedSlowdown(), base.meanBoundedSlowdown()), three(m.utilisation()), m.makespan(),
                    delta(m.makespan(), base.makespan()), m.backfilled(), three(m.estimateAccuracy())));
        }
        return b.toString();
    }

    private static String clip(String s) {
        return s.length() <= 22 ? s : "…" + s.substring(s.length() - 21);
    }

    static String seconds(double v) {
        return String.format(Locale.ROOT, "%.0f", v);
    }

    static String two(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    static String three(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }

    /** The change against the first configuration, in percent: {@code -31.2%}; "—" for the first itself. */
    static String delta(double v, double base) {
        if (v == base) {
            return "0.0%";
        }
        return base == 0 ? "—" : String.format(Locale.ROOT, "%+.1f%%", 100 * (v - base) / base);
    }
}
