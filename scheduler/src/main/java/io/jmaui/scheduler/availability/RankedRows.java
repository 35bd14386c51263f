package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.TaskSelection;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Times;

import java.util.List;

/**
 * The candidates of the node scan that placed a job reservation ({@link CandidateScan}, a plain
 * LASTAVAILABLE request at a time after now), in rank order ({@link PackedRank}): so that the next
 * search for the same request, whose aggregate sweep lands on the same time and end, asks
 * {@link NodeFit} only of the nodes that changed and merges them into the kept order instead of
 * scanning and sorting all nodes again. On Lublin 6,140 of 6,460 job reservation searches land
 * where the last one for the same job did, with some 11 of 256 nodes changed (a backfill job
 * started there, or a job ended there).
 *
 * <p>Why the merge is the full scan's ranking: a node's row (whether it is a candidate, its tasks,
 * when its room became free, how long it stays idle after the job) is a function of its timeline,
 * its node, whether it may be used, whether something is held on it later, whether the request's
 * filter admits it, the request, the time and the end, and of now only through the clamp of the
 * free-since time to now (CarriedSearches asks all but the clamp of every node;
 * no admin or standing reservation admits the request, so there is no affinity or reservation credit).
 * An unchanged node whose free-since time lies after the old now and no later than the new one
 * is asked again too. Every other kept row clamps alike at both nows (at or before the old now it
 * was clamped to the old one and is now clamped to the new one, later it stays), so the kept
 * rows keep their order among themselves under the new clamp: the rows that were tied at the old
 * now stay tied, in the same order after them.
 */
final class RankedRows {

    private final long t;
    private final long end;
    /** The now the rows' free-since times were clamped to. */
    private final long made;
    /** How many rows: the first entries of each column. */
    private final int size;
    private final int[] node;
    private final int[] tasks;
    private final long[] since;
    private final long[] after;

    private RankedRows(long t, long end, long made, int size, int[] node, int[] tasks, long[] since, long[] after) {
        this.t = t;
        this.end = end;
        this.made = made;
        this.size = size;
        this.node = node;
        this.tasks = tasks;
        this.since = since;
        this.after = after;
    }

    /** The candidates of {@code scan}, which placed a request over [t, end) on {@code a}, in their rank {@code order}. */
    static RankedRows of(Availability a, CandidateScan scan, int[] order, long t, long end) {
        int n = order.length;
        int[] node = new int[n];
        int[] tasks = new int[n];
        long[] since = new long[n];
        long[] after = new long[n];
        for (int k = 0; k < n; k++) {
            int c = order[k];
            node[k] = scan.index(c);
            tasks[k] = scan.tasks(c);
            since[k] = scan.since(c);
            after[k] = scan.after(c);
            if (scan.affinity(c) != AclAffinity.NEUTRAL) {
                return null; // not a ranking this merge makes
            }
        }
        return new RankedRows(t, end, a.now(), n, node, tasks, since, after);
    }

    /** Whether these rows were made for a search at t over [t, end). */
    boolean at(long t, long end) {
        return this.t == t && this.end == end;
    }

    /**
     * q's hosts at this time on the search's availability as the full node scan would choose them,
     * the {@code changed} nodes asked again (the array is written: a node whose clamp moves is
     * marked too); null when the rows do not hold q (the caller searches in full). {@code out[0]}
     * gets the merged rows for the next search.
     */
    List<String> hosts(Search search, Request q, AclAffinity[] acc, boolean[] changed, int changes, RankedRows[] out) {
        long now = search.availability().now();
        int n = size;
        for (int k = 0; k < n; k++) {
            if (since[k] > made && since[k] <= now && !changed[node[k]]) {
                changed[node[k]] = true; // its clamp moves: asked again whatever the caller saw
                changes++;
            }
        }
        CandidateScan fresh = CandidateScan.later(search, q, t, end, acc, changes);
        for (int i = 0; i < changed.length; i++) {
            if (changed[i]) {
                fresh.consider(i);
            }
        }
        int[] fo = fresh.rankedLastAvailable();
        if (fo == null) {
            return null;
        }
        int m = n + fo.length;
        int[] node2 = new int[m];
        int[] tasks2 = new int[m];
        long[] since2 = new long[m];
        long[] after2 = new long[m];
        long found = 0;
        int c = 0;
        int k = 0;
        int j = 0;
        while (true) {
            while (k < n && changed[node[k]]) {
                k++;
            }
            if (k >= n && j >= fo.length) {
                break;
            }
            long ks = k < n ? Math.max(now, since[k]) : 0;
            if (j >= fo.length || k < n
                    && before(ks, after[k], node[k], fresh.since(fo[j]), fresh.after(fo[j]), fresh.index(fo[j]))) {
                node2[c] = node[k];
                tasks2[c] = tasks[k];
                since2[c] = ks;
                after2[c] = after[k];
                k++;
            } else {
                int f = fo[j++];
                node2[c] = fresh.index(f);
                tasks2[c] = fresh.tasks(f);
                since2[c] = fresh.since(f);
                after2[c] = fresh.after(f);
            }
            found += TaskSelection.usableTasks(tasks2[c], q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode());
            c++;
        }
        if (found < q.tasks()) {
            return null;
        }
        List<String> hosts = HostChoice.byTask(search, q, c, null, node2, tasks2, false, acc, t, end);
        out[0] = hosts == null ? null : new RankedRows(t, end, now, c, node2, tasks2, since2, after2);
        return hosts;
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
