package io.jmaui.bridge.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Classes spaced geometrically between a minimum and a maximum (guide 15.6, PLOTMINPROC ..
 * PLOTMAXPROC in PLOTPROCSCALE rows; PLOTMINTIME .. PLOTMAXTIME in PLOTTIMESCALE columns): class
 * {@code i} of {@code n} ends at {@code min * (max/min)^(i/(n-1))}, so "2 to 32 hours in 5" gives
 * 2, 4, 8, 16 and 32 hours. A value goes to the first class whose bound it does not exceed; values
 * beyond the maximum go to the last class.
 */
public record Buckets(List<Double> bounds, boolean seconds) {

    public Buckets {
        bounds = List.copyOf(bounds);
    }

    public static Buckets geometric(double min, double max, int count, boolean seconds) {
        double lo = Math.max(min, seconds ? 1 : 1);
        double hi = Math.max(max, lo);
        int n = Math.max(1, count);
        List<Double> b = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            b.add(n == 1 ? hi : lo * Math.pow(hi / lo, (double) i / (n - 1)));
        }
        return new Buckets(b, seconds);
    }

    public int size() {
        return bounds.size();
    }

    public int index(double value) {
        for (int i = 0; i < bounds.size(); i++) {
            if (value <= bounds.get(i) * (1 + 1e-9)) {
                return i;
            }
        }
        return bounds.size() - 1;
    }

    /** Labels as "≤ bound" (the last "> previous"), procs as whole numbers, times as 2m, 4h, 3d. */
    public List<String> labels() {
        List<String> out = new ArrayList<>(bounds.size());
        for (int i = 0; i < bounds.size(); i++) {
            String bound = seconds ? duration(bounds.get(i)) : Long.toString(Math.round(bounds.get(i)));
            boolean last = i == bounds.size() - 1 && bounds.size() > 1;
            out.add(last ? ">" + (seconds ? duration(bounds.get(i - 1)) : Long.toString(Math.round(bounds.get(i - 1))))
                    : "≤" + bound);
        }
        return out;
    }

    /** A short duration: 45s, 12m, 3.5h, 2d. */
    static String duration(double s) {
        if (s < 60) {
            return Math.round(s) + "s";
        }
        if (s < 3600) {
            return trim(s / 60) + "m";
        }
        if (s < 86400 * 2) {
            return trim(s / 3600) + "h";
        }
        return trim(s / 86400) + "d";
    }

    private static String trim(double v) {
        return v >= 10 || Math.abs(v - Math.round(v)) < 0.05 ? Long.toString(Math.round(v)) : String.format(java.util.Locale.ROOT, "%.1f", v);
    }
}
