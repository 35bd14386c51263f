package io.jmaui.bridge.view;

import java.io.PrintWriter;

/** Prints showstart as Maui does: earliest start and completion, relative and absolute. */
public final class ShowstartText {

    private ShowstartText() {
    }

    public static void print(ShowstartView v, TextFormat f, PrintWriter out) {
        out.printf("job %s requires %d proc%s for %s%n", v.id(), v.procs(), v.procs() == 1 ? "" : "s",
                v.wallLimit() > 0 ? TextFormat.duration(v.wallLimit()) : "INFINITY");
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
        out.println("Best Partition: DEFAULT");
    }
}
