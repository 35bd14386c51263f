package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;

/**
 * The order nodes are scanned in for a request: the allocation policy's order on static node
 * attributes, computed once per policy for as long as the nodes are {@link #alike} with the same
 * priorities (carried from iteration to iteration in the {@link AvailabilityBase}), with
 * positive-affinity reserved nodes moved first and negative ones last for requests that
 * reservations admit (guide 5.2, 7.1.5), once per iteration.
 */
final class NodeOrders {

    private final Search search;
    /**
     * The policies' orders by policy name: read only from the nodes' static attributes and
     * priorities, so shared by every availability over nodes alike with the same priorities
     * ({@link Availability}'s constructor decides). Concurrent: a carried base may serve more than
     * one availability.
     */
    private final Map<String, int[]> staticOrders;
    /** The orders with reserved nodes moved by affinity: they read this iteration's reservations. */
    private final Map<String, int[]> affinityOrders = new HashMap<>();
    /** The static orders of policies made for one job ({@link NodeAllocationPolicy#forOneJob()}): this iteration's only. */
    private final Map<String, int[]> oneJobOrders = new HashMap<>();
    /** The time-dependent ranking per policy ({@link #rankOrder}): one comparator per policy, not one per search. */
    private final Map<NodeAllocationPolicy, Comparator<NodeCandidate>> rankOrders = new IdentityHashMap<>(2);
    /** Per order, per GPUs asked per task, the order's nodes with that many GPUs. */
    private final Map<int[], Map<Integer, int[]>> withGpus = new IdentityHashMap<>(2);
    /** Per static order ({@link #staticRanked}), each node's place in it. */
    private final Map<int[], int[]> places = new IdentityHashMap<>(2);
    private static final AclAffinity[] NO_ACCESS = new AclAffinity[0];

    NodeOrders(Search search, Map<String, int[]> staticOrders) {
        this.search = search;
        this.staticOrders = staticOrders;
    }

    /**
     * Whether node {@code n} sorts where {@code was} did in every static order: the orders read
     * a node's name, configured resources and load, besides its priority and position
     * ({@link NodeAllocationPolicy#order}). A node changes object whenever its jobs or state do,
     * at nearly every event of a simulation, while these stay put.
     */
    static boolean alike(Node n, Node was) {
        // the same name and resources objects mostly (a node's new view takes them from its last): told
        // by identity first, as String.equals, the record's equals and Double.compare are calls in the C1
        // code a JVM's first runs execute, for every changed node at every build (1 % of HPC2N default)
        return n == was || (n.name() == was.name() || n.name().equals(was.name()))
                && (n.configured() == was.configured() || n.configured().equals(was.configured()))
                && same(n.load(), was.load());
    }

    /** {@code Double.compare(a, b) == 0}: the same bits first, which it implies, without its call. */
    static boolean same(double a, double b) {
        return Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(b) || Double.compare(a, b) == 0;
    }

    /** A fresh map of static orders, for an availability over nodes no earlier one had. */
    static Map<String, int[]> fresh() {
        return new ConcurrentHashMap<>();
    }

    /** The static orders, for a base that may hand them on to the next iteration. */
    Map<String, int[]> staticOrders() {
        return staticOrders;
    }

    /** Node indices in the policy's static order, positive-affinity reserved nodes first, negative last. */
    int[] order(NodeAllocationPolicy policy, AclAffinity[] acc) {
        Map<String, int[]> orders = policy.forOneJob() ? oneJobOrders : staticOrders;
        int[] base = orders.get(policy.name());
        if (base == null) {
            base = staticOrder(policy);
            int[] raced = orders.putIfAbsent(policy.name(), base);
            base = raced == null ? base : raced;
        }
        boolean any = false;
        for (AclAffinity x : acc) {
            any |= x == AclAffinity.POSITIVE || x == AclAffinity.NEGATIVE;
        }
        if (!any) {
            return base;
        }
        int[] all = base;
        return affinityOrders.computeIfAbsent(policy.name() + Arrays.toString(acc), k -> byAffinity(all, acc));
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

    /**
     * How candidates rank when the order depends on time ({@link HostChoice}): affinity, then nodes
     * the job leaves before a later hold ahead of nodes free without limit (so a job that ends
     * before a reservation does not take a node a long job could use past it), then the policy's
     * order. Made once per policy: a capturing comparator made at every job reservation's search
     * was 1 % of a simulation's time.
     */
    Comparator<NodeCandidate> rankOrder(NodeAllocationPolicy policy) {
        Comparator<NodeCandidate> r = rankOrders.get(policy);
        if (r == null) {
            r = new RankOrder(policy.order());
            rankOrders.put(policy, r);
        }
        return r;
    }

    /**
     * For a policy whose order is static and kept from iteration to iteration (it neither
     * {@link NodeAllocationPolicy#dependsOnTime} nor is made {@link NodeAllocationPolicy#forOneJob}),
     * each node's place in that order, by node position; null for any other policy. {@link
     * #rankOrder}'s last key compares two candidates of such a policy as their places do (the
     * comparator reads only what the static order was sorted on, and ends with the node's position),
     * so a start now ranked by time ranks its candidates by keys ({@link PackedRank#byPlace}): the
     * records and the comparator were some 2 % of HPC2N under MINRESOURCE, at every start.
     */
    int[] staticRanked(NodeAllocationPolicy policy) {
        if (policy.dependsOnTime() || policy.forOneJob()) {
            return null;
        }
        int[] order = order(policy, NO_ACCESS);
        int[] p = places.get(order);
        if (p == null) {
            p = new int[order.length];
            for (int k = 0; k < order.length; k++) {
                p[order[k]] = k;
            }
            places.put(order, p);
        }
        return p;
    }

    /**
     * {@link #rankOrder}'s comparator over the policy's {@code order}. A class, not a lambda: in C1
     * code, which a simulation's early runs mostly execute, a capturing lambda is made through a
     * method handle, some 70-130 ns against 6 for an object, and one is made per availability.
     */
    private static final class RankOrder implements Comparator<NodeCandidate> {
        private final Comparator<NodeCandidate> order;

        RankOrder(Comparator<NodeCandidate> order) {
            this.order = order;
        }

        @Override
        public int compare(NodeCandidate x, NodeCandidate y) {
            int c = Integer.compare(NodeFit.rank(x.affinity()), NodeFit.rank(y.affinity()));
            if (c != 0) {
                return c;
            }
            c = Integer.compare(x.idleAfter() == Times.INFINITY ? 1 : 0, y.idleAfter() == Times.INFINITY ? 1 : 0);
            return c != 0 ? c : order.compare(x, y);
        }
    }

    private int[] byAffinity(int[] base, AclAffinity[] acc) {
        int[] out = new int[base.length];
        int k = 0;
        for (int pass = 0; pass < 3; pass++) {
            for (int i : base) {
                if (NodeFit.rank(search.fit.affinity(i, Long.MIN_VALUE, Long.MAX_VALUE, acc)) == pass) {
                    out[k++] = i;
                }
            }
        }
        return out;
    }

    private int[] staticOrder(NodeAllocationPolicy policy) {
        if (policy.dependsOnTime()) {
            return IntStream.range(0, search.availability().size()).toArray(); // ranked by time at each fit
        }
        List<NodeCandidate> all = new ArrayList<>(search.availability().size());
        for (int i = 0; i < search.availability().size(); i++) {
            Node n = search.availability().nodes().get(i);
            all.add(new NodeCandidate(n, i, 0, 0, Times.INFINITY, AclAffinity.NEUTRAL, search.availability().nodePriority[i]));
        }
        all.sort(policy.order());
        return all.stream().mapToInt(NodeCandidate::index).toArray();
    }
}
