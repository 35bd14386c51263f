package io.jmaui.scheduler.sim;

import java.util.TreeMap;

/**
 * How many queued jobs ask for each processor count, for the fewest any asks: the simulator's
 * question at every event, whether any queued job could start in the processors left free
 * ({@link SimulatedQueue#nothingFits}). The counts below {@link #DENSE} processors, where nearly
 * every job of a trace asks, are an array: a tree map of boxed counts, merged by a lambda at every
 * arrival and start, was 1 % of an HPC2N run. Wider jobs are counted in a tree map.
 */
final class ProcCounts {

    /** Counts below this many processors are kept in the array. */
    static final int DENSE = 256;

    private final int[] dense = new int[DENSE];
    /**
     * Bit {@code p} set where {@code dense[p]} is above 0: the fewest is the first set bit of four
     * words, not a scan of the counts from the last fewest (a job of one processor leaving made the
     * next event's scan read up to the next narrowest job's count).
     */
    private final long[] asked = new long[DENSE / 64];
    private final TreeMap<Long, Integer> wide = new TreeMap<>();

    /** Counts a job asking {@code procs} in ({@code +1}) or out ({@code -1}). */
    void count(long procs, int sign) {
        if (procs >= 0 && procs < DENSE) {
            int p = (int) procs;
            int was = dense[p];
            dense[p] = was + sign;
            if (was == 0 || was + sign == 0) {
                asked[p >>> 6] ^= 1L << p; // a count that becomes or stops being above 0 (it never goes below)
            }
        } else {
            wide.merge(procs, sign, (a, b) -> a + b == 0 ? null : a + b);
        }
    }

    /** The fewest processors a counted job asks for; {@code Long.MAX_VALUE} when none is counted. */
    long fewest() {
        for (int w = 0; w < asked.length; w++) {
            if (asked[w] != 0) {
                return 64L * w + Long.numberOfTrailingZeros(asked[w]);
            }
        }
        return wide.isEmpty() ? Long.MAX_VALUE : wide.firstKey();
    }
}
