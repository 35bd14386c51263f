package io.jmaui.bridge.view;

import java.util.List;

/**
 * diagnose -n (the diagnose command page, mdiag -n): every node the scheduler tracks, or those of
 * one partition ({@code -t}) or one node, with what is free of what is configured.
 *
 * @param verbose -v: columns are not truncated
 */
public record NodesDiagView(long now, List<Row> rows, boolean verbose) {

    public NodesDiagView {
        rows = List.copyOf(rows);
    }

    /**
     * One node: procs, memory, disk and swap free and configured (MB), its SPEED, partition, load,
     * how many reservations lie on it, its classes, features, and anything wrong with it.
     */
    public record Row(String name, String state, int procsFree, int procs, long memFree, long mem, long diskFree,
                      long disk, long swapFree, long swap, double speed, String partition, double load,
                      int reservations, List<String> classes, List<String> features, List<String> warnings) {
    }
}
