package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.TaskSelection;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Times;

import java.util.Arrays;
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
    /**
     * Each row's first-round share ({@link HostChoice#byTask}) where a selection over these rows
     * worked it out, else -1; carried with its row while its node does not change.
     */
    private final int[] first;
    /**
     * By node position: the free-since and idle-after of its row (as {@link #since} and {@link #after}
     * hold them), {@link #NO_ROW} where it has none: so that a merge finds the rows of the nodes
     * asked again by a binary search ({@link #rowOf}) instead of a walk over every row. Handed on to
     * the merged rows, which write their changed nodes' keys: these rows are then read by nothing
     * (their search is replaced), but for their columns as a spare.
     */
    private final long[] rowSince;
    private final long[] rowAfter;
    /** The usable tasks over all rows ({@link TaskSelection#usableTasks}), -1 until a merge works it out. */
    private final long found;
    /** The first-round shares known ({@link #first} at least 0) added up, and how many rows have none. */
    private final long shares;
    private final int unknown;

    private static final long NO_ROW = Long.MIN_VALUE;

    private RankedRows(long t, long end, long made, int size, int[] node, int[] tasks, long[] since, long[] after,
                       int[] first, long[] rowSince, long[] rowAfter, long found, long shares, int unknown) {
        this.t = t;
        this.end = end;
        this.made = made;
        this.size = size;
        this.node = node;
        this.tasks = tasks;
        this.since = since;
        this.after = after;
        this.first = first;
        this.rowSince = rowSince;
        this.rowAfter = rowAfter;
        this.found = found;
        this.shares = shares;
        this.unknown = unknown;
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
        int[] first = new int[n];
        Arrays.fill(first, -1); // the full scan's selection ranks its candidates by position: not worked out per row here
        long[] rowSince = new long[a.size()];
        long[] rowAfter = new long[a.size()];
        Arrays.fill(rowSince, NO_ROW);
        for (int k = 0; k < n; k++) {
            rowSince[node[k]] = since[k];
            rowAfter[node[k]] = after[k];
        }
        return new RankedRows(t, end, a.now(), n, node, tasks, since, after, first, rowSince, rowAfter, -1, 0, n);
    }

    /** Whether these rows were made for a search at t over [t, end). */
    boolean at(long t, long end) {
        return this.t == t && this.end == end;
    }

    /**
     * q's hosts at this time on the search's availability as the full node scan would choose them,
     * the {@code changes} nodes asked again (a node whose clamp moves is marked there too); null when the rows do not hold q (the caller searches in full). {@code out[0]}
     * gets the merged rows for the next search. {@code was} (may be null) is the last selection
     * over these rows ({@link RankedSelection#select}). {@code spare} (may be null): rows no search
     * keeps any more, whose columns the merged rows may take over instead of new ones. {@code seekAlways}:
     * the rows left out and the fresh rows' places are found by binary searches however few the
     * rows (tests; else only among many rows).
     */
    List<String> hosts(Search search, Request q, AclAffinity[] acc, ChangedNodes changes, Fitted was,
                       RankedRows spare, RankedRows[] out, boolean seekAlways) {
        Availability a = search.availability();
        long now = a.now();
        int n = size;
        boolean[] changed = changes.marks();
        // the rows whose clamp moves (free since after the old now, no later than the new one): in
        // each group of the rank order (free for ever after the job first, then the rest) the rows
        // just ahead of those free since the old now, found by binary searches, not a walk
        int split = RankedSeek.firstNot(after, 0, n, Times.INFINITY, true);
        markClampMoved(changes, 0, split, now);
        markClampMoved(changes, split, n, now);
        CandidateScan fresh = CandidateScan.later(search, q, t, end, acc, changes.count());
        int[] list = changes.list();
        int cn = changes.count();
        for (int x = 0; x < cn; x++) { // in increasing order, as a scan of every node asks them
            fresh.consider(list[x]);
        }
        int[] fo = fresh.rankedLastAvailable();
        if (fo == null) {
            return null;
        }
        int block = TaskSelection.blockOf(q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode());
        boolean exact = TaskSelection.bindsExactly(q.exactNode(), q.nodes());
        int fn = fo.length;
        // binary searches pay where few rows change among many (a machine of 4,096 nodes: some 54
        // of 3,400 rows); where a tenth of the rows change (Lublin: 54 of 229) walks cost less
        boolean seek = seekAlways || (long) (cn + fn) * (33 - Integer.numberOfLeadingZeros(n)) * 2 < n;
        // the rows of the nodes asked again, which the merge leaves out, in row order; the usable
        // tasks less theirs, plus the fresh rows': what a count over the merged rows gives
        int[] gone = new int[cn];
        int g = 0;
        if (seek) {
            for (int x = 0; x < cn; x++) {
                int i = list[x];
                if (rowSince[i] != NO_ROW) {
                    int r = rowOf(i);
                    assert r >= 0 : "node " + i + " has a key and no row"; // tests run with -ea
                    if (r < 0) {
                        return null; // never: every node with a key has its row; the caller searches in full
                    }
                    gone[g++] = r;
                }
            }
            Arrays.sort(gone, 0, g);
        } else {
            for (int k = 0; k < n; k++) {
                if (changed[node[k]]) {
                    gone[g++] = k;
                }
            }
        }
        long have = found >= 0 ? found : usable(0, n, block, exact);
        for (int x = 0; x < g; x++) {
            have -= TaskSelection.usableTasks(tasks[gone[x]], block, exact);
        }
        for (int j = 0; j < fn; j++) {
            have += TaskSelection.usableTasks(fresh.tasks(fo[j]), block, exact);
        }
        if (have < q.tasks()) {
            return null;
        }
        // a share is carried only where no admin or standing reservation lies, when it was worked out
        // and now: a reserved node's share reads its timeline whatever it holds now
        boolean carries = !a.reservations.any();
        int m = n - g + fn;
        // five columns of some 3,400 rows per event on a machine of 4,096 nodes: the spare's serve
        // when large enough; only the first m entries are ever read
        boolean reuse = spare != null && spare != this && spare.node.length >= m;
        int[] node2 = reuse ? spare.node : new int[m];
        int[] tasks2 = reuse ? spare.tasks : new int[m];
        long[] since2 = reuse ? spare.since : new long[m];
        long[] after2 = reuse ? spare.after : new long[m];
        int[] first2 = reuse ? spare.first : new int[m];
        // the kept rows in runs between the rows left out, each fresh row put where the kept rows
        // it follows end (a binary search): array copies instead of a comparison and five stores
        // per row. A kept row keeps the free-since it was ranked with, each compare clamps it to
        // now: the order among kept rows is the same at both nows (the class comment)
        long sum = carries ? shares : 0;
        int unknownNow = carries ? unknown : 0;
        int c = 0;
        int from = 0;
        int gi = 0;
        // the rows before the first one left out or put in: these rows as they are (RankedSelection resumes there)
        int unchanged = g > 0 ? gone[0] : n;
        for (int j = 0; j <= fn; j++) {
            int stop = n;
            int fi = -1;
            if (j < fn) {
                fi = fresh.index(fo[j]);
                stop = RankedSeek.keptBefore(node, since, after, from, n, changed, now, fresh.since(fo[j]), fresh.after(fo[j]),
                        fi, seek);
            }
            while (gi < g && gone[gi] < stop) {
                c = copy(from, gone[gi], node2, tasks2, since2, after2, first2, c);
                from = gone[gi++] + 1;
                if (carries && first[from - 1] >= 0) {
                    sum -= first[from - 1];
                } else if (carries) {
                    unknownNow--;
                }
            }
            c = copy(from, Math.max(from, stop), node2, tasks2, since2, after2, first2, c);
            from = Math.max(from, stop);
            if (j < fn) {
                int f = fo[j];
                unchanged = Math.min(unchanged, c);
                node2[c] = fi;
                tasks2[c] = fresh.tasks(f);
                since2[c] = fresh.since(f);
                after2[c] = fresh.after(f);
                first2[c] = carries ? HostChoice.firstShare(search, q, fi, tasks2[c], false, acc) : -1;
                sum += carries ? first2[c] : 0;
                c++;
            }
        }
        if (carries && unknownNow > 0) { // rows of a full scan, or of a merge beside reservations: worked out once
            for (int k = 0; k < c; k++) {
                if (first2[k] < 0) {
                    first2[k] = HostChoice.firstShare(search, q, node2[k], tasks2[k], false, acc);
                    sum += first2[k];
                }
            }
            unknownNow = 0;
        } else if (!carries) {
            Arrays.fill(first2, 0, c, -1);
            unknownNow = c;
        }
        List<String> hosts = carries ? RankedSelection.select(a, q, t, end, c, node2, tasks2, first2, sum, was,
                unchanged)
                : HostChoice.byTask(search, q, c, null, node2, tasks2, false, acc, t, end);
        if (hosts == null) {
            return null;
        }
        for (int x = 0; x < g; x++) { // these rows are read by nothing now: their keys serve the merged ones
            rowSince[node[gone[x]]] = NO_ROW;
        }
        for (int j = 0; j < fn; j++) {
            int f = fo[j];
            rowSince[fresh.index(f)] = fresh.since(f);
            rowAfter[fresh.index(f)] = fresh.after(f);
        }
        out[0] = new RankedRows(t, end, now, c, node2, tasks2, since2, after2, first2, rowSince, rowAfter, have, sum,
                unknownNow);
        return hosts;
    }

    /** Copies the kept rows [k0, k1) to the merged columns from position c; returns the position after them. */
    private int copy(int k0, int k1, int[] node2, int[] tasks2, long[] since2, long[] after2, int[] first2, int c) {
        int len = k1 - k0;
        if (len <= 0) {
            return c;
        }
        System.arraycopy(node, k0, node2, c, len);
        System.arraycopy(tasks, k0, tasks2, c, len);
        System.arraycopy(since, k0, since2, c, len);
        System.arraycopy(after, k0, after2, c, len);
        System.arraycopy(first, k0, first2, c, len);
        return c + len;
    }

    /** The usable tasks of rows [k0, k1). */
    private long usable(int k0, int k1, int block, boolean exact) {
        long sum = 0;
        for (int k = k0; k < k1; k++) {
            sum += TaskSelection.usableTasks(tasks[k], block, exact);
        }
        return sum;
    }

    /**
     * Marks the nodes of rows [k0, k1) (one group of the rank order: free-since descending at the
     * old now's clamp) free since after {@link #made} and no later than {@code now}: their clamp moves.
     */
    private void markClampMoved(ChangedNodes changes, int k0, int k1, long now) {
        int first = RankedSeek.firstSinceAtMost(since, k0, k1, now);
        int last = RankedSeek.firstSinceAtMost(since, first, k1, made);
        for (int k = first; k < last; k++) {
            changes.mark(node[k]); // asked again whatever the caller saw
        }
    }

    /** Node i's row, found by its keys in the order the rows were ranked in (clamped to {@link #made}); -1 if not there. */
    private int rowOf(int i) {
        return RankedSeek.rowOf(node, since, after, size, made, rowSince[i], rowAfter[i], i);
    }
}
