package io.jmaui.scheduler.allocation;

import java.util.Comparator;

/**
 * PRIORITY (guide 5.2.2.4): nodes with the highest allocation priority go first: the node's
 * NODECFG PRIORITYF evaluated at the start of the iteration, else its PRIORITY (the guide's
 * default function), see {@link NodePriorities}.
 */
final class NodePriority implements NodeAllocationPolicy {

    static final String NAME = "PRIORITY";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Comparator<NodeCandidate> order() {
        Comparator<NodeCandidate> c = Comparator.comparingDouble(NodeCandidate::priority);
        return c.reversed().thenComparingInt(NodeCandidate::index);
    }
}
