package io.jmaui.scheduler.allocation;

import java.util.Comparator;

/**
 * LASTAVAILABLE (guide 5.2.2.3): best fit in time. The engine gives each candidate the time its
 * free space began ({@code freeSince}); the node that became free last leaves the smallest idle gap
 * before the job, so it is used first. For a job starting now every free-since-now node ties and
 * the resource manager's order decides.
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
                .thenComparingInt(NodeCandidate::index);
    }

    @Override
    public boolean dependsOnTime() {
        return true;
    }
}
