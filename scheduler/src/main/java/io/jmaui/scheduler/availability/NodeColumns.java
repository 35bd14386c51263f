package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeFilter;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;

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
    /** The NODECFG PRIORITYs, null when none is given: asked once per build, not per node built. */
    private final Map<String, Double> priorities;
    private final NodeTimelines free;
    private final BitSet freeNow;
    private final BitSet busy;
    private final BitSet loadTakes;
    /**
     * The empty timeline the last node built afresh took, and the configured resources it was made
     * of: the next node of the same size takes the very object ({@link NodeTimelines#setAlike}),
     * copied the first time something is held on one of them. A node left idle by an event (its
     * job ended) is only read: a new timeline per node built afresh was a third of an HPC2N
     * build's allocation, and a node held on copies it as before.
     */
    private Timeline empty;
    private Resources emptyOf;

    private NodeColumns(boolean[] usable, double[] priority, int[] configuredProcs, long now, Setup setup,
                        NodeTimelines free, BitSet freeNow, BitSet busy, BitSet loadTakes) {
        this.usable = usable;
        this.priority = priority;
        this.configuredProcs = configuredProcs;
        this.now = now;
        this.setup = setup;
        this.priorities = setup.nodePriorities().isEmpty() ? null : setup.nodePriorities();
        this.free = free;
        this.freeNow = freeNow;
        this.busy = busy;
        this.loadTakes = loadTakes;
    }

    /**
     * Sets every node's columns, into {@code free}, {@code freeNow}, {@code busy} and {@code loadTakes}: afresh
     * without a base ({@code from} null), else the base's, and afresh only the nodes {@code diff} lists.
     */
    static NodeColumns of(List<Node> nodes, long now, Setup setup, AvailabilityBase from, AvailabilityBase.Diff diff,
                          NodeTimelines free, BitSet freeNow, BitSet busy, BitSet loadTakes) {
        // a run's first build has no base: its own method, so that C2's code for the carried builds
        // (compiled in a JVM's first run, after its first build) has no path for it to trap on;
        // this small method traps at most, and is compiled again in a millisecond
        return from == null ? all(nodes, now, setup, free, freeNow, busy, loadTakes)
                : carried(nodes, now, setup, from, diff, free, freeNow, busy, loadTakes);
    }

    /** The base's columns, and the nodes {@code diff} lists afresh. */
    private static NodeColumns carried(List<Node> nodes, long now, Setup setup, AvailabilityBase from,
                                       AvailabilityBase.Diff diff, NodeTimelines free, BitSet freeNow, BitSet busy,
                                       BitSet loadTakes) {
        NodeColumns c = new NodeColumns(from.usable, from.priority, from.configuredProcs, now, setup, free, freeNow,
                busy, loadTakes);
        free.setAll(from.free);
        freeNow.or(from.freeNow);
        busy.or(from.busy);
        loadTakes.or(from.loadTakes); // a node kept, or the same node object: the same answer under the same key
        c.capacity = from.capacity;
        c.allSame = true;
        for (int i : diff.changed()) {
            Node node = nodes.get(i);
            Node was = from.nodes.get(i);
            if (was == node) { // the same node, something it held changed: only its timeline anew
                free.setAlike(i, c.emptyTimeline(node.configured()));
                freeNow.set(i, c.usable[i] && c.configuredProcs[i] > 0); // the node's configured procs, as kept
                continue;
            }
            c.allSame &= NodeOrders.alike(node, was);
            c.capacity -= c.usable[i] ? c.configuredProcs[i] : 0;
            c.capacity += c.fresh(i, node);
        }
        return c;
    }

    /**
     * Every node afresh, into arrays of this build's own. Apart from {@link #fresh}, which a build
     * on a base calls for its changed nodes: a simulation builds without a base only at its first
     * event, which a JVM's first run interprets, so C2 compiled {@code fresh}'s copy-on-change test
     * from the carried builds alone and it trapped at the next run's first build (JFR), as
     * {@link #carried} would at its own test of the base.
     */
    private static NodeColumns all(List<Node> nodes, long now, Setup setup, NodeTimelines free, BitSet freeNow,
                                   BitSet busy, BitSet loadTakes) {
        int n = nodes.size();
        NodeColumns c = new NodeColumns(new boolean[n], new double[n], new int[n], now, setup, free, freeNow, busy,
                loadTakes);
        c.owned = true;
        for (int i = 0; i < n; i++) {
            Node node = nodes.get(i);
            c.capacity += c.set(i, node, NodeFilter.usable(node), c.priorityOf(node));
        }
        return c;
    }

    /** Sets node i as a node no base has; returns the procs it adds to the aggregate (0 when not usable). */
    private long fresh(int i, Node node) {
        boolean u = NodeFilter.usable(node);
        double p = priorityOf(node);
        if (!owned && (u != usable[i] || !NodeOrders.same(p, priority[i])
                || node.configured().procs() != configuredProcs[i])) {
            usable = usable.clone();
            priority = priority.clone();
            configuredProcs = configuredProcs.clone();
            owned = true;
        }
        return set(i, node, u, p);
    }

    /** The node's NODECFG PRIORITY, 0 when it has none (no boxed 0.0 per node). */
    private double priorityOf(Node node) {
        Double given = priorities == null ? null : priorities.get(node.name());
        return given == null ? 0.0 : given;
    }

    /** A timeline of {@code configured} free from now on, the last one made when it was of the same resources. */
    private Timeline emptyTimeline(Resources configured) {
        if (empty == null || configured != emptyOf && !configured.equals(emptyOf)) {
            empty = new Timeline(now, configured);
            emptyOf = configured;
        }
        return empty;
    }

    /** Writes node i's columns into arrays this build owns; the procs it adds to the aggregate. */
    private long set(int i, Node node, boolean u, double p) {
        Resources configured = node.configured();
        int procs = configured.procs();
        usable[i] = u;
        priority[i] = p;
        configuredProcs[i] = procs;
        free.setAlike(i, emptyTimeline(configured));
        freeNow.set(i, u && procs > 0); // a new timeline has the configured procs free from now on
        busy.set(i, node.state() == NodeState.BUSY);
        loadTakes.set(i, setup.loadTakes().test(node));
        return u ? procs : 0;
    }
}
