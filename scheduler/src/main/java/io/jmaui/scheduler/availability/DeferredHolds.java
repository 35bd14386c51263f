package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Resources;

import java.util.Arrays;

/**
 * Holds that start after now, kept per node until that node's timeline is first read. The top
 * job's reservation holds every one of its nodes at every event (a wide job on Lublin's 256
 * one-processor nodes: a timeline copied and split twice per node), while the rest of the
 * iteration reads only the nodes with something free now; a node busy until the reservation
 * starts is never read again, so its hold is never applied. A hold from a later time changes
 * nothing about now (the segment containing now keeps its amounts), so what is free now, the
 * aggregate and who holds what are kept at once; only the node's own timeline waits.
 *
 * <p>A fitted commit ({@link Availability#holdLater}) holds one amount over one interval on many
 * nodes: it waits as one record with its nodes' bits ({@link #addShared}), not a record per node,
 * and a node applies the shared holds made since it last applied any.
 *
 * <p>Applying a node's holds gives the timeline eager holding gives, whatever their order: each
 * hold adds its amount over its interval, additions commute, and the change points are those of
 * every hold's start and end either way.
 */
final class DeferredHolds {

    /** One hold not yet applied; {@code earlier} is the node's hold made before it (null: none). */
    private record Hold(long start, long end, Resources amount, Hold earlier) {
    }

    /** One amount held over one interval on every node whose bit {@code nodes} has (never changed). */
    private record Shared(long start, long end, Resources amount, long[] nodes) {
    }

    /**
     * The latest hold not yet applied per node, null when none; the array itself made at the first
     * such hold (NONE until then): an availability is made at every event, and most events under a
     * policy without job reservations defer nothing.
     */
    private Hold[] latest = NONE;
    private final int nodes;
    private static final Hold[] NONE = new Hold[0];
    /** One bit per node with a hold waiting, made at the first hold. */
    private long[] waits;
    /** How many nodes have a hold waiting. */
    private int waiting;
    /** The last hold made with no earlier one on its node, shared by the next such hold of the same interval and amount. */
    private Hold lastFirst;
    /** The shared holds made, oldest first: the first {@link #sharedCount}. */
    private Shared[] shared;
    private int sharedCount;
    /** Per node, how many of {@link #shared} were made when it last applied its holds; made at the first such apply. */
    private int[] sharedApplied;

    DeferredHolds(int nodes) {
        this.nodes = nodes;
    }

    /** Whether a hold of {@code amount} from {@code start} (after now) may wait: procs, memory, swap and disk only. */
    static boolean defers(long start, long now, Resources amount) {
        return start > now && !amount.hasDevices();
    }

    void add(int node, long start, long end, Resources amount) {
        if (latest == NONE) {
            latest = new Hold[nodes];
        }
        Hold earlier = latest[node];
        if (earlier == null) {
            // a commit holds the same amount over the same interval on each of its nodes: where it
            // is the node's first waiting hold, one record serves them all (it is never changed)
            Hold first = lastFirst;
            if (first == null || first.start() != start || first.end() != end || first.amount() != amount) {
                first = new Hold(start, end, amount, null);
                lastFirst = first;
            }
            latest[node] = first;
        } else {
            latest[node] = new Hold(start, end, amount, earlier);
        }
        if (waits == null) {
            waits = new long[(nodes + 63) >>> 6];
        }
        long bit = 1L << node;
        if ((waits[node >>> 6] & bit) == 0) {
            waits[node >>> 6] |= bit;
            waiting++;
        }
    }

    /**
     * Holds {@code amount} over [start, end) on every node whose bit {@code bits} has (one long per
     * 64 nodes, as {@link java.util.BitSet#toLongArray}; kept, so never to be changed by the caller).
     */
    void addShared(long start, long end, Resources amount, long[] bits) {
        if (waits == null) {
            waits = new long[(nodes + 63) >>> 6];
        }
        for (int w = 0; w < bits.length; w++) {
            waiting += Long.bitCount(bits[w] & ~waits[w]);
            waits[w] |= bits[w];
        }
        if (shared == null) {
            shared = new Shared[4];
        } else if (sharedCount == shared.length) {
            shared = Arrays.copyOf(shared, sharedCount * 2);
        }
        shared[sharedCount++] = new Shared(start, end, amount, bits);
    }

    boolean any() {
        return waiting > 0;
    }

    boolean waits(int node) {
        return waiting > 0 && (waits[node >>> 6] & 1L << node) != 0;
    }

    /** Applies node's waiting holds to {@code tl} (its timeline, owned by the caller). */
    void applyTo(int node, Timeline tl) {
        if (!waits(node)) {
            return;
        }
        long bit = 1L << node;
        if (latest != NONE) {
            apply(latest[node], tl);
        }
        for (int k = sharedApplied == null ? 0 : sharedApplied[node]; k < sharedCount; k++) {
            Shared s = shared[k];
            if ((s.nodes()[node >>> 6] & bit) != 0) {
                tl.add(s.start(), s.end(), s.amount(), -1);
            }
        }
        applied(node);
    }

    /**
     * Which shared hold node waits for when it is the node's only waiting hold (its position among
     * the shared holds made), else -1: then the node's timeline with the holds applied is that hold
     * applied alone ({@link #applyShared}), and nodes whose timelines read alike read alike after it.
     */
    int onlyShared(int node) {
        if (sharedCount == 0 || !waits(node) || latest != NONE && latest[node] != null) {
            return -1;
        }
        long bit = 1L << node;
        int only = -1;
        for (int k = sharedApplied == null ? 0 : sharedApplied[node]; k < sharedCount; k++) {
            if ((shared[k].nodes()[node >>> 6] & bit) != 0) {
                if (only >= 0) {
                    return -1;
                }
                only = k;
            }
        }
        return only;
    }

    /** Applies the k-th shared hold made to {@code tl} (owned by the caller), whatever nodes wait for it. */
    void applyShared(int k, Timeline tl) {
        Shared s = shared[k];
        tl.add(s.start(), s.end(), s.amount(), -1);
    }

    /** Node's waiting holds are applied (by {@link #applyTo}, or by the caller to a timeline it gives the node): none waits now. */
    void applied(int node) {
        if (!waits(node)) {
            return;
        }
        waits[node >>> 6] &= ~(1L << node);
        waiting--;
        if (latest != NONE) {
            latest[node] = null;
        }
        if (sharedCount > 0) {
            if (sharedApplied == null) {
                sharedApplied = new int[nodes];
            }
            sharedApplied[node] = sharedCount;
        }
    }

    private static void apply(Hold h, Timeline tl) {
        if (h == null) {
            return;
        }
        apply(h.earlier(), tl);
        tl.add(h.start(), h.end(), h.amount(), -1);
    }
}
