package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Times;

/**
 * The binary searches of a {@link RankedRows} merge over rows in LASTAVAILABLE's rank order
 * ({@link PackedRank}), each row given by its node position, free-since and idle-after columns: a
 * machine of 4,096 nodes keeps some 3,400 rows of which some 54 change per event, so the merge
 * finds the rows it leaves out and the places of the fresh ones by searches, not by walks. The
 * order: the rows free for ever after the job first, then the latest free, the soonest held
 * again, the lowest position ({@link #before}).
 */
final class RankedSeek {

    private RankedSeek() {
    }

    /**
     * The first row at or after {@code from} whose {@code after} is {@code value} ({@code is}
     * false: is not), of rows [from, to) where those that are come first, else {@code to}.
     */
    static int firstNot(long[] after, int from, int to, long value, boolean is) {
        int lo = from;
        int hi = to;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if ((after[mid] == value) == is) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The first of rows [k0, k1) (free-since descending) free since no later than {@code time}, else k1. */
    static int firstSinceAtMost(long[] since, int k0, int k1, long time) {
        int lo = k0;
        int hi = k1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (since[mid] > time) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The row of node {@code i}, free since {@code s} and idle after {@code af}, among the first
     * {@code size} rows ranked with their free-since times clamped to {@code made}; -1 if not there.
     */
    static int rowOf(int[] node, long[] since, long[] after, int size, long made, long s, long af, int i) {
        long clamped = Math.max(made, s);
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (before(Math.max(made, since[mid]), after[mid], node[mid], clamped, af, i)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo < size && node[lo] == i ? lo : -1;
    }

    /**
     * Where a fresh row (free since {@code fs}, idle after {@code fa}, node {@code fi}) goes among
     * the kept rows from {@code from} on: the first kept row at or after it that does not rank
     * before it, else {@code to}. The kept rows (those of nodes not {@code changed}) rank in order
     * at now's clamp; the rows left out between them are skipped. A binary search when {@code seek},
     * else a walk.
     */
    static int keptBefore(int[] node, long[] since, long[] after, int from, int to, boolean[] changed, long now,
                          long fs, long fa, int fi, boolean seek) {
        if (!seek) {
            int k = from;
            while (k < to && (changed[node[k]] || before(Math.max(now, since[k]), after[k], node[k], fs, fa, fi))) {
                k++;
            }
            return k;
        }
        int lo = from;
        int hi = to;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            int k = mid;
            while (k < hi && changed[node[k]]) {
                k++;
            }
            if (k == hi) {
                hi = mid; // no kept row in [mid, hi)
            } else if (before(Math.max(now, since[k]), after[k], node[k], fs, fa, fi)) {
                lo = k + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * LASTAVAILABLE's rank order ({@link PackedRank}) for two neutral candidates: a node the job
     * leaves before a later hold first, then the latest free, the soonest held again, the lowest position.
     */
    private static boolean before(long s1, long a1, int i1, long s2, long a2, int i2) {
        boolean forever1 = a1 == Times.INFINITY;
        boolean forever2 = a2 == Times.INFINITY;
        if (forever1 != forever2) {
            return forever2;
        }
        if (s1 != s2) {
            return s1 > s2;
        }
        if (!forever1 && a1 != a2) {
            return a1 < a2;
        }
        return i1 < i2;
    }
}
