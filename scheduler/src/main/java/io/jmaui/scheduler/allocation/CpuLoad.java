package io.jmaui.scheduler.allocation;

import java.util.Comparator;

/**
 * CPULOAD (guide 5.2.2.1): the nodes with the most unused CPU power, configured procs minus the
 * load average, go first. The guide applies it to jobs starting now only; the engine ranks future
 * reservations with MINRESOURCE, as the guide says.
 */
final class CpuLoad implements NodeAllocationPolicy {

    static final String NAME = "CPULOAD";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Comparator<NodeCandidate> order() {
        Comparator<NodeCandidate> c = Comparator.comparingDouble(n -> n.node().load() - n.node().configured().procs());
        return c.thenComparingInt(NodeCandidate::index);
    }
}
