package io.jmaui.bridge.view;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Prints diagnose -n as Maui's node table: one line per node with free:configured procs, memory,
 * disk and swap, then the node's warnings, and the totals.
 */
public final class NodesDiagText {

    private NodesDiagText() {
    }

    public static void print(NodesDiagView v, TextFormat f, PrintWriter out) {
        out.printf("diagnosing node table  %s%n%n", f.date(v.now()));
        String head = "%-20s %8s %9s %15s %15s %15s %5s %-10s %6s %3s %-30s %s%n";
        out.printf(head, "Name", "State", "Procs", "Memory", "Disk", "Swap", "Speed", "Partition", "Load", "Res",
                "Classes", "Features");
        out.println();
        int procsFree = 0;
        int procs = 0;
        long memFree = 0;
        long mem = 0;
        int up = 0;
        for (NodesDiagView.Row r : v.rows()) {
            String classes = r.classes().isEmpty() ? "[NONE]" : "[" + String.join("][", r.classes()) + "]";
            String features = r.features().isEmpty() ? "[NONE]" : "[" + String.join("][", r.features()) + "]";
            out.printf(Locale.ROOT, "%-20s %8s %4d:%-4d %7d:%-7d %7d:%-7d %7d:%-7d %5.2f %-10s %6.2f %3d %-30s %s%n",
                    cut(r.name(), 20, v), cut(r.state(), 8, v), r.procsFree(), r.procs(), r.memFree(), r.mem(),
                    r.diskFree(), r.disk(), r.swapFree(), r.swap(), r.speed(), cut(r.partition(), 10, v), r.load(),
                    r.reservations(), cut(classes, 30, v), features);
            r.warnings().forEach(w -> out.println("WARNING:  " + w));
            procsFree += r.procsFree();
            procs += r.procs();
            memFree += r.memFree();
            mem += r.mem();
            up += r.state().equals("Down") || r.state().equals("Drained") ? 0 : 1;
        }
        out.println("-----");
        out.printf("%-20s %8s %4d:%-4d %7d:%-7d%n", "Total Nodes: " + v.rows().size(), "Up: " + up, procsFree, procs,
                memFree, mem);
    }

    /** A column cut to its width, as Maui's table does unless -v. */
    private static String cut(String s, int width, NodesDiagView v) {
        return v.verbose() || s.length() <= width ? s : s.substring(0, width);
    }
}
