package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeFilter;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;

import java.util.BitSet;
import java.util.List;
import java.util.Map;

/**
 * What each node brings to an {@link Availability} as it is made, before any hold: whether it is
 * usable, its priority and configured procs, an empty timeline, whether it has procs free now and
 * whether it is BUSY and whether its load may take something beyond its jobs ({@link Setup#loadTakes});
 * with the procs all usable nodes add to the aggregate. From a carried
 * {@link AvailabilityBase} most nodes are kept as the base has them: its arrays serve as they are,
 * copied only when a node built afresh brings another value.
 */
final class NodeColumns {

    /** Set only while the availability is made; the base's own arrays until a node brings another value. */
    boolean[] usable;
    double[] priority;
    int[] configuredProcs;
    /**
     * Whether the three arrays are this build's own: from a base they are the base's, shared (never
     * changed after a build) and copied only when a node built afresh differs in one of them, as a
     * node whose jobs alone changed (a new node object at nearly every event of a simulation) does not.
     */
    private boolean owned;
    /** Procs of every usable node: the aggregate's capacity. */
    long capacity;
    /** Every node alike for the static node orders, as {@link NodeOrders#alike} compares them: the base's serve. */
    boolean allSame;
    private final long now;
    private final Setup setup;
    private final NodeTimelines free;
    private final BitSet freeNow;
    private final BitSet busy;
    private final BitSet loadTakes;

    private NodeColumns(boolean[] usable, double[] priority, int[] configuredProcs, long now, Setup setup,
                        NodeTimelines free, BitSet freeNow, BitSet busy, BitSet loadTakes) {
        this.usable = usable;
        this.priority = priority;
        this.configuredProcs = configuredProcs;
        this.now = now;
        this.setup = setup;
        this.free = free;
        this.freeNow = freeNow;
        this.busy = busy;
        this.loadTakes = loadTakes;
    }

    /**
     * Sets every node's columns, into {@code free}, {@code freeNow}, {@code busy} and {@code loadTakes}: afresh
     * without a base ({@code from} null), else the base's, and afresh only the {@code dirty} nodes.
     */
    static NodeColumns of(List<Node> nodes, long now, Setup setup, AvailabilityBase from, boolean[] dirty,
                          NodeTimelines free, BitSet freeNow, BitSet busy, BitSet loadTakes) {
        int n = nodes.size();
        if (from == null) {
            NodeColumns c = new NodeColumns(new boolean[n], new double[n], new int[n], now, setup, free, freeNow, busy,
                    loadTakes);
            c.owned = true;
            for (int i = 0; i < n; i++) {
                c.capacity += c.fresh(i, nodes.get(i));
            }
            return c;
        }
        NodeColumns c = new NodeColumns(from.usable, from.priority, from.configuredProcs, now, setup, free, freeNow,
                busy, loadTakes);
        free.setAll(from.free);
        freeNow.or(from.freeNow);
        busy.or(from.busy);
        loadTakes.or(from.loadTakes); // a node kept, or the same node object: the same answer under the same key
        c.capacity = from.capacity;
        c.allSame = true;
        for (int i = 0; i < n; i++) {
            if (!dirty[i]) {
                continue;
            }
            Node node = nodes.get(i);
            Node was = from.nodes.get(i);
            if (was == node) { // the same node, something it held changed: only its timeline anew
                Timeline tl = new Timeline(now, node.configured());
                free.set(i, tl);
                freeNow.set(i, c.usable[i] && tl.procsAt(0) > 0);
                continue;
            }
            c.allSame &= NodeOrders.alike(node, was);
            c.capacity -= c.usable[i] ? c.configuredProcs[i] : 0;
            c.capacity += c.fresh(i, node);
        }
        return c;
    }

    /** Sets node i as a node no base has; returns the procs it adds to the aggregate (0 when not usable). */
    private long fresh(int i, Node node) {
        boolean u = NodeFilter.usable(node);
        Map<String, Double> priorities = setup.nodePriorities();
        Double given = priorities.isEmpty() ? null : priorities.get(node.name()); // no boxed 0.0 per node
        double p = given == null ? 0.0 : given;
        int procs = node.configured().procs();
        if (!owned && (u != usable[i] || Double.compare(p, priority[i]) != 0 || procs != configuredProcs[i])) {
            usable = usable.clone();
            priority = priority.clone();
            configuredProcs = configuredProcs.clone();
            owned = true;
        }
        usable[i] = u;
        priority[i] = p;
        configuredProcs[i] = procs;
        Timeline tl = new Timeline(now, node.configured());
        free.set(i, tl);
        freeNow.set(i, usable[i] && tl.procsAt(0) > 0);
        busy.set(i, node.state() == NodeState.BUSY);
        loadTakes.set(i, setup.loadTakes().test(node));
        return usable[i] ? configuredProcs[i] : 0;
    }
}
