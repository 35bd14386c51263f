package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.model.Times;

import java.util.Arrays;
import java.util.List;

/**
 * {@link NodeOrders#rankOrder} for LASTAVAILABLE, as one long per candidate sorted as a primitive:
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
        if (n < 2) {
            return true;
        }
        long minSince = Long.MAX_VALUE;
        long maxSince = Long.MIN_VALUE;
        long minIdle = Long.MAX_VALUE;
        long maxIdle = Long.MIN_VALUE;
        int maxIndex = 0;
        for (int k = 0; k < n; k++) {
            NodeCandidate c = cands.get(k);
            minSince = Math.min(minSince, c.freeSince());
            maxSince = Math.max(maxSince, c.freeSince());
            if (c.idleAfter() != Times.INFINITY) {
                minIdle = Math.min(minIdle, c.idleAfter());
                maxIdle = Math.max(maxIdle, c.idleAfter());
            }
            maxIndex = Math.max(maxIndex, c.index());
        }
        if (maxSince - minSince < 0 || (minIdle <= maxIdle && maxIdle - minIdle < 0) || maxIndex < 0) {
            return false; // a spread that overflows a long
        }
        int posBits = bits(n - 1);
        int indexBits = bits(maxIndex);
        int idleBits = minIdle <= maxIdle ? bits(maxIdle - minIdle) : 0;
        int sinceBits = bits(maxSince - minSince);
        if (posBits + indexBits + idleBits + sinceBits + 3 > 63) {
            return false;
        }
        int indexShift = posBits;
        int idleShift = indexShift + indexBits;
        int sinceShift = idleShift + idleBits;
        int foreverShift = sinceShift + sinceBits;
        int affinityShift = foreverShift + 1;
        long[] keys = new long[n];
        for (int k = 0; k < n; k++) {
            NodeCandidate c = cands.get(k);
            boolean forever = c.idleAfter() == Times.INFINITY;
            keys[k] = (long) NodeFit.rank(c.affinity()) << affinityShift
                    | (forever ? 1L : 0L) << foreverShift
                    | (maxSince - c.freeSince()) << sinceShift
                    | (forever ? 0L : c.idleAfter() - minIdle) << idleShift
                    | (long) c.index() << indexShift
                    | k;
        }
        Arrays.sort(keys);
        NodeCandidate[] was = new NodeCandidate[n]; // by hand: toArray(T[]) copies reflectively
        for (int k = 0; k < n; k++) {
            was[k] = cands.get(k);
        }
        long posMask = (1L << posBits) - 1;
        for (int k = 0; k < n; k++) {
            cands.set(k, was[(int) (keys[k] & posMask)]);
        }
        return true;
    }

    /** Bits needed for a value in [0, v]. */
    private static int bits(long v) {
        return 64 - Long.numberOfLeadingZeros(v);
    }
}
