package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.NodeList;

import java.util.ArrayList;
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
 * same end. A base made under another configuration ({@code key}) or with other global node
 * settings serves nothing; the result is then exactly the full build's.
 */
public final class AvailabilityBase {

    /** What the caller says the setup's functions were made from (the configuration): another key, no reuse. */
    final Object key;
    final long now;
    final NodeAccessPolicy accessPolicy;
    final Map<String, Double> nodePriorities;
    /**
     * The availability's own nodes (an immutable list): kept as they are, not copied. What
     * {@link #diff} compares the next build's with, reading only the chunks the two do not share.
     */
    final NodeList nodes;
    final NodeIndex index;
    final boolean[] usable;
    final double[] priority;
    /** Each node's timeline with the running jobs held, never changed after it is made. */
    final Timeline[] free;
    /** What each running job held, in the snapshot's order. */
    final HeldJobs held;
    /** All their releases of the aggregate, summed per time: what the next build's aggregate starts from. */
    final ReleaseSums releaseSums;
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
     * {@code dropped}: the releases of the jobs this base held that do not serve (gone, or their end
     * moved), to be taken from its {@link #releaseSums}; the build adds those of the jobs it holds
     * afresh all the same (its own list, written by that build alone).
     */
    record Diff(boolean[] dirty, int[] changed, Held[] carried, int[][] taskNodes, List<Aggregate.Release> dropped) {
    }

    /**
     * The nodes a diff marks to build afresh, by position, and in the order marked: the list is
     * sorted once all are marked, at its exact size, not found by a walk of the positions (an event
     * marks a few of thousands of nodes).
     */
    private static final class Marks {
        final boolean[] dirty;
        int[] marked = new int[16];
        int count;

        Marks(int nodes) {
            dirty = new boolean[nodes];
        }

        void mark(int i) {
            if (!dirty[i]) {
                dirty[i] = true;
                if (count == marked.length) {
                    marked = Arrays.copyOf(marked, count * 2);
                }
                marked[count++] = i;
            }
        }

        Diff diff(Held[] carried, int[][] taskNodes, List<Aggregate.Release> dropped) {
            int[] changed = Arrays.copyOf(marked, count);
            Arrays.sort(changed);
            return new Diff(dirty, changed, carried, taskNodes, dropped);
        }
    }

    AvailabilityBase(Object key, long now, Setup setup, NodeList nodes, NodeIndex index,
                     boolean[] usable,
                     double[] priority, Timeline[] free, HeldJobs held, ReleaseSums releaseSums,
                     Map<String, int[]> staticOrders,
                     int[] configuredProcs, long capacity, BitSet freeNow, BitSet busy, BitSet busyLeaving,
                     BitSet loadTakes, CarriedSearches searches) {
        this.key = key;
        this.now = now;
        this.accessPolicy = setup.accessPolicy();
        this.nodePriorities = setup.nodePriorities();
        this.nodes = nodes;
        this.index = index;
        this.usable = usable;
        this.priority = priority;
        this.free = free;
        this.held = held;
        this.releaseSums = releaseSums;
        this.staticOrders = staticOrders;
        this.configuredProcs = configuredProcs;
        this.capacity = capacity;
        this.freeNow = freeNow;
        this.busy = busy;
        this.busyLeaving = busyLeaving;
        this.loadTakes = loadTakes;
        this.searches = searches;
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
     * held that still serves, or null when this base serves nothing (another key, other global
     * settings, other nodes or node names).
     */
    Diff diff(Object key, NodeList nodes, List<Job> jobs, long now, Setup setup) {
        if (key != this.key || now < this.now || nodes.size() != this.nodes.size()
                || accessPolicy != setup.accessPolicy() || !nodePriorities.equals(setup.nodePriorities())) {
            return null;
        }
        int size = this.nodes.size();
        Marks dirty = new Marks(size);
        // the nodes not the same objects (the chunks the two lists share hold the same ones)
        for (int i : this.nodes.differences(nodes)) {
            if (!nodes.get(i).name().equals(this.nodes.get(i).name())) {
                return null; // positions moved: the jobs' node positions mean other nodes now
            }
            dirty.mark(i);
        }
        Held[] carried = new Held[jobs.size()];
        List<Aggregate.Release> dropped = new ArrayList<>();
        boolean[] gone = new boolean[held.size()];
        held.carried(jobs, carried, gone);
        int[][] taskNodes = null;
        for (int k = 0; k < carried.length; k++) {
            Job j = jobs.get(k);
            Held h = carried[k];
            // the same job object held before: it holds (immutable), as it did, while its end did not
            // move; an end after now did not (holdsUntil: its start plus walltime, or the base's now + 1
            // when that is now + 1 still), so only an end by now is worked out again (every running job
            // at every event, some four thousand at 4,096 nodes)
            if (h != null && (h.end() > now || h.end() == Availability.holdsUntil(j, now))) {
                continue;
            }
            carried[k] = null;
            if (h == null && !holds(j)) {
                continue;
            }
            if (h != null) {
                dropped.addAll(h.releases());
                // its end moved: every node it was held on built afresh. With the jobs gone (below) this
                // rebuilds every node a hold of the base ended on by now: a base timeline changes only
                // where a running job's hold ends, at the end its Held records, and a job still held
                // past that end holds until now + 1 at least (holdsUntil), so its end moved. No node
                // is read for a change point passed (a walk of every node at every event)
                for (int i : h.nodes()) {
                    dirty.mark(i);
                }
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
                dropped.addAll(held.heldAt(g).releases());
            }
        }
        return dirty.diff(carried, taskNodes, dropped);
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
