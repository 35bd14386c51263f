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

    /**
     * Latest {@code freeSince} first, then soonest {@code idleAfter}, then the node order. Written
     * out rather than chained from key extractors: every job reservation's search sorts all the
     * nodes that fit with it, at every event of a simulation.
     */
    private static final Comparator<NodeCandidate> ORDER = (x, y) -> {
        int c = Long.compare(y.freeSince(), x.freeSince());
        if (c != 0) {
            return c;
        }
        c = Long.compare(x.idleAfter(), y.idleAfter());
        return c != 0 ? c : Integer.compare(x.index(), y.index());
    };

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Comparator<NodeCandidate> order() {
        return ORDER;
    }

    @Override
    public boolean dependsOnTime() {
        return true;
    }
}
