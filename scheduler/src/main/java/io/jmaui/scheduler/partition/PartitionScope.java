package io.jmaui.scheduler.partition;

import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.allocation.NodeGroups;
import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.model.Node;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
    private List<ResourceSets> ways;
    /** The groups over the node list searched last, and the inner groups they were built on. */
    private NodeGroups groups;
    private NodeGroups innerGroups;

    PartitionScope(List<String> allowed, ResourceSets inner) {
        this.allowed = List.copyOf(allowed);
        this.inner = inner;
    }

    @Override
    public List<NodeCandidate> select(List<NodeCandidate> feasible, Shape shape) {
        Map<String, List<NodeCandidate>> byPartition = new HashMap<>();
        for (NodeCandidate c : feasible) {
            byPartition.computeIfAbsent(c.node().partition(), k -> new ArrayList<>()).add(c);
        }
        for (String p : allowed) {
            List<NodeCandidate> members = byPartition.get(p);
            if (members == null) {
                continue;
            }
            List<NodeCandidate> kept = inner.active() ? inner.select(members, shape) : shape.heldBy(members) ? members : null;
            if (kept != null) {
                return kept;
            }
        }
        return null;
    }

    /** One group per allowed partition, or per node set inside each allowed partition. */
    @Override
    public NodeGroups groups(List<Node> nodes) {
        NodeGroups in = inner.groups(nodes);
        if (groups != null && groups.over(nodes) && innerGroups == in) {
            return groups;
        }
        Map<String, Integer> index = new HashMap<>();
        for (String p : allowed) {
            index.putIfAbsent(p, index.size());
        }
        int m = in == null ? 1 : in.count();
        int[][] byNode = new int[nodes.size()][];
        for (int i = 0; i < byNode.length; i++) {
            Integer p = index.get(nodes.get(i).partition());
            if (p == null) {
                continue;
            }
            int[] sets = in == null ? new int[] {0} : in.of(i);
            byNode[i] = new int[sets.length];
            for (int k = 0; k < sets.length; k++) {
                byNode[i][k] = p * m + sets[k];
            }
        }
        innerGroups = in;
        groups = new NodeGroups(nodes, index.size() * m, byNode);
        return groups;
    }

    @Override
    public boolean active() {
        return true;
    }

    /** One scope per allowed partition, in order: every part of a multi-req job inside the same one. */
    @Override
    public List<ResourceSets> ways() {
        if (ways == null) {
            ways = allowed.size() <= 1 ? List.of(this)
                    : allowed.stream().map(p -> (ResourceSets) new PartitionScope(List.of(p), inner)).toList();
        }
        return ways;
    }

    @Override
    public boolean admits(Node n) {
        return allowed.contains(n.partition());
    }

    /** Partitions are tried in order; inside each, the node sets' own rule. */
    @Override
    public boolean firstGroupWins() {
        return !inner.active() || inner.firstGroupWins();
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
