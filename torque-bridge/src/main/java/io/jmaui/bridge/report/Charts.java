package io.jmaui.bridge.report;

import java.util.List;

/**
 * The report's three kinds of chart, as inline SVG: grouped bars (one group per category, one bar
 * per configuration), lines (one per configuration) and a matrix whose cells are shaded by value.
 */
final class Charts {

    private static final int W = 760;
    private static final int H = 300;
    private static final int LEFT = 64;
    private static final int RIGHT = 16;
    private static final int TOP = 40;
    private static final int BOTTOM = 52;

    private Charts() {
    }

    /** Bars: {@code values.get(series).get(category)}; a log scale (base 10) when {@code log}. */
    static String bars(String id, String title, List<String> categories, List<String> series, List<List<Double>> values,
                       String yLabel, boolean log) {
        Svg svg = new Svg(id, title, W, H);
        double max = 0;
        for (List<Double> v : values) {
            for (double d : v) {
                max = Math.max(max, d);
            }
        }
        Scale y = new Scale(log ? 1 : 0, max <= 0 ? 1 : max * 1.1, log);
        axes(svg, y, yLabel);
        double plotW = W - LEFT - RIGHT;
        double group = plotW / Math.max(1, categories.size());
        double bar = group * 0.8 / Math.max(1, series.size());
        for (int c = 0; c < categories.size(); c++) {
            double gx = LEFT + c * group;
            svg.text(gx + group / 2, H - BOTTOM + 16, categories.get(c), "middle", "axis");
            for (int s = 0; s < series.size(); s++) {
                double v = values.get(s).get(c);
                double top = y.px(v);
                svg.rect(gx + group * 0.1 + s * bar, top, bar * 0.95, H - BOTTOM - top, Svg.PALETTE[s % Svg.PALETTE.length],
                        series.get(s) + ", " + categories.get(c) + ": " + fmt(v));
            }
        }
        svg.legend(series, W - RIGHT, TOP - 12);
        return svg.toString();
    }

    /** Lines: series {@code s} through points ({@code xs.get(s).get(i)}, {@code ys.get(s).get(i)}). */
    static String lines(String id, String title, List<String> series, List<List<Double>> xs, List<List<Double>> ys,
                        String xLabel, String yLabel) {
        Svg svg = new Svg(id, title, W, H);
        double xMax = 0;
        double yMax = 0;
        for (int s = 0; s < series.size(); s++) {
            for (double x : xs.get(s)) {
                xMax = Math.max(xMax, x);
            }
            for (double v : ys.get(s)) {
                yMax = Math.max(yMax, v);
            }
        }
        Scale y = new Scale(0, yMax <= 0 ? 1 : yMax * 1.1, false);
        Scale x = new Scale(0, xMax <= 0 ? 1 : xMax, false);
        axes(svg, y, yLabel);
        double plotW = W - LEFT - RIGHT;
        for (int t = 0; t <= 5; t++) {
            double v = x.max * t / 5;
            svg.text(LEFT + plotW * t / 5, H - BOTTOM + 16, fmt(v), "middle", "axis");
        }
        svg.text(LEFT + plotW / 2, H - 8, xLabel, "middle", "axis");
        for (int s = 0; s < series.size(); s++) {
            int n = xs.get(s).size();
            double[] px = new double[n];
            double[] py = new double[n];
            for (int i = 0; i < n; i++) {
                px[i] = LEFT + plotW * xs.get(s).get(i) / x.max;
                py[i] = y.px(ys.get(s).get(i));
            }
            svg.polyline(px, py, Svg.PALETTE[s % Svg.PALETTE.length], series.get(s));
        }
        svg.legend(series, W - RIGHT, TOP - 12);
        return svg.toString();
    }

    /** A matrix: rows top to bottom, columns left to right, each cell shaded by its value over {@code max}, with its count. */
    static String matrix(String id, String title, List<String> rows, List<String> cols, List<List<Double>> values,
                         List<List<Integer>> counts, double max, String rowLabel, String colLabel) {
        int cellW = Math.max(40, Math.min(64, 640 / Math.max(1, cols.size())));
        int cellH = 24;
        int width = LEFT + 16 + cellW * cols.size() + RIGHT;
        int height = TOP + cellH * rows.size() + BOTTOM;
        Svg svg = new Svg(id, title, width, height);
        for (int r = 0; r < rows.size(); r++) {
            double y = TOP + r * cellH;
            svg.text(LEFT + 10, y + cellH * 0.65, rows.get(r), "end", "axis");
            for (int c = 0; c < cols.size(); c++) {
                double x = LEFT + 16 + c * cellW;
                int n = counts.get(r).get(c);
                double v = values.get(r).get(c);
                String fill = n == 0 ? "#f4f4f4" : shade(max <= 1 ? 0 : Math.log(v) / Math.log(max));
                svg.rect(x, y, cellW - 1, cellH - 1, fill, rows.get(r) + " procs, " + cols.get(c) + ": "
                        + (n == 0 ? "no jobs" : "mean " + fmt(v) + " over " + n + " jobs"));
                if (n > 0) {
                    svg.text(x + cellW / 2.0, y + cellH * 0.65, fmt(v), "middle", "cell");
                }
            }
        }
        for (int c = 0; c < cols.size(); c++) {
            svg.text(LEFT + 16 + c * cellW + cellW / 2.0, TOP + cellH * rows.size() + 16, cols.get(c), "middle", "axis");
        }
        svg.text(LEFT + 16 + cellW * cols.size() / 2.0, height - 8, colLabel, "middle", "axis");
        svg.vtext(14, TOP + cellH * rows.size() / 2.0, rowLabel);
        return svg.toString();
    }

    /** White to red by {@code f} in [0, 1]. */
    private static String shade(double f) {
        double t = Math.max(0, Math.min(1, f));
        int g = (int) Math.round(255 - 180 * t);
        return String.format("#ff%02x%02x", g, g);
    }

    private static void axes(Svg svg, Scale y, String yLabel) {
        svg.line(LEFT, TOP, LEFT, H - BOTTOM, "#444").line(LEFT, H - BOTTOM, W - RIGHT, H - BOTTOM, "#444");
        for (double t : y.ticks()) {
            double py = y.px(t);
            svg.line(LEFT - 4, py, W - RIGHT, py, "#e3e3e3").text(LEFT - 6, py + 4, fmt(t), "end", "axis");
        }
        svg.vtext(14, (TOP + H - BOTTOM) / 2.0, yLabel);
    }

    static String fmt(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e9) {
            return Long.toString((long) v);
        }
        return String.format(java.util.Locale.ROOT, Math.abs(v) >= 100 ? "%.0f" : Math.abs(v) >= 1 ? "%.2f" : "%.3f", v);
    }

    /** A vertical value scale onto the plot area, linear from 0 or log from 1. */
    private record Scale(double min, double max, boolean log) {

        double px(double v) {
            double f;
            if (log) {
                double top = Math.log10(Math.max(max, 10));
                f = Math.log10(Math.max(v, 1)) / top;
            } else {
                f = (v - min) / (max - min);
            }
            return H - BOTTOM - f * (H - BOTTOM - TOP);
        }

        List<Double> ticks() {
            if (log) {
                List<Double> out = new java.util.ArrayList<>();
                for (double t = 1; t <= Math.max(max, 10) * 1.0001; t *= 10) {
                    out.add(t);
                }
                return out;
            }
            double step = niceStep(max / 5);
            List<Double> out = new java.util.ArrayList<>();
            for (double t = 0; t <= max * 1.0001; t += step) {
                out.add(t);
            }
            return out;
        }

        private static double niceStep(double raw) {
            double p = Math.pow(10, Math.floor(Math.log10(raw)));
            double m = raw / p;
            return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
        }
    }
}
