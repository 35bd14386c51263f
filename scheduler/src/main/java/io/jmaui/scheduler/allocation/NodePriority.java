package io.jmaui.scheduler.allocation;

import java.util.Comparator;

/**
 * PRIORITY (guide 5.2.2.4): nodes with the highest admin priority ({@code NODECFG[name]
 * PRIORITY=n}) go first. PRIORITYF functions are not evaluated: the node's PRIORITY value is the
 * whole function, which is what the guide's {@code PRIORITYF='PRIORITY'} default amounts to.
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
