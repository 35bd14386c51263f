package io.jmaui.bridge.view;

import java.util.List;

/**
 * showbf (guide 8.2, "showbf"): the backfill windows left after the latest iteration, for the
 * asking user, widest first.
 *
 * @param minNodes showbf -n: only windows with at least this many nodes (0: all)
 * @param minDuration showbf -d: only windows lasting at least this long (0: all)
 */
public record ShowbfView(long now, String user, int minNodes, long minDuration, List<Window> windows) {

    public ShowbfView {
        windows = List.copyOf(windows);
    }

    /** {@code procs} procs and {@code gpus} GPUs on {@code nodes} nodes from {@code start} for {@code duration} seconds. */
    public record Window(int procs, int nodes, long start, long duration, int gpus) {
    }
}
