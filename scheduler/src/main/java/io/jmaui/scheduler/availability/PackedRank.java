package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Times;

import java.util.Arrays;
import java.util.List;

/**
 * {@link NodeOrders#rankOrder} for LASTAVAILABLE (and for a static order, {@link #byPlace}), as one long per candidate sorted as a primitive:
 * affinity, then whether the node stays idle for ever after the job, then the latest
 * {@code freeSince}, the soonest {@code idleAfter} and the node index, each field packed in as few
 * bits as its spread over the candidates needs, and the candidate's list position last (the
 * comparator's sort is stable). Every job reservation's search ranks all the nodes that fit (on
 * Lublin some 230 per search, at every event): the comparator over records was a quarter of the
 * search. When the fields do not fit in 63 bits the caller sorts with the comparator.
 */
final class PackedRank {

    private PackedRank() {
    }

    /** Sorts {@code cands} as {@code rankOrder(LASTAVAILABLE)} would; false (nothing changed) when the keys do not fit. */
    static boolean sort(List<NodeCandidate> cands) {
        int n = cands.size();
        long[] since = new long[n];
        long[] after = new long[n];
        int[] index = new int[n];
        AclAffinity[] affinity = new AclAffinity[n];
        for (int k = 0; k < n; k++) {
            NodeCandidate c = cands.get(k);
            since[k] = c.freeSince();
            after[k] = c.idleAfter();
            index[k] = c.index();
            affinity[k] = c.affinity();
        }
        int[] order = order(n, since, after, index, affinity);
        if (order == null) {
            return false;
        }
        NodeCandidate[] was = new NodeCandidate[n]; // by hand: toArray(T[]) copies reflectively
        for (int k = 0; k < n; k++) {
            was[k] = cands.get(k);
        }
        for (int k = 0; k < n; k++) {
            cands.set(k, was[order[k]]);
        }
        return true;
    }

    /**
     * The first {@code n} candidates given column by column (freeSince, idleAfter, node position,
     * affinity) in {@code rankOrder(LASTAVAILABLE)}'s order: their positions, best first; null when
     * the keys do not fit.
     */
    static int[] order(int n, long[] since, long[] after, int[] index, AclAffinity[] affinity) {
        if (n < 2) {
            return n == 1 ? new int[] {0} : new int[0];
        }
        long minSince = Long.MAX_VALUE;
        long maxSince = Long.MIN_VALUE;
        long minIdle = Long.MAX_VALUE;
        long maxIdle = Long.MIN_VALUE;
        int maxIndex = 0;
        for (int k = 0; k < n; k++) {
            minSince = Math.min(minSince, since[k]);
            maxSince = Math.max(maxSince, since[k]);
            if (after[k] != Times.INFINITY) {
                minIdle = Math.min(minIdle, after[k]);
                maxIdle = Math.max(maxIdle, after[k]);
            }
            maxIndex = Math.max(maxIndex, index[k]);
        }
        if (maxSince - minSince < 0 || (minIdle <= maxIdle && maxIdle - minIdle < 0) || maxIndex < 0) {
            return null; // a spread that overflows a long
        }
        int posBits = bits(n - 1);
        int indexBits = bits(maxIndex);
        int idleBits = minIdle <= maxIdle ? bits(maxIdle - minIdle) : 0;
        int sinceBits = bits(maxSince - minSince);
        if (posBits + indexBits + idleBits + sinceBits + 3 > 63) {
            return null;
        }
        int indexShift = posBits;
        int idleShift = indexShift + indexBits;
        int sinceShift = idleShift + idleBits;
        int foreverShift = sinceShift + sinceBits;
        int affinityShift = foreverShift + 1;
        long[] keys = new long[n];
        for (int k = 0; k < n; k++) {
            boolean forever = after[k] == Times.INFINITY;
            keys[k] = (long) NodeFit.rank(affinity[k]) << affinityShift
                    | (forever ? 1L : 0L) << foreverShift
                    | (maxSince - since[k]) << sinceShift
                    | (forever ? 0L : after[k] - minIdle) << idleShift
                    | (long) index[k] << indexShift
                    | k;
        }
        return positions(keys, posBits);
    }

    /**
     * The first {@code n} candidates given column by column (idleAfter, node position, affinity) in
     * {@code rankOrder(policy)}'s order for a policy whose order is static ({@link
     * NodeOrders#staticRanked}): affinity, then whether the node stays idle for ever after the job,
     * then the node's place in the policy's static order, {@code place[i]} for node i. The policy's
     * comparator reads of a candidate only what the static order was sorted on, and ends with the
     * node's position, so two nodes compare as their places do and no two tie: one key each, no
     * comparator. Their positions in the columns, best first; null when the keys do not fit.
     */
    static int[] byPlace(int n, long[] after, int[] index, AclAffinity[] affinity, int[] place) {
        int posBits = bits(Math.max(0, n - 1));
        int placeBits = bits(Math.max(0, place.length - 1));
        int foreverShift = posBits + placeBits;
        if (foreverShift + 3 > 63) {
            return null;
        }
        long[] keys = new long[n];
        for (int k = 0; k < n; k++) {
            keys[k] = (long) NodeFit.rank(affinity[k]) << (foreverShift + 1)
                    | (after[k] == Times.INFINITY ? 1L : 0L) << foreverShift
                    | (long) place[index[k]] << posBits
                    | k;
        }
        return positions(keys, posBits);
    }

    /** Bits needed for a value in [0, v]. */
    private static int bits(long v) {
        return 64 - Long.numberOfLeadingZeros(v);
    }

    /** The keys sorted, and the positions their low {@code posBits} hold, in that order: best first. */
    private static int[] positions(long[] keys, int posBits) {
        Arrays.sort(keys);
        long posMask = (1L << posBits) - 1;
        int[] order = new int[keys.length];
        for (int k = 0; k < keys.length; k++) {
            order[k] = (int) (keys[k] & posMask);
        }
        return order;
    }
}
