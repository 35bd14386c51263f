package io.jmaui.bridge.view;

import java.io.PrintWriter;

/**
 * Prints showbf in Maui's table layout, with a GPUs column when a window has free GPUs; under
 * DISPLAYFLAGS NODECENTRIC the node count leads, as Maui's showbf counts nodes then.
 */
public final class ShowbfText {

    private ShowbfText() {
    }

    public static void print(ShowbfView v, TextFormat f, PrintWriter out) {
        out.printf("backfill window (user: '%s'%s partition: %s) %s%n%n", v.user(),
                v.group() == null ? "" : " group: '" + v.group() + "'", v.partition(), f.date(v.now()));
        boolean gpus = v.windows().stream().anyMatch(w -> w.gpus() > 0);
        String[] first = v.nodeCentric() ? new String[] {"Nodes", "Tasks"} : new String[] {"Tasks", "Nodes"};
        out.printf("%-10s %6s %6s%s %12s %12s %16s%n", "Partition", first[0], first[1], gpus ? "   GPUs" : "",
                "Duration", "StartOffset", "StartDate");
        out.printf("%-10s %6s %6s%s %12s %12s %16s%n", "---------", "-----", "-----", gpus ? "  -----" : "",
                "------------", "------------", "--------------");
        if (v.windows().isEmpty()) {
            out.println(v.nodeCentric() ? "no nodes available" : "no procs available");
            return;
        }
        for (ShowbfView.Window w : v.windows()) {
            out.printf("%-10s %6d %6d%s %12s %12s %16s%n", w.partition(), v.nodeCentric() ? w.nodes() : w.procs(),
                    v.nodeCentric() ? w.procs() : w.nodes(), gpus ? String.format(" %6d", w.gpus()) : "",
                    TextFormat.duration(w.duration()), TextFormat.duration(Math.max(0, w.start() - v.now())),
                    f.shortDate(w.start()));
        }
    }
}
