package io.jmaui.bridge.view;

import java.io.PrintWriter;

/** Prints diagnose -t: one line per partition, then its access list. */
public final class PartitionsDiagText {

    private PartitionsDiagText() {
    }

    public static void print(PartitionsDiagView v, TextFormat f, PrintWriter out) {
        out.printf("Diagnosing Partitions  %s%n%n", f.date(v.now()));
        out.printf("%-14s %6s %6s %8s %8s %8s %10s %6s %6s%n", "Name", "Nodes", "Up", "Procs", "ProcsUp", "ProcsAct",
                "MemoryMB", "Active", "Idle");
        out.printf("%-14s %6s %6s %8s %8s %8s %10s %6s %6s%n", "----", "-----", "--", "-----", "-------", "--------",
                "--------", "------", "----");
        for (PartitionsDiagView.Row r : v.rows()) {
            out.printf("%-14s %6d %6d %8d %8d %8d %10d %6d %6d%n", r.name(), r.nodes(), r.nodesUp(), r.procs(),
                    r.procsUp(), r.procsActive(), r.memMb(), r.activeJobs(), r.idleJobs());
            if (!r.access().isEmpty()) {
                out.printf("  Access: %s%n", String.join(" ", r.access()));
            }
        }
    }
}
