package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The admin and standing reservations placed in an {@link Availability} (guide 7.1.5, 7.2): each
 * as ACL-guarded blocks on its nodes, which a job the reservation admits may use as free room and
 * every other job sees as held. Kept apart from the plain holds because only a request's access
 * ({@link #accessFor}) turns a block back into room; the nodes' timelines hold the blocks as any
 * other hold.
 */
final class ReservationBlocks {

    /** The reservations in the order they were placed: a block names its owner by position here. */
    final List<Reservation> owners = new ArrayList<>();
    /** Procs each owner holds over all its blocks, indexed like {@link #owners} (the first {@code owners.size()}). */
    private long[] procs = new long[2];
    /**
     * Each node's blocks by position, as far as the last node holding one ({@link #at}: null past
     * it and for a node no reservation holds anything on). An availability is built at every
     * iteration: most hold no admin or standing reservation (a list of every node each was 28 % of
     * the allocation sampled on a Lublin run under the default policy), and a standing one held on
     * a few listed nodes needs an array of those, not of every node (a fiftieth of a simulation's
     * allocation under one SRCFG on four nodes).
     */
    private List<Block>[] blocks = NONE;
    /** Nodes an admin or standing reservation holds something on. */
    final BitSet nodes = new BitSet();
    /** {@link #roomNow}'s answer, -1 after a change on a reserved node. */
    private long roomNow = -1;

    @SuppressWarnings("unchecked")
    private static final List<Block>[] NONE = (List<Block>[]) new List<?>[0];

    /** The blocks on node {@code node}, null when none. */
    List<Block> at(int node) {
        List<Block>[] b = blocks;
        return node < b.length ? b[node] : null;
    }

    /** Registers the next owner, placed after the others: its position is {@code owners.size()} before the call. */
    void owner(Reservation r) {
        if (owners.size() == procs.length) {
            procs = Arrays.copyOf(procs, procs.length * 2);
        }
        procs[owners.size()] = 0;
        owners.add(r);
    }

    /** Procs owner {@code r} holds over all its blocks. */
    long procs(int r) {
        return procs[r];
    }

    /** Records a block of {@code owner} on {@code node}; the caller holds it on the node's timeline. */
    void add(int node, int owner, long s, long e, Resources amount) {
        if (node >= blocks.length) {
            // not Arrays.copyOf, a reflective array allocation for a List[] in C1 code; doubled, at
            // least 8, not grown to the node alone (a standing reservation's listed nodes come in order)
            @SuppressWarnings("unchecked")
            List<Block>[] grown = (List<Block>[]) new List<?>[Math.max(node + 1, Math.max(8, 2 * blocks.length))];
            System.arraycopy(blocks, 0, grown, 0, blocks.length);
            blocks = grown;
        }
        if (blocks[node] == null) {
            blocks[node] = new ArrayList<>(2);
        }
        blocks[node].add(new Block(owner, s, e, amount));
        roomNow = -1;
        nodes.set(node);
        procs[owner] += amount.procs();
    }

    /** Something more is held on {@code node}: the room now is counted again if the node is reserved. */
    void changed(int node) {
        if (nodes.get(node)) {
            roomNow = -1;
        }
    }

    /**
     * How many more procs than the aggregate's free procs now a job admitted to every reservation
     * could use now: the reserved room not yet taken by admitted jobs. Recomputed over the reserved
     * nodes only after something changed on them.
     */
    long roomNow(Availability a) {
        if (roomNow < 0) {
            long extra = 0;
            for (int i = nodes.nextSetBit(0); i >= 0; i = nodes.nextSetBit(i + 1)) {
                long base = a.timeline(i).procsAt(0);
                long held = 0;
                for (Block b : blocks[i]) {
                    if (b.activeAt(a.now())) {
                        held += b.amount().procs();
                    }
                }
                extra += Math.max(0, base + held) - (a.usable(i) ? base : 0);
            }
            roomNow = Math.max(0, extra);
        }
        return roomNow;
    }

    boolean any() {
        return !owners.isEmpty();
    }

    /**
     * Which reservations holding procs the predicate admits: bit {@code r} for the r-th placed, or
     * -1 when more than 63 are placed and the set cannot be told in a long.
     */
    long admitted(Predicate<Reservation> admits) {
        if (owners.size() > 63) {
            return -1;
        }
        long bits = 0;
        for (int r = 0; r < owners.size(); r++) {
            if (procs[r] > 0 && admits.test(owners.get(r))) {
                bits |= 1L << r;
            }
        }
        return bits;
    }

    /** Procs held by the reservations the predicate admits. */
    long procs(Predicate<Reservation> admits) {
        long s = 0;
        for (int r = 0; r < owners.size(); r++) {
            if (procs[r] > 0 && admits.test(owners.get(r))) {
                s += procs[r];
            }
        }
        return s;
    }

    /** Which reservations the request may use, indexed like {@link #owners}: its affinity for each, null where refused. */
    AclAffinity[] accessFor(Request q) {
        AclAffinity[] acc = new AclAffinity[owners.size()];
        for (int r = 0; r < acc.length; r++) {
            Optional<AclAffinity> x = q.access().apply(owners.get(r));
            acc[r] = x.orElse(null);
        }
        return acc;
    }
}
