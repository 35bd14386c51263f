package io.jmaui.bridge.view;

import java.util.List;
import java.util.Map;

/**
 * checknode (guide 4.1, "checknode"): a node's state, configured and dedicated resources, load,
 * features, classes, the jobs on it and the reservations that touch it. GPUs and generic
 * resources (guide 12.4) are given when the node has any: configured, dedicated to jobs and
 * available, by name. Its NODECFG FRAME and SLOT (guide 12.1, 0 when not set) and NODETYPE
 * (12.2, null when not set).
 */
public record CheckNodeView(long now, String name, String state, int procs, long memMb, long swapMb, long diskMb,
                            int procsDedicated, int procsAvailable, double load, String partition,
                            List<String> features, List<String> classes, List<String> jobs,
                            List<ReservationRow> reservations, int gpus, int gpusDedicated, int gpusAvailable,
                            Map<String, Long> gres, Map<String, Long> gresDedicated, int frame, int slot,
                            String nodeType) {

    public CheckNodeView {
        gres = gres == null ? Map.of() : Map.copyOf(gres);
        gresDedicated = gresDedicated == null ? Map.of() : Map.copyOf(gresDedicated);
        features = List.copyOf(features);
        classes = List.copyOf(classes);
        jobs = List.copyOf(jobs);
        reservations = List.copyOf(reservations);
    }
}
