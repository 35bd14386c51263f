package io.jmaui.scheduler.availability;

import java.util.Arrays;

/**
 * Every node's change points (each timeline's segment starts after its origin) in time order,
 * with the node each belongs to: the events {@link FitSweep} steps through. Built from the
 * timelines as they are and dropped by {@link Availability} whenever one changes.
 */
final class ChangePoints {

    private final long[] times;
    private final int[] nodes;

    private ChangePoints(long[] times, int[] nodes) {
        this.times = times;
        this.nodes = nodes;
    }

    /** O(n log n) in the number of change points: two primitive sorts, no boxing. */
    static ChangePoints of(Timeline[] free) {
        int n = 0;
        for (Timeline tl : free) {
            n += tl.size() - 1;
        }
        long[] distinct = new long[n];
        int k = 0;
        for (Timeline tl : free) {
            for (int s = 1; s < tl.size(); s++) {
                distinct[k++] = tl.timeAt(s);
            }
        }
        Arrays.sort(distinct);
        long[] packed = new long[n];
        k = 0;
        for (int i = 0; i < free.length; i++) {
            for (int s = 1; s < free[i].size(); s++) {
                long rank = Arrays.binarySearch(distinct, free[i].timeAt(s));
                packed[k++] = rank << 32 | i;
            }
        }
        Arrays.sort(packed);
        int[] nodes = new int[n];
        long[] times = new long[n];
        for (k = 0; k < n; k++) {
            nodes[k] = (int) packed[k];
            times[k] = distinct[(int) (packed[k] >>> 32)];
        }
        return new ChangePoints(times, nodes);
    }

    int size() {
        return times.length;
    }

    long timeAt(int k) {
        return times[k];
    }

    int nodeAt(int k) {
        return nodes[k];
    }

    /** The first event at or after t (size() when none): events before it are at earlier times. */
    int firstAtOrAfter(long t) {
        int lo = 0;
        int hi = times.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (times[mid] < t) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
