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

    /** Counts below this many processors are kept in the array; a scan for the fewest reads at most this many. */
    static final int DENSE = 256;

    private final int[] dense = new int[DENSE];
    /** No count of {@link #dense} below this position is above 0. */
    private int low = DENSE;
    private final TreeMap<Long, Integer> wide = new TreeMap<>();

    /** Counts a job asking {@code procs} in ({@code +1}) or out ({@code -1}). */
    void count(long procs, int sign) {
        if (procs >= 0 && procs < DENSE) {
            int p = (int) procs;
            dense[p] += sign;
            if (sign > 0 && p < low) {
                low = p;
            }
        } else {
            wide.merge(procs, sign, (a, b) -> a + b == 0 ? null : a + b);
        }
    }

    /** The fewest processors a counted job asks for; {@code Long.MAX_VALUE} when none is counted. */
    long fewest() {
        while (low < DENSE && dense[low] == 0) {
            low++;
        }
        if (low < DENSE) {
            return low;
        }
        return wide.isEmpty() ? Long.MAX_VALUE : wide.firstKey();
    }
}
