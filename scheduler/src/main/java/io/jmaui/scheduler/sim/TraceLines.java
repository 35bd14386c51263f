package io.jmaui.scheduler.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * The line discipline Maui's resource and workload traces share (guide 16.2, 16.3): one record per
 * line, whitespace-separated fields, {@code #} comments; a line with too few fields is reported with
 * source:line and skipped.
 */
final class TraceLines {

    /** One record: its 1-based line number and its fields. */
    record Line(int number, String[] fields) {
    }

    private TraceLines() {
    }

    static List<Line> read(String source, String text, int minFields, int expectedFields, List<TraceProblem> problems) {
        List<Line> out = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\s+");
            if (f.length < minFields) {
                problems.add(new TraceProblem(source, i + 1, "expected " + expectedFields + " fields, got " + f.length));
                continue;
            }
            out.add(new Line(i + 1, f));
        }
        return out;
    }

    /** Field {@code index} (0-based) as a whole number; decimals are rounded, as trace writers differ. */
    static long number(String[] f, int index) {
        try {
            return Math.round(Double.parseDouble(f[index]));
        } catch (NumberFormatException e) {
            throw new NumberFormatException("field " + (index + 1) + ": \"" + f[index] + "\" is not a number");
        }
    }
}
