package io.jmaui.scheduler.allocation;

import java.util.Comparator;

/** FIRSTAVAILABLE (guide 5.2.2.2): nodes in the order the resource manager lists them. */
final class FirstAvailable implements NodeAllocationPolicy {

    static final String NAME = "FIRSTAVAILABLE";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Comparator<NodeCandidate> order() {
        return Comparator.comparingInt(NodeCandidate::index);
    }
}
