package io.jmaui.bridge.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code report.html}: one self-contained page (inline CSS and SVG, no script, nothing fetched).
 * Per trace, a table of the figures with one row per configuration, then the charts: wait time
 * distribution, bounded slowdown by job size and by wallclock class, utilisation and idle queue
 * over time, planning-estimate accuracy, and each configuration's job-size x wallclock matrix of
 * bounded slowdown. Every figure cell carries {@code data-run} and {@code data-field} naming its
 * source in compare.json ({@code runs[data-run].data-field}).
 */
public final class ReportHtml {

    private ReportHtml() {
    }

    public static String render(Comparison c) {
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>jmaui policy comparison</title>\n<style>")
                .append("body{font-family:sans-serif;margin:24px;color:#222}table{border-collapse:collapse;margin:8px 0 16px}")
                .append("td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}th{background:#f0f0f0}")
                .append("td.name{text-align:left}.chart{display:block;margin:12px 0}.title{font-size:14px;font-weight:bold}")
                .append(".axis,.legend{font-size:11px}.cell{font-size:10px}.note{color:#555;font-size:13px}</style></head><body>\n")
                .append("<h1>jmaui policy comparison</h1>\n<p class=\"note\">Bounded slowdown: max(1, (wait + run) / max(run, ")
                .append(RunMetrics.TAU).append(" s)). Matrices: job sizes ").append(Svg.esc(String.join(" ", c.sizeBuckets().labels())))
                .append(" procs by wallclock limit ").append(Svg.esc(String.join(" ", c.timeBuckets().labels())))
                .append(" (PLOT* parameters of ").append(Svg.esc(c.runs().get(0).config())).append(").</p>\n");
        Map<String, List<Integer>> byTrace = new LinkedHashMap<>();
        for (int i = 0; i < c.runs().size(); i++) {
            byTrace.computeIfAbsent(c.runs().get(i).trace(), k -> new ArrayList<>()).add(i);
        }
        int t = 0;
        for (Map.Entry<String, List<Integer>> e : byTrace.entrySet()) {
            trace(h, c, e.getKey(), e.getValue(), t++);
        }
        return h.append("</body></html>\n").toString();
    }

    private static void trace(StringBuilder h, Comparison c, String trace, List<Integer> runs, int t) {
        List<RunMetrics> ms = runs.stream().map(i -> c.runs().get(i)).toList();
        List<String> names = ms.stream().map(RunMetrics::config).toList();
        RunMetrics base = ms.get(0);
        h.append("<h2>").append(Svg.esc(trace)).append("</h2>\n<p class=\"note\">").append(base.processors())
                .append(" processors; differences are against ").append(Svg.esc(base.config())).append(".</p>\n<table><tr>");
        for (String head : new String[] {"config", "jobs", "mean wait", "median wait", "p95 wait", "mean bounded slowdown",
            "vs first", "utilisation", "makespan", "vs first", "backfilled", "predicted", "estimate accuracy"}) {
            h.append("<th>").append(head).append("</th>");
        }
        h.append("</tr>\n");
        for (int k = 0; k < ms.size(); k++) {
            RunMetrics m = ms.get(k);
            int run = runs.get(k);
            h.append("<tr><td class=\"name\">").append(Svg.esc(m.config())).append("</td>");
            cell(h, run, "jobs", Integer.toString(m.jobs()));
            cell(h, run, "meanWait", CompareTable.seconds(m.meanWait()));
            cell(h, run, "medianWait", CompareTable.seconds(m.medianWait()));
            cell(h, run, "p95Wait", CompareTable.seconds(m.p95Wait()));
            cell(h, run, "meanBoundedSlowdown", CompareTable.two(m.meanBoundedSlowdown()));
            h.append("<td>").append(CompareTable.delta(m.meanBoundedSlowdown(), base.meanBoundedSlowdown())).append("</td>");
            cell(h, run, "utilisation", CompareTable.three(m.utilisation()));
            cell(h, run, "makespan", Long.toString(m.makespan()));
            h.append("<td>").append(CompareTable.delta(m.makespan(), base.makespan())).append("</td>");
            cell(h, run, "backfilled", Integer.toString(m.backfilled()));
            cell(h, run, "predicted", Integer.toString(m.predicted()));
            cell(h, run, "estimateAccuracy", CompareTable.three(m.estimateAccuracy()));
            h.append("</tr>\n");
        }
        h.append("</table>\n");
        String id = "t" + t + "-";
        h.append(Charts.bars(id + "wait", "Wait time distribution (share of jobs)", Distributions.waitLabels(), names,
                ms.stream().map(m -> m.charts().waitShare()).toList(), "share of jobs", false)).append('\n');
        h.append(Charts.bars(id + "bsld-size", "Mean bounded slowdown by job size (procs)", c.sizeBuckets().labels(), names,
                ms.stream().map(m -> m.charts().slowdownBySize()).toList(), "bounded slowdown (log)", true)).append('\n');
        h.append(Charts.bars(id + "bsld-time", "Mean bounded slowdown by wallclock limit", c.timeBuckets().labels(), names,
                ms.stream().map(m -> m.charts().slowdownByTime()).toList(), "bounded slowdown (log)", true)).append('\n');
        h.append(Charts.lines(id + "util", "Utilisation over time", names, ms.stream().map(m -> m.charts().timelineDays()).toList(),
                ms.stream().map(m -> m.charts().utilisationOverTime()).toList(), "days since first submission", "utilisation"))
                .append('\n');
        h.append(Charts.lines(id + "queue", "Idle jobs over time", names, ms.stream().map(m -> m.charts().timelineDays()).toList(),
                ms.stream().map(m -> m.charts().idleJobsOverTime()).toList(), "days since first submission", "idle jobs"))
                .append('\n');
        List<String> accNames = new ArrayList<>(names);
        accNames.add("wallclock limit");
        List<List<Double>> acc = new ArrayList<>(ms.stream().map(m -> m.charts().estimateAccuracyShare()).toList());
        acc.add(base.charts().walltimeAccuracyShare());
        h.append(Charts.bars(id + "accuracy", "Accuracy of the run time each job was planned with (min/max of estimate and actual)",
                Distributions.accuracyLabels(), accNames, acc, "share of jobs", false)).append('\n');
        double max = 1;
        for (RunMetrics m : ms) {
            for (List<Double> row : m.charts().slowdownMatrix()) {
                for (double v : row) {
                    max = Math.max(max, v);
                }
            }
        }
        for (int k = 0; k < ms.size(); k++) {
            h.append(Charts.matrix(id + "matrix" + k, "Mean bounded slowdown, " + ms.get(k).config() + ": job size x wallclock limit",
                    c.sizeBuckets().labels(), c.timeBuckets().labels(), ms.get(k).charts().slowdownMatrix(),
                    ms.get(k).charts().jobsMatrix(), max, "procs", "wallclock limit")).append('\n');
        }
    }

    private static void cell(StringBuilder h, int run, String field, String text) {
        h.append("<td data-run=\"").append(run).append("\" data-field=\"").append(field).append("\">").append(text).append("</td>");
    }
}
