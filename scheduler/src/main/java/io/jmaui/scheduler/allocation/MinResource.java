package io.jmaui.scheduler.allocation;

import io.jmaui.scheduler.model.Resources;

import java.util.Comparator;

/**
 * MINRESOURCE (guide 5.2.2.5): the nodes with the fewest configured resources that still meet
 * the job's needs go first (procs, then memory, swap, disk), keeping big nodes for big jobs: the
 * guide's example gives the 512 MB job the 1 GB node and keeps the 256 MB node for the small one.
 */
final class MinResource implements NodeAllocationPolicy {

    static final String NAME = "MINRESOURCE";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Comparator<NodeCandidate> order() {
        Comparator<NodeCandidate> c = Comparator.comparingInt(n -> n.node().configured().procs());
        return c.thenComparingLong(n -> configured(n).memMb())
                .thenComparingLong(n -> configured(n).swapMb())
                .thenComparingLong(n -> configured(n).diskMb())
                .thenComparingInt(NodeCandidate::index);
    }

    private static Resources configured(NodeCandidate n) {
        return n.node().configured();
    }
}
