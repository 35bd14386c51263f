package io.jmaui.scheduler.availability;

import java.util.Arrays;

/**
 * The nodes a patched job reservation search asks again ({@link CarriedSearches#patched}): marked
 * by position and listed as marked, so that the walks that touch only them (the node scan of
 * {@link RankedRows#hosts}, the timelines {@link CarriedSearches} keeps) read the list, some 27 of
 * Lublin's 256 nodes per event, instead of testing every node's mark: in a JVM's first runs those
 * walks are C1 code, where each test of a mark costs a profiled branch.
 */
final class ChangedNodes {

    private final boolean[] marked;
    private int[] list;
    private int count;
    /** Whether {@link #list} is in increasing order so far. */
    private boolean sorted = true;

    ChangedNodes(int nodes) {
        marked = new boolean[nodes];
        list = new int[Math.min(nodes, 32)]; // grown when more change: a node list per event was a fiftieth of a run's allocation
    }

    /** Marks node i (once). */
    void mark(int i) {
        if (marked[i]) {
            return;
        }
        marked[i] = true;
        if (count == list.length) {
            list = Arrays.copyOf(list, Math.min(marked.length, 2 * count));
        }
        sorted &= count == 0 || list[count - 1] < i;
        list[count++] = i;
    }

    /** Every node's mark, by position: read, never written. */
    boolean[] marks() {
        return marked;
    }

    /** How many nodes are marked. */
    int count() {
        return count;
    }

    /** The marked nodes in increasing order: the first {@link #count} entries, read, never written. */
    int[] list() {
        if (!sorted) {
            Arrays.sort(list, 0, count);
            sorted = true;
        }
        return list;
    }
}
