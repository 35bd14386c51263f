package io.jmaui.scheduler.limits;

import java.util.Arrays;

/**
 * The distinct hosts some jobs hold, by {@link HostIndex} number: what MAXNODE counts for a
 * credential (guide 6.2: "the total number of compute nodes which can be in use by active jobs";
 * two jobs on one host use one node). An open-addressing set of ints: a credential holds a few
 * hosts, a cluster-wide set a few thousand, and neither should cost a boxed Integer per host.
 * Mutable and iteration-local.
 */
final class HostSet {

    private static final int FREE = -1;

    private int[] slots = new int[8];
    private int size;

    HostSet() {
        Arrays.fill(slots, FREE);
    }

    int size() {
        return size;
    }

    boolean contains(int host) {
        int mask = slots.length - 1;
        for (int i = mix(host) & mask; ; i = (i + 1) & mask) {
            int s = slots[i];
            if (s == FREE) {
                return false;
            }
            if (s == host) {
                return true;
            }
        }
    }

    /** Adds a host number (never negative); true when it was not held yet. */
    boolean add(int host) {
        if ((size + 1) * 4 > slots.length * 3) {
            grow();
        }
        int mask = slots.length - 1;
        for (int i = mix(host) & mask; ; i = (i + 1) & mask) {
            int s = slots[i];
            if (s == host) {
                return false;
            }
            if (s == FREE) {
                slots[i] = host;
                size++;
                return true;
            }
        }
    }

    /** Calls {@code action} with each host number held, in no particular order. */
    void forEach(java.util.function.IntConsumer action) {
        for (int s : slots) {
            if (s != FREE) {
                action.accept(s);
            }
        }
    }

    private void grow() {
        int[] old = slots;
        slots = new int[old.length * 2];
        Arrays.fill(slots, FREE);
        size = 0;
        for (int s : old) {
            if (s != FREE) {
                add(s);
            }
        }
    }

    private static int mix(int h) {
        return h * 0x9E3779B9 >>> 7 ^ h;
    }
}
