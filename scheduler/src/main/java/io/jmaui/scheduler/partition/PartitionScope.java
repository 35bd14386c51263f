package io.jmaui.scheduler.partition;

import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.allocation.ResourceSets;

import java.util.ArrayList;
import java.util.List;

/**
 * A job's nodes kept inside one partition (guide 7.2: "a given job may only utilize resources
 * within a single partition"): the first of the allowed partitions, in order, whose feasible nodes
 * hold the job, with the job's node sets ({@code inner}) chosen inside that partition. Unlike a
 * node set, a partition is never given up: {@link #spanning()} drops the node sets only.
 */
final class PartitionScope implements ResourceSets {

    private final List<String> allowed;
    private final ResourceSets inner;
    private ResourceSets spanning;

    PartitionScope(List<String> allowed, ResourceSets inner) {
        this.allowed = List.copyOf(allowed);
        this.inner = inner;
    }

    @Override
    public List<NodeCandidate> select(List<NodeCandidate> feasible, Shape shape) {
        for (String p : allowed) {
            List<NodeCandidate> members = new ArrayList<>();
            for (NodeCandidate c : feasible) {
                if (c.node().partition().equals(p)) {
                    members.add(c);
                }
            }
            if (members.isEmpty()) {
                continue;
            }
            List<NodeCandidate> kept = inner.active() ? inner.select(members, shape) : shape.heldBy(members) ? members : null;
            if (kept != null) {
                return kept;
            }
        }
        return null;
    }

    @Override
    public boolean active() {
        return true;
    }

    @Override
    public long delay() {
        return inner.delay();
    }

    @Override
    public ResourceSets spanning() {
        if (spanning == null) {
            spanning = inner.active() ? new PartitionScope(allowed, NONE) : this;
        }
        return spanning;
    }

    @Override
    public ResourceSets sets() {
        return inner;
    }

    @Override
    public String toString() {
        return "PARTITION:" + String.join(",", allowed) + (inner.active() ? "+" + inner : "");
    }
}
