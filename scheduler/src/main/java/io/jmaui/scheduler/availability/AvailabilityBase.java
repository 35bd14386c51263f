package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Times;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Map;

/**
 * What {@link Availability#of(List, List, long, Setup, AvailabilityBase, Object)} built from the
 * nodes and the running jobs, before anything else was held: handed to the next iteration (in its
 * carry-over) so that it holds again only what changed. Between two events of a simulation, or
 * two polls of a quiet cluster, most nodes run the same jobs: their timelines are copied from
 * here instead of holding every running job on every node again (the simulator's largest cost
 * per event after its priority pass).
 *
 * <p>Immutable once made, and never trusted: the next build checks it node by node and job by
 * job against its own snapshot, by identity (nodes and jobs are immutable values), and builds
 * afresh every node whose node, or any of whose running jobs, is not the same object with the
 * same end, or whose timeline changed between the two times. A base made under another
 * configuration ({@code key}) or with other global node settings serves nothing; the result is
 * then exactly the full build's.
 */
public final class AvailabilityBase {

    /** What the caller says the setup's functions were made from (the configuration): another key, no reuse. */
    final Object key;
    final long now;
    final NodeAccessPolicy accessPolicy;
    final Map<String, Double> nodePriorities;
    /** The availability's own nodes (an immutable list): kept as they are, not copied. */
    final List<Node> nodes;
    /**
     * The same nodes in an array, never written: what {@link #diff} compares the next build's with,
     * node by node. Two reads of a list per node were two interface calls each in C1 code, which
     * a JVM's first runs execute: most of the diff's own time, at every event (256 nodes on Lublin).
     */
    final Object[] nodeArray;
    final NodeIndex index;
    final boolean[] usable;
    final double[] priority;
    /** Each node's timeline with the running jobs held, never changed after it is made. */
    final Timeline[] free;
    /**
     * When each node's timeline first changes after its origin (INFINITY: never): {@link #dirty}
     * reads it at every event to find a node whose hold ended since, from one array instead of
     * every node's timeline (two cache misses per node per event).
     */
    final long[] firstChange;
    /** What each running job held, in the snapshot's order. */
    final HeldJobs held;
    /** Each node's configured procs, which nodes had procs free now and which were BUSY, as the build left them. */
    final int[] configuredProcs;
    /** Procs over all usable nodes: what the aggregate started from. */
    final long capacity;
    final BitSet freeNow;
    final BitSet busy;
    /** The BUSY nodes whose running jobs left something free then ({@link Availability#busyLeaving}). */
    final BitSet busyLeaving;
    /** The nodes whose load may take something beyond their jobs ({@link Setup#loadTakes}): a node object's answer. */
    final BitSet loadTakes;
    /** The allocation policies' static node orders over these nodes ({@link NodeOrders}), filled as asked. */
    final Map<String, int[]> staticOrders;
    /**
     * The job reservation searches made on availabilities built from this base and its forerunners,
     * handed on to the next ({@link CarriedSearches}: each checked against what it read before use).
     */
    final CarriedSearches searches;

    /**
     * What one running job held: until when, on which node positions, and its releases of the
     * aggregate; the node position of each of its tasks where it was held by them alone (one
     * request, not dedicated, not suspended: {@link Availability#lastTaskNodes}), else null.
     */
    record Held(long end, int[] nodes, List<Aggregate.Release> releases, int[] taskNodes) {
    }

    /**
     * What a build reads off a base: the nodes to build afresh, by position ({@code dirty}) and as
     * a list ({@code changed}, in increasing order), and what each listed job held that serves as
     * it was (null at the rest: a new job, one whose end moved, one not found in order). The
     * build's walks that touch only the nodes built afresh (their columns, first changes and BUSY
     * room) take the list: an event rebuilds some 15 of HPC2N's 120 nodes and 21 of Lublin's 256,
     * and those walks went over every node (every BUSY one, most of Lublin's) at every event.
     * {@code taskNodes}: for each listed job held afresh (null at the rest, or null for none), the
     * node position of each of its hosts (-1: none), as the diff looked them up to mark them.
     */
    record Diff(boolean[] dirty, int[] changed, Held[] carried, Object[] nodes, int[][] taskNodes) {
    }

    /**
     * The nodes a diff marks to build afresh, by position, and how many: the list is written once
     * all are marked, at its exact size (a list grown while marking allocated twice as much).
     */
    private static final class Marks {
        final boolean[] dirty;
        int count;

        Marks(int nodes) {
            dirty = new boolean[nodes];
        }

        void mark(int i) {
            if (!dirty[i]) {
                dirty[i] = true;
                count++;
            }
        }

        Diff diff(Held[] carried, Object[] nodes, int[][] taskNodes) {
            int[] changed = new int[count];
            for (int i = 0, k = 0; k < count; i++) { // stops at the last node marked
                if (dirty[i]) {
                    changed[k++] = i;
                }
            }
            return new Diff(dirty, changed, carried, nodes, taskNodes);
        }
    }

    AvailabilityBase(Object key, long now, Setup setup, List<Node> nodes, Object[] nodeArray, NodeIndex index,
                     boolean[] usable,
                     double[] priority, Timeline[] free, long[] firstChange, HeldJobs held, Map<String, int[]> staticOrders,
                     int[] configuredProcs, long capacity, BitSet freeNow, BitSet busy, BitSet busyLeaving,
                     BitSet loadTakes, CarriedSearches searches) {
        this.key = key;
        this.now = now;
        this.accessPolicy = setup.accessPolicy();
        this.nodePriorities = setup.nodePriorities();
        this.nodes = nodes;
        this.nodeArray = nodeArray;
        this.index = index;
        this.usable = usable;
        this.priority = priority;
        this.free = free;
        this.firstChange = firstChange;
        this.held = held;
        this.staticOrders = staticOrders;
        this.configuredProcs = configuredProcs;
        this.capacity = capacity;
        this.freeNow = freeNow;
        this.busy = busy;
        this.busyLeaving = busyLeaving;
        this.loadTakes = loadTakes;
        this.searches = searches;
    }

    /**
     * Each node's first change after its origin over {@code free}, the timelines a build on
     * {@code from} (may be null) left: a node kept from it (not in {@code diff}, null without a
     * base) has the very timeline it had, so its time is copied; the rest are read.
     */
    static long[] firstChanges(Timeline[] free, AvailabilityBase from, Diff diff) {
        // two loops, not one asking from == null at every node: the JIT hoisted that test out of the
        // loop on its profile and trapped (profile_predicate) when a build came without a base
        if (from == null) {
            long[] out = new long[free.length];
            for (int i = 0; i < free.length; i++) {
                out[i] = firstChange(free[i]);
            }
            return out;
        }
        long[] out = Arrays.copyOf(from.firstChange, from.firstChange.length); // a clone is a native call in C1 code
        for (int i : diff.changed()) {
            out[i] = firstChange(free[i]);
        }
        return out;
    }

    private static long firstChange(Timeline t) {
        return t.size() > 1 ? t.timeAt(1) : Times.INFINITY;
    }

    /** Whether a build with this setup may keep anything between iterations: no per-node or per-user state. */
    static boolean carries(Setup setup) {
        return setup.plannedUp().isEmpty() && !setup.trackUsers() && setup.nodeAccess().isEmpty();
    }

    /** The running jobs a build holds: active, on some host. */
    static boolean holds(Job j) {
        return j.state().isActive() && !j.allocatedHosts().isEmpty();
    }

    /**
     * The node positions to build afresh at {@code now} for these nodes and jobs and what each job
     * held that still serves, with the nodes in an array (for the next base's {@link #nodeArray}),
     * or null when this base serves nothing (another key, other global settings, other nodes or
     * node names).
     */
    Diff diff(Object key, List<Node> nodes, List<Job> jobs, long now, Setup setup) {
        if (key != this.key || now < this.now || nodes.size() != this.nodes.size()
                || accessPolicy != setup.accessPolicy() || !nodePriorities.equals(setup.nodePriorities())) {
            return null;
        }
        int size = this.nodes.size();
        Marks dirty = new Marks(size);
        Object[] listed = nodes.toArray(); // one array copy; the walk below then makes no call per node
        Object[] then = nodeArray;
        for (int i = 0; i < size; i++) {
            Object n = listed[i];
            Object was = then[i];
            if (n != was) {
                if (!((Node) n).name().equals(((Node) was).name())) {
                    return null; // positions moved: the jobs' node positions mean other nodes now
                }
                dirty.mark(i);
            } else if (firstChange[i] <= now) {
                dirty.mark(i); // something it held ended since: a job overran (held now to now + 1)
            }
        }
        Held[] carried = new Held[jobs.size()];
        boolean[] gone = new boolean[held.size()];
        held.carried(jobs, carried, gone);
        int[][] taskNodes = null;
        for (int k = 0; k < carried.length; k++) {
            Job j = jobs.get(k);
            Held h = carried[k];
            if (h != null && h.end() == Availability.holdsUntil(j, now)) {
                continue; // the same job object held before: it holds (immutable), as it did
            }
            carried[k] = null;
            if (h == null && !holds(j)) {
                continue;
            }
            // new, or its end moved: its nodes built afresh. The positions serve the build, which holds
            // it by them instead of looking each host up again (a wide HPC2N job: 20 names per start)
            List<String> hosts = j.allocatedHosts();
            int[] at = new int[hosts.size()];
            for (int t = 0; t < at.length; t++) {
                int i = index.of(hosts.get(t));
                at[t] = i;
                if (i >= 0) {
                    dirty.mark(i);
                }
            }
            if (taskNodes == null) {
                taskNodes = new int[carried.length][];
            }
            taskNodes[k] = at;
        }
        for (int g = 0; g < gone.length; g++) {
            if (gone[g]) {
                for (int i : held.heldAt(g).nodes()) {
                    dirty.mark(i);
                }
            }
        }
        return dirty.diff(carried, listed, taskNodes);
    }

    /** True when {@code h} held something on a node to be built afresh. */
    static boolean touches(Held h, boolean[] dirty) {
        for (int i : h.nodes()) {
            if (dirty[i]) {
                return true;
            }
        }
        return false;
    }
}
