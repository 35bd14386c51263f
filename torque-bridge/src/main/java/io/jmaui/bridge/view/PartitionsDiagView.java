package io.jmaui.bridge.view;

import java.util.List;

/**
 * diagnose -t (guide 7.2, Maui's partition diagnostics): each partition the nodes are in, with the
 * [ALL] pseudo-partition last, and who may use it.
 *
 * @param rows one per partition, then ALL
 */
public record PartitionsDiagView(long now, List<Row> rows) {

    public PartitionsDiagView {
        rows = List.copyOf(rows);
    }

    /**
     * One partition: its nodes (all, and up: neither down nor drained), configured procs and
     * memory, procs held by active jobs, active and idle jobs, and the credentials whose PLIST or
     * PDEF name it ({@code user:steve}, {@code group:staff(PDEF)}, {@code system}).
     */
    public record Row(String name, int nodes, int nodesUp, long procs, long procsUp, long procsActive, long memMb,
                      int activeJobs, int idleJobs, List<String> access) {
        public Row {
            access = List.copyOf(access);
        }
    }
}
