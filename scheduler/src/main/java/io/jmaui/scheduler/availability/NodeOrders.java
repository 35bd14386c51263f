package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The order nodes are scanned in for a request: the allocation policy's order on static node
 * attributes, computed once per iteration and policy, with positive-affinity reserved nodes moved
 * first and negative ones last for requests that reservations admit (guide 5.2, 7.1.5).
 */
final class NodeOrders {

    private final Search search;
    private final Map<String, int[]> staticOrders = new HashMap<>();
    /** Per order, per GPUs asked per task, the order's nodes with that many GPUs. */
    private final Map<int[], Map<Integer, int[]>> withGpus = new java.util.IdentityHashMap<>();

    NodeOrders(Search search) {
        this.search = search;
    }

    /** Node indices in the policy's static order, positive-affinity reserved nodes first, negative last. */
    int[] order(NodeAllocationPolicy policy, AclAffinity[] acc) {
        int[] base = staticOrders.computeIfAbsent(policy.name(), k -> staticOrder(policy));
        boolean any = false;
        for (AclAffinity x : acc) {
            any |= x == AclAffinity.POSITIVE || x == AclAffinity.NEGATIVE;
        }
        if (!any) {
            return base;
        }
        return staticOrders.computeIfAbsent(policy.name() + Arrays.toString(acc), k -> byAffinity(base, acc));
    }

    /**
     * As {@link #order(NodeAllocationPolicy, AclAffinity[])}, leaving out nodes configured with
     * fewer GPUs than one task of {@code gpus} asks: a GPU request skips the rest without looking
     * at them (with PRIORITYF -CGPUS they are most of the order, ahead of the GPU nodes).
     */
    int[] order(NodeAllocationPolicy policy, AclAffinity[] acc, int gpus) {
        int[] all = order(policy, acc);
        if (gpus <= 0) {
            return all;
        }
        return withGpus.computeIfAbsent(all, k -> new HashMap<>()).computeIfAbsent(gpus, g -> Arrays.stream(all)
                .filter(i -> search.availability().nodes().get(i).configured().gpus() >= g).toArray());
    }

    private int[] byAffinity(int[] base, AclAffinity[] acc) {
        int[] out = new int[base.length];
        int k = 0;
        for (int pass = 0; pass < 3; pass++) {
            for (int i : base) {
                if (Search.rank(search.affinityOf(i, Long.MIN_VALUE, Long.MAX_VALUE, acc)) == pass) {
                    out[k++] = i;
                }
            }
        }
        return out;
    }

    private int[] staticOrder(NodeAllocationPolicy policy) {
        if (policy.dependsOnTime()) {
            return java.util.stream.IntStream.range(0, search.availability().size()).toArray(); // ranked by time at each fit
        }
        List<NodeCandidate> all = new ArrayList<>(search.availability().size());
        for (int i = 0; i < search.availability().size(); i++) {
            Node n = search.availability().nodes().get(i);
            all.add(new NodeCandidate(n, i, 0, n.configured(), 0, Times.INFINITY, AclAffinity.NEUTRAL, search.availability().nodePriority[i]));
        }
        all.sort(policy.order());
        return all.stream().mapToInt(NodeCandidate::index).toArray();
    }
}
