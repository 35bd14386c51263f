package io.jmaui.bridge.view;

import java.util.List;

/**
 * showbf (guide 8.2, "showbf"): the backfill windows left after the latest iteration, for the
 * asking user, widest first.
 *
 * @param user the user asked about (ALL under showbf -A)
 * @param group the group asked about: showbf -g, else the user's primary group; null when unknown
 * @param minNodes showbf -n: only windows with at least this many nodes (0: all)
 * @param minDuration showbf -d: only windows lasting at least this long (0: all)
 * @param partition showbf -p: the partition asked for, ALL when none (every partition's windows)
 * @param nodeCentric DISPLAYFLAGS NODECENTRIC: nodes before tasks, "no nodes available"
 */
public record ShowbfView(long now, String user, String group, int minNodes, long minDuration, List<Window> windows,
                         String partition, boolean nodeCentric) {

    public ShowbfView {
        windows = List.copyOf(windows);
    }

    /**
     * {@code procs} procs and {@code gpus} GPUs on {@code nodes} nodes of {@code partition} (ALL:
     * any) from {@code start} for {@code duration} seconds.
     */
    public record Window(int procs, int nodes, long start, long duration, int gpus, String partition) {
    }
}
