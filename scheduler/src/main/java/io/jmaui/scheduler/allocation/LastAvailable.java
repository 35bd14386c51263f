package io.jmaui.scheduler.allocation;

import java.util.Comparator;

/**
 * LASTAVAILABLE (guide 5.2.2.3): best fit in time, leaving the least idle node-time around the
 * job. Before it: the node whose free space began last ({@code freeSince}) goes first, which is
 * what places a future job reservation on the nodes that running jobs release rather than on
 * nodes idle now. After it: the node whose next reservation comes soonest after the job ends
 * ({@code idleAfter}) goes first, keeping unreserved nodes for long jobs.
 */
final class LastAvailable implements NodeAllocationPolicy {

    static final String NAME = "LASTAVAILABLE";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Comparator<NodeCandidate> order() {
        return Comparator.comparingLong(NodeCandidate::freeSince).reversed()
                .thenComparingLong(NodeCandidate::idleAfter)
                .thenComparingInt(NodeCandidate::index);
    }

    @Override
    public boolean dependsOnTime() {
        return true;
    }
}
