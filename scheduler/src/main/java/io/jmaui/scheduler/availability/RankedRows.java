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

    private RankedRows(long t, long end, long made, int size, int[] node, int[] tasks, long[] since, long[] after,
                       int[] first) {
        this.t = t;
        this.end = end;
        this.made = made;
        this.size = size;
        this.node = node;
        this.tasks = tasks;
        this.since = since;
        this.after = after;
        this.first = first;
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
        return new RankedRows(t, end, a.now(), n, node, tasks, since, after, first);
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
     * more, whose columns the merged rows may take over instead of new ones.
     */
    List<String> hosts(Search search, Request q, AclAffinity[] acc, ChangedNodes changes, Fitted was,
                       RankedRows spare, RankedRows[] out) {
        Availability a = search.availability();
        long now = a.now();
        int n = size;
        boolean[] changed = changes.marks();
        for (int k = 0; k < n; k++) {
            if (since[k] > made && since[k] <= now && !changed[node[k]]) {
                changes.mark(node[k]); // its clamp moves: asked again whatever the caller saw
            }
        }
        CandidateScan fresh = CandidateScan.later(search, q, t, end, acc, changes.count());
        int[] list = changes.list();
        for (int x = 0; x < changes.count(); x++) { // in increasing order, as a scan of every node asks them
            fresh.consider(list[x]);
        }
        int[] fo = fresh.rankedLastAvailable();
        if (fo == null) {
            return null;
        }
        // a share is carried only where no admin or standing reservation lies, when it was worked out
        // and now: a reserved node's share reads its timeline whatever it holds now
        boolean carries = !a.reservations.any();
        int m = n + fo.length;
        // five columns of some 230 rows per event on Lublin (a tenth of a run's allocation): the
        // spare's serve when large enough; only the first c entries are ever read
        boolean reuse = spare != null && spare != this && spare.node.length >= m;
        int[] node2 = reuse ? spare.node : new int[m];
        int[] tasks2 = reuse ? spare.tasks : new int[m];
        long[] since2 = reuse ? spare.since : new long[m];
        long[] after2 = reuse ? spare.after : new long[m];
        int[] first2 = reuse ? spare.first : new int[m];
        long found = 0;
        long shares = 0;
        int c = 0;
        int k = 0;
        int j = 0;
        int fn = fo.length;
        // the next fresh row's columns, read once for all the kept rows compared with it, and the
        // request's shape read once (in a JVM's first runs this loop is C1 code, which hoists nothing)
        int fi = fn > 0 ? fresh.index(fo[0]) : -1;
        long fs = fn > 0 ? fresh.since(fo[0]) : 0;
        long fa = fn > 0 ? fresh.after(fo[0]) : 0;
        int block = TaskSelection.blockOf(q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode());
        boolean exact = TaskSelection.bindsExactly(q.exactNode(), q.nodes());
        while (true) {
            while (k < n && changed[node[k]]) {
                k++;
            }
            if (k >= n && j >= fn) {
                break;
            }
            long ks = k < n ? Math.max(now, since[k]) : 0;
            if (k < n && (j >= fn || before(ks, after[k], node[k], fs, fa, fi))) {
                node2[c] = node[k];
                tasks2[c] = tasks[k];
                since2[c] = ks;
                after2[c] = after[k];
                first2[c] = carries ? first[k] : -1;
                k++;
            } else {
                int f = fo[j++];
                node2[c] = fi;
                tasks2[c] = fresh.tasks(f);
                since2[c] = fs;
                after2[c] = fa;
                first2[c] = -1;
                if (j < fn) {
                    fi = fresh.index(fo[j]);
                    fs = fresh.since(fo[j]);
                    fa = fresh.after(fo[j]);
                }
            }
            if (carries) {
                if (first2[c] < 0) {
                    first2[c] = HostChoice.firstShare(search, q, node2[c], tasks2[c], false, acc);
                }
                shares += first2[c];
            }
            found += TaskSelection.usableTasks(tasks2[c], block, exact);
            c++;
        }
        if (found < q.tasks()) {
            return null;
        }
        List<String> hosts = carries ? select(a, q, c, node2, tasks2, first2, shares, was)
                : HostChoice.byTask(search, q, c, null, node2, tasks2, false, acc, t, end);
        out[0] = hosts == null ? null : new RankedRows(t, end, now, c, node2, tasks2, since2, after2, first2);
        return hosts;
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
