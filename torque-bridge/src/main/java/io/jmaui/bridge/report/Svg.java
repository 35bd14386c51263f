package io.jmaui.bridge.report;

import java.util.Locale;

/**
 * A few SVG elements as text, escaped: the report's charts are drawn with nothing else. Numbers are
 * written with one decimal in the root locale, so the page is the same bytes everywhere.
 */
final class Svg {

    static final String[] PALETTE = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"};

    private final StringBuilder b = new StringBuilder();

    Svg(String chart, String title, int width, int height) {
        b.append("<svg class=\"chart\" data-chart=\"").append(esc(chart)).append("\" xmlns=\"http://www.w3.org/2000/svg\"")
                .append(" width=\"").append(width).append("\" height=\"").append(height).append("\" viewBox=\"0 0 ")
                .append(width).append(' ').append(height).append("\" role=\"img\"><title>").append(esc(title)).append("</title>");
        text(width / 2.0, 16, title, "middle", "title");
    }

    static String num(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    Svg rect(double x, double y, double w, double h, String fill, String tip) {
        b.append("<rect class=\"mark\" x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" width=\"")
                .append(num(Math.max(w, 0.5))).append("\" height=\"").append(num(Math.max(h, 0.5))).append("\" fill=\"")
                .append(fill).append("\">");
        if (tip != null) {
            b.append("<title>").append(esc(tip)).append("</title>");
        }
        b.append("</rect>");
        return this;
    }

    Svg line(double x1, double y1, double x2, double y2, String stroke) {
        b.append("<line x1=\"").append(num(x1)).append("\" y1=\"").append(num(y1)).append("\" x2=\"").append(num(x2))
                .append("\" y2=\"").append(num(y2)).append("\" stroke=\"").append(stroke).append("\"/>");
        return this;
    }

    Svg polyline(double[] xs, double[] ys, String stroke, String tip) {
        b.append("<polyline class=\"mark\" fill=\"none\" stroke-width=\"1.5\" stroke=\"").append(stroke).append("\" points=\"");
        for (int i = 0; i < xs.length; i++) {
            b.append(i == 0 ? "" : " ").append(num(xs[i])).append(',').append(num(ys[i]));
        }
        b.append("\"><title>").append(esc(tip)).append("</title></polyline>");
        return this;
    }

    Svg text(double x, double y, String s, String anchor, String cls) {
        b.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" text-anchor=\"").append(anchor)
                .append("\" class=\"").append(cls).append("\">").append(esc(s)).append("</text>");
        return this;
    }

    Svg vtext(double x, double y, String s) {
        b.append("<text transform=\"translate(").append(num(x)).append(',').append(num(y))
                .append(") rotate(-90)\" text-anchor=\"middle\" class=\"axis\">").append(esc(s)).append("</text>");
        return this;
    }

    /** A legend row of coloured squares with the series names, at the top right. */
    Svg legend(java.util.List<String> names, double right, double y) {
        double x = right;
        for (int i = names.size() - 1; i >= 0; i--) {
            x -= 14 + 7 * names.get(i).length();
            b.append("<rect x=\"").append(num(x)).append("\" y=\"").append(num(y - 9)).append("\" width=\"10\" height=\"10\" fill=\"")
                    .append(PALETTE[i % PALETTE.length]).append("\"/>");
            text(x + 13, y, names.get(i), "start", "legend");
        }
        return this;
    }

    @Override
    public String toString() {
        return b + "</svg>";
    }
}
