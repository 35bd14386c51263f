package io.jmaui.scheduler.availability;

/**
 * A {@link Fitted} placement's nodes as {@link Availability#holdLater} holds them when each is named
 * once with as many tasks as the first (one shared waiting hold): one bit per node, a long per 64
 * nodes, and how many of them are usable (the aggregate's share). Worked out at the placement's
 * first such commit, once for it and every copy of it found again ({@link Fitted#at}); a placement
 * chosen over a carried search's rows whose first hosts are an earlier placement's
 * ({@link RankedSelection}) takes that one's bits and count and changes them for the hosts after
 * those. On a machine of 8,192 one-processor nodes the top job's reservation held some 4,000 nodes
 * one by one at every event, where 3 events in 5 find the same placement again and the rest share
 * all but some 650 of its hosts with the last one.
 */
final class FittedWords {

    /**
     * The bits and usable count worked out against one usable column (by identity); words null: not
     * one amount on distinct nodes. {@code derived}: from an earlier placement's (read by tests).
     */
    record Held(long[] words, int usableNodes, boolean[] usable, boolean derived) {
    }

    private static final Held UNEVEN = new Held(null, 0, null, false);

    /** The placement whose first {@link #shared} nodes and counts are this one's; null once the bits are worked out. */
    private Fitted from;
    private final int shared;
    /**
     * What was worked out, null until then. Immutable, as the placement: a thread that reads it unset
     * works it out again (a placement is committed by the one iteration that found it, but searches
     * carried from one base may run on several availabilities at once).
     */
    private Held held;

    /**
     * The words of a placement whose first {@code shared} nodes and counts are {@code from}'s (null:
     * none). Linked only when from's bits are worked out already: a placement whose commits never
     * take the one pass (a node-dedicating access policy, devices) would otherwise keep the one
     * before it, and that one its own, event after event.
     */
    FittedWords(Fitted from, int shared) {
        this.from = from != null && from.words().held != null ? from : null;
        this.shared = shared;
    }

    /**
     * The bits of f's nodes (f holds these words) and how many are usable by {@code usable} (an
     * availability's column, by node position; never changed once made, shared from base to base
     * while no node changes whether it is usable); words null when some node is named twice or
     * with another task count than the first, or there are none (the caller holds node by node).
     */
    Held of(Fitted f, boolean[] usable) {
        Held h = held;
        if (h != null && (h.words() == null || h.usable() == usable)) {
            return h;
        }
        Fitted b = from;
        from = null; // worked out here: the earlier placement is read by nothing more
        Held base = b == null ? null : b.words().held;
        h = base != null && base.words() != null && base.usable() == usable ? after(b, base, f, usable) : null;
        held = h = h != null ? h : full(f, usable);
        return h;
    }

    /** The placement these words may be worked out from, null when none or once they are (read by tests). */
    Fitted linked() {
        return from;
    }

    /** f's bits from b's ({@code base}), whose first {@link #shared} nodes and counts are f's: null when f is uneven after them. */
    private Held after(Fitted b, Held base, Fitted f, boolean[] usable) {
        long[] words = base.words().clone(); // b's own stay as they are: a waiting hold keeps them
        int count = base.usableNodes();
        int[] was = b.nodes();
        for (int k = shared; k < was.length; k++) {
            int i = was[k];
            words[i >>> 6] &= ~(1L << i);
            count -= usable[i] ? 1 : 0;
        }
        count = add(words, count, f, shared, usable);
        return count < 0 ? null : new Held(words, count, usable, true);
    }

    /** f's bits from its nodes alone. */
    private static Held full(Fitted f, boolean[] usable) {
        if (f.nodes().length == 0) {
            return UNEVEN;
        }
        long[] words = new long[(usable.length + 63) >>> 6];
        int count = add(words, 0, f, 0, usable);
        return count < 0 ? UNEVEN : new Held(words, count, usable, false);
    }

    /**
     * Sets in {@code words} the bits of f's nodes from its {@code from}th on, adding the usable ones
     * to {@code count}: the new count, or -1 when one of them is set already (a node named twice) or
     * takes another task count than f's first.
     */
    private static int add(long[] words, int count, Fitted f, int from, boolean[] usable) {
        int[] nodes = f.nodes();
        int[] counts = f.counts();
        int first = counts[0];
        for (int k = from; k < nodes.length; k++) {
            int i = nodes[k];
            long bit = 1L << i;
            if (counts[k] != first || (words[i >>> 6] & bit) != 0) {
                return -1;
            }
            words[i >>> 6] |= bit;
            count += usable[i] ? 1 : 0;
        }
        return count;
    }
}
