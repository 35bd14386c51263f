package io.jmaui.bridge.view;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** Prints checknode in Maui's layout. */
public final class CheckNodeText {

    private CheckNodeText() {
    }

    /** With {@code verbose} (checknode -v), Maui's Location line: partition and frame/slot. */
    public static void print(CheckNodeView v, TextFormat f, PrintWriter out, boolean verbose) {
        out.printf("checking node %s%n%n", v.name());
        out.printf("State:  %9s%n", v.state());
        out.printf("Configured Resources: PROCS: %d  MEM: %dM  SWAP: %dM  DISK: %dM%s%n", v.procs(), v.memMb(),
                v.swapMb(), v.diskMb(), devices(v, v.gpus(), v.gres()));
        out.printf("Dedicated  Resources: PROCS: %d%s%n", v.procsDedicated(),
                devices(v, v.gpusDedicated(), v.gresDedicated()));
        Map<String, Long> gresFree = new TreeMap<>();
        v.gres().forEach((k, c) -> gresFree.put(k, Math.max(0, c - v.gresDedicated().getOrDefault(k, 0L))));
        out.printf("Available  Resources: PROCS: %d%s%n", v.procsAvailable(), devices(v, v.gpusAvailable(), gresFree));
        out.printf(Locale.ROOT, "Opsys:         ---  Arch:      ---%nSpeed:      1.00  Load:       %.3f%n", v.load());
        if (verbose) {
            out.printf("Location:   Partition: %s  Frame/Slot:  %s%n", v.partition(),
                    v.frame() > 0 ? v.frame() + "/" + v.slot() : "NA");
        } else {
            out.printf("Partition: %s%n", v.partition());
        }
        out.printf("Features:   %s%n", v.features().isEmpty() ? "---" : "[" + String.join("][", v.features()) + "]");
        if (v.nodeType() != null) {
            out.printf("NodeType:   %s%n", v.nodeType());
        }
        out.printf("Classes:    %s%n%n", v.classes().isEmpty() ? "[ALL]" : "[" + String.join("][", v.classes()) + "]");
        if (!v.reservations().isEmpty()) {
            out.println("Reservations:");
            for (ReservationRow r : v.reservations()) {
                out.printf("  %s '%s'(x%d)  %s -> %s (%s)%n", r.type(), r.id(), r.tasks(),
                        TextFormat.duration(r.start() - v.now()), TextFormat.duration(r.end() - v.now()),
                        TextFormat.duration(r.end() - r.start()));
            }
        }
        out.printf("JobList:  %s%n", v.jobs().isEmpty() ? "---" : String.join(",", v.jobs()));
    }

    /** {@code  GPUS: 2  matlab: 1}: the node's GPUs and each of its generic resources, nothing when it has none. */
    private static String devices(CheckNodeView v, int gpus, Map<String, Long> gres) {
        StringBuilder sb = new StringBuilder();
        if (v.gpus() > 0) {
            sb.append("  GPUS: ").append(gpus);
        }
        new TreeMap<>(v.gres()).keySet().forEach(k -> sb.append("  ").append(k).append(": ").append(gres.getOrDefault(k, 0L)));
        return sb.toString();
    }
}
