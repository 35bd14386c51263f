package io.jmaui.bridge.view;

import java.io.PrintWriter;

/**
 * Prints showstart as the guide's showstart page does: the earliest start and completion, relative
 * and absolute (example 2); with {@code -e} one pair of lines per estimate kind (example 1); with
 * {@code -g} the table of estimates per resource manager.
 */
public final class ShowstartText {

    private ShowstartText() {
    }

    public static void print(ShowstartView v, TextFormat f, PrintWriter out) {
        if (v.rm() != null) {
            grid(v, out);
            return;
        }
        out.printf("job %s requires %d proc%s for %s%n", v.id(), v.procs(), v.procs() == 1 ? "" : "s",
                v.wallLimit() > 0 ? TextFormat.duration(v.wallLimit()) : "INFINITY");
        if (v.feedback() != null) {
            out.printf("(estimates scaled by %.2f: actual against estimated waits of the last %d jobs started)%n",
                    v.feedback().factor(), v.feedback().samples());
        }
        if (v.estimates().isEmpty()) {
            if (v.start() == null) {
                out.printf("no start time available (%s)%n", v.reason() == null ? "not estimated" : v.reason());
                return;
            }
            long in = Math.max(0, v.start() - v.now());
            out.printf("Earliest start in      %11s on %s%n", TextFormat.duration(in), f.date(v.start()));
            if (v.wallLimit() > 0) {
                out.printf("Earliest completion in %11s on %s%n", TextFormat.duration(in + v.wallLimit()),
                        f.date(v.start() + v.wallLimit()));
            }
        } else {
            for (ShowstartView.Estimate e : v.estimates()) {
                out.println();
                if (e.start() == null) {
                    out.printf("Estimated %s based start: none (%s)%n", e.kind(), e.reason());
                    continue;
                }
                long in = Math.max(0, e.start() - v.now());
                out.printf("%-40s %11s on %s%n", "Estimated " + e.kind() + " based start in", TextFormat.duration(in),
                        f.date(e.start()));
                if (v.wallLimit() > 0) {
                    out.printf("%-40s %11s on %s%n", "Estimated " + e.kind() + " based completion in",
                            TextFormat.duration(in + v.wallLimit()), f.date(e.start() + v.wallLimit()));
                }
            }
            out.println();
        }
        out.println("Best Partition: " + v.partition());
    }

    /** showstart -g: one row for the resource manager, each kind asked for relative to now. */
    private static void grid(ShowstartView v, PrintWriter out) {
        out.println("Estimated Start Times");
        out.println();
        out.println("[ Remote RM ] [ Reservation ] [ Priority ] [ Historical ]");
        StringBuilder row = new StringBuilder("[ " + v.rm() + " ]");
        for (String kind : new String[] {"Rsv", "Priority", "Historical"}) {
            Long start = null;
            for (ShowstartView.Estimate e : v.estimates()) {
                if (e.kind().equals(kind)) {
                    start = e.start();
                }
            }
            row.append(" [ ").append(start == null ? "" : TextFormat.duration(Math.max(0, start - v.now()))).append(" ]");
        }
        out.println(row);
    }
}
