package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Resources;

/**
 * Holds that start after now, kept per node until that node's timeline is first read. The top
 * job's reservation holds every one of its nodes at every event (a wide job on Lublin's 256
 * one-processor nodes: a timeline copied and split twice per node), while the rest of the
 * iteration reads only the nodes with something free now; a node busy until the reservation
 * starts is never read again, so its hold is never applied. A hold from a later time changes
 * nothing about now (the segment containing now keeps its amounts), so what is free now, the
 * aggregate and who holds what are kept at once; only the node's own timeline waits.
 *
 * <p>Applying a node's holds in the order they were made gives the timeline eager holding gives:
 * each hold adds its amount over its interval, and additions commute.
 */
final class DeferredHolds {

    /** One hold not yet applied; {@code earlier} is the node's hold made before it (null: none). */
    private record Hold(long start, long end, Resources amount, Hold earlier) {
    }

    /**
     * The latest hold not yet applied per node, null when none; the array itself made at the first
     * hold (NONE until then): an availability is made at every event, and most events under a
     * policy without job reservations defer nothing.
     */
    private Hold[] latest = NONE;
    private final int nodes;
    private static final Hold[] NONE = new Hold[0];
    private int waiting;
    /** The last hold made with no earlier one on its node, shared by the next such hold of the same interval and amount. */
    private Hold lastFirst;

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
        waiting++;
    }

    boolean any() {
        return waiting > 0;
    }

    boolean waits(int node) {
        return waiting > 0 && latest[node] != null;
    }

    /** Applies node's waiting holds to {@code tl} (its timeline, owned by the caller), oldest first. */
    void applyTo(int node, Timeline tl) {
        if (waiting == 0) {
            return;
        }
        Hold h = latest[node];
        latest[node] = null;
        apply(h, tl);
    }

    private void apply(Hold h, Timeline tl) {
        if (h == null) {
            return;
        }
        apply(h.earlier(), tl);
        tl.add(h.start(), h.end(), h.amount(), -1);
        waiting--;
    }
}
