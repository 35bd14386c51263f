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
     * over these rows ({@link #select}). {@code spare} (may be null): rows no search keeps any
     * more, whose columns the merged rows may take over instead of new ones. {@code seekAlways}:
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
        int split = firstNot(0, n, Times.INFINITY, true);
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
        for (int j = 0; j <= fn; j++) {
            int stop = n;
            int fi = -1;
            if (j < fn) {
                fi = fresh.index(fo[j]);
                stop = keptBefore(from, n, changed, now, fresh.since(fo[j]), fresh.after(fo[j]), fi, seek);
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
        List<String> hosts = carries ? select(a, q, c, node2, tasks2, first2, sum, was)
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
     * The first row at or after {@code from} whose {@link #after} is INFINITY ({@code is} false: is
     * not), of rows [from, to) where those that are come first, else {@code to}.
     */
    private int firstNot(int from, int to, long value, boolean is) {
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

    /**
     * Marks the nodes of rows [k0, k1) (one group of the rank order: free-since descending at the
     * old now's clamp) free since after {@link #made} and no later than {@code now}: their clamp moves.
     */
    private void markClampMoved(ChangedNodes changes, int k0, int k1, long now) {
        int first = firstSinceAtMost(k0, k1, now);
        int last = firstSinceAtMost(first, k1, made);
        for (int k = first; k < last; k++) {
            changes.mark(node[k]); // asked again whatever the caller saw
        }
    }

    /** The first of rows [k0, k1) (free-since descending) free since no later than {@code time}, else k1. */
    private int firstSinceAtMost(int k0, int k1, long time) {
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

    /** Node i's row, found by its keys in the order the rows were ranked in (clamped to {@link #made}); -1 if not there. */
    private int rowOf(int i) {
        long s = Math.max(made, rowSince[i]);
        long af = rowAfter[i];
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (before(Math.max(made, since[mid]), after[mid], node[mid], s, af, i)) {
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
    private int keptBefore(int from, int to, boolean[] changed, long now, long fs, long fa, int fi, boolean seek) {
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
     * {@link HostChoice#byTask}'s two rounds over the first {@code c} merged rows, every row's
     * first-round share known ({@code first}, adding up to {@code shares}), in one pass: when the
     * shares hold fewer than q's tasks, the first round takes every share and the second the rest
     * of each row in rank order, as far as the tasks go; else the first round alone takes the
     * shares in rank order as far as the tasks go. The rows hold q's tasks ({@code found}). When
     * the pass takes what {@code was} took, node for node in the same order, for the same request
     * over [t, end), its very hosts list serves again (the commit right after finds it by
     * identity): on Lublin a third of the patched searches. The names are those of was's nodes:
     * searches are carried only from base to base, and a base serves only the same node names at
     * the same positions ({@link AvailabilityBase#diff}).
     */
    private List<String> select(Availability a, Request q, int c, int[] node2, int[] tasks2, int[] first, long shares,
                                Fitted was) {
        int tasks = q.tasks();
        boolean second = shares < tasks;
        long rest = second ? tasks - shares : 0;
        // was is the fit of these rows' search for the same request (CarriedSearches.sameRequest): the same amount per task
        boolean same = was != null && was.start() == t && was.end() == end && was.access() == q.accessPolicy();
        int[] wasNodes = same ? was.nodes() : null;
        int[] wasCounts = same ? was.counts() : null;
        List<String> wasHosts = same ? was.hosts() : null;
        String[] out = null;
        int[] nodes = new int[Math.min(c, tasks)];
        int[] counts = new int[nodes.length];
        int used = 0;
        int at = 0;
        for (int k = 0; k < c && at < tasks; k++) {
            // conditionals, not Math.min, and one store for one task (a node of one proc), not
            // Arrays.fill: calls per row in C1 code, which a JVM's first runs mostly execute
            int take;
            if (second) {
                int more = tasks2[k] - first[k];
                if (more > rest) {
                    more = (int) rest;
                }
                rest -= more;
                take = first[k] + more;
            } else {
                take = first[k] < tasks - at ? first[k] : tasks - at;
            }
            if (take == 0) {
                continue;
            }
            int i = node2[k];
            if (same && (used == wasNodes.length || wasNodes[used] != i || wasCounts[used] != take)) {
                same = false;
            }
            if (!same) {
                if (out == null) {
                    // the names taken alike so far (at > 0: was was compared): one array copy, not a
                    // list read per task (1.3 % of Lublin's early runs); was took q's tasks, one host each
                    if (wasHosts.size() == tasks) {
                        out = wasHosts.toArray(new String[tasks]); // the rest is written below
                    } else {
                        out = new String[tasks];
                        for (int x = 0; x < at; x++) {
                            out[x] = wasHosts.get(x);
                        }
                    }
                }
                String name = a.nodes().get(i).name();
                if (take == 1) {
                    out[at] = name;
                } else {
                    Arrays.fill(out, at, at + take, name);
                }
            }
            nodes[used] = i;
            counts[used++] = take;
            at += take;
        }
        if (same && used == wasNodes.length) {
            a.fitted = was.at(a.holdsMade());
            return wasHosts;
        }
        if (out == null) { // every take alike, yet fewer nodes than was's: never for the same tasks, kept for safety
            out = wasHosts.toArray(new String[0]);
        }
        return HostChoice.chosen(a, q, out, nodes, counts, used, t, end);
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
