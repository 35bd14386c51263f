package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Times;

import java.util.Arrays;

/**
 * {@link NodeOrders#rankOrder} for a policy whose order is static (MINRESOURCE, CPULOAD, PRIORITY,
 * FIRSTAVAILABLE), as one long per candidate sorted as a primitive: affinity, then whether the
 * node stays idle for ever after the job, then the node's position in the policy's order sorted
 * once ({@link NodeOrders#positions}), which is where the comparator puts it among the others (the
 * order reads only what that sort read, and ends with the node index: no ties). Under HPC2N
 * reslimits every job start ranks its candidates so, while the job reservations are held later:
 * a record per candidate, the comparator's sort and the records' selection were most of it.
 */
final class StaticRank {

    private StaticRank() {
    }

    /** The scan's candidates in rank order: their positions in the scan's columns, best first. */
    static int[] order(int[] positions, CandidateScan scan) {
        int n = scan.count();
        long nodes = positions.length;
        long[] keys = new long[n];
        for (int k = 0; k < n; k++) {
            long rank = NodeFit.rank(scan.affinity(k)) * 2L + (scan.after(k) == Times.INFINITY ? 1 : 0);
            keys[k] = (rank * nodes + positions[scan.index(k)]) * n + k;
        }
        Arrays.sort(keys);
        int[] order = new int[n];
        for (int k = 0; k < n; k++) {
            order[k] = (int) (keys[k] % n);
        }
        return order;
    }
}
