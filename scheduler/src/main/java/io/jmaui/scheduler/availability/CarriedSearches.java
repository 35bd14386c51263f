package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Times;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The last job reservation searches ({@link Availability#reservationStart}), each kept with all it
 * read, so that a later iteration answers the same request without searching while none of that
 * has changed. The top job's reservation is searched at every event, over every node; between two
 * events that end no job (arrivals only) the availability is the same from now on and so is the
 * answer.
 *
 * <p>Why the answer is the same at a later now: the search reads each timeline and the aggregate
 * only at or after now, except where it asks when a node's room became free, which it clamps to
 * now. Let every timeline (and the aggregate) read from the new now be the old one read from the
 * old now, change point for change point ({@link Timeline#sameFrom}): no change point lies between
 * the two times. A start at the new now then fails as the old start at the old now did (the window
 * is the same amounts, only longer, and a longer window holds no more tasks), and from the next
 * change point on both searches visit the same times over the same amounts. Where the old one
 * found its placement (after the new now, so not a start now in either), the nodes' room became
 * free either at a change point after both nows, read alike, or no later than its now, clamped to
 * its now: the lowest time in either search, shared by the same nodes, so the ranking is the same,
 * and so are the hosts. Everything else the search reads (the nodes, which may be used and which
 * pass the request's filter, their priorities, which hold something later) is compared as it is.
 * Kept only for what {@link #applies} admits: one plain request under LASTAVAILABLE that no admin
 * or standing reservation admits, no USEMACHINESPEED (CarriedSearchesTest checks it against the
 * plain search).
 */
final class CarriedSearches {

    /** How many searches are kept: the reservation depth of most configurations, and some more. */
    private static final int KEPT = 4;

    /** The node scans' columns, handed from scan to scan of the availabilities that carry these searches. */
    final CandidateScan.Spare scanColumns = new CandidateScan.Spare();
    /** The searches kept, newest first; each immutable once made, the array replaced whole. */
    private Found[] kept = new Found[0];
    /**
     * The rows of the last search dropped from {@link #kept} after a patched one replaced it, read by
     * nothing any more: the next patched search's merge writes its rows into their columns. Null
     * when none, or when they were taken.
     */
    private RankedRows spare;
    /** True: every patched search's merge seeks its rows by binary searches, as among many rows (set by tests). */
    boolean seeking;
    /** How many searches were answered from what was kept (read by tests). */
    long answered;
    /** How many searches were answered from kept ranked rows with changed nodes asked again (read by tests). */
    long patched;
    /** How many patched searches took the kept selection again and served its very hosts list (read by tests). */
    long reselected;

    /**
     * One search: its request, when it ran, its answer and what it read; the base the availability
     * it ran on made ({@code base}), whose timeline each node's in {@code timelines} is but where
     * {@code departed} has its bit (one long per 64 nodes: the nodes held on there before it ran).
     */
    private record Found(Request q, long now, Placement result, List<Node> nodes, boolean[] usable, double[] priority,
                         BitSet laterHold, boolean futureHolds, NodeAccessPolicy access, boolean[] passing,
                         Timeline[] timelines, Timeline aggregate, RankedRows rows, Fitted fitted,
                         AvailabilityBase base, long[] departed) {
    }

    /**
     * Whether a search for q on {@code a} may be kept and answered from what was kept. Admin and
     * standing reservations may lie anywhere as long as none admits q: the search then reads their
     * blocks only as holds in the timelines and the aggregate it compares (no credit, no affinity;
     * a reserved node it considers without procs free is refused on its timeline, as any other),
     * and a search kept was made on an availability where none admitted it either.
     */
    static boolean applies(Availability a, Request q) {
        return Search.plain(q) && NodeAllocationPolicies.isLastAvailable(q.policy()) && a.speeds() == null
                && (!a.reservations.any() || !Search.anyAccess(a.accessFor(q)));
    }

    /** The kept answer for q if it searched what {@code a} holds now (see the class comment), else empty. */
    Optional<Placement> answer(Availability a, Request q) {
        for (Found f : kept) {
            if (f.q().owner().equals(q.owner())) {
                if (!same(f, a, q)) {
                    return Optional.empty();
                }
                answered++;
                // the same placement fits here as it did there: its commit may take the short way too
                a.fitted = f.fitted() == null ? null : f.fitted().at(a.holdsMade());
                return Optional.of(f.result());
            }
        }
        return Optional.empty();
    }

    /**
     * q's placement from the last search for its job with the nodes that changed since asked again
     * ({@link RankedRows}), when the aggregate sweep lands where that search placed it; kept in its
     * stead. Empty when there is no such search or its rows do not hold q: the caller searches.
     */
    Optional<Placement> patched(Availability a, Search search, Request q) {
        Found f = null;
        for (Found k : kept) {
            if (k.q().owner().equals(q.owner())) {
                f = k;
                break;
            }
        }
        long now = a.now();
        if (f == null || f.rows() == null || now < f.now() || !sameRequest(f.q(), q) || f.access() != a.accessPolicy()
                || f.nodes().size() != a.size()) {
            return Optional.empty();
        }
        // the search's first step, as Search.earliest takes it (no reservation admits q: none of its procs comes from one)
        long duration = q.walltime() > 0 ? q.walltime() : Times.INFINITY;
        long t = a.aggregate.nextRun(now, duration, q.procs());
        long end = Times.plus(t, duration);
        if (t == Times.INFINITY || t <= now || !f.rows().at(t, end)) {
            return Optional.empty();
        }
        ChangedNodes changed = new ChangedNodes(a.size());
        boolean[] passing = new boolean[a.size()];
        changed(f, a, q, changed, passing);
        RankedRows[] next = new RankedRows[1];
        List<String> hosts = f.rows().hosts(search, q, a.accessFor(q), changed, f.fitted(), spare, next,
                seeking);
        if (hosts == null) {
            return Optional.empty(); // f is kept as it was; the spare's columns were written, still read by no one
        }
        Placement p = new Placement(t, end, hosts);
        keep(a, q, p, next[0], passing, f, changed);
        // the merged rows may have taken the spare's columns; f, replaced by the search just kept,
        // is read by nothing now: its rows are the next spare
        spare = f.rows();
        patched++;
        if (f.fitted() != null && hosts == f.fitted().hosts()) {
            reselected++;
        }
        return Optional.of(p);
    }

    /**
     * Marks in {@code changed} the nodes f's search may read otherwise on {@code a} for q (all but
     * the clamp of a free-since time to now) and in {@code passing} those q's filter admits now.
     * Asks only the nodes {@link #toAsk} lists, when it can tell them; else every node.
     */
    private static void changed(Found f, Availability a, Request q, ChangedNodes changed, boolean[] passing) {
        Timeline[] was = f.timelines();
        // every column read once before the walk over the nodes, each node list read once per node,
        // the timelines as an array, the nodes held later, now and then, as one word of differences
        // per 64 nodes: in a JVM's first runs this loop is C1 code, where a timeline read through
        // the availability and a BitSet.get are a call per node (and a record's accessor is not hoisted)
        List<Node> nodes = a.nodes();
        List<Node> then = f.nodes();
        Timeline[] held = a.timelinesAsHeld(); // null while a hold waits somewhere: read node by node
        boolean[] usable = a.usableColumn();
        boolean[] wasUsable = f.usable();
        boolean[] wasPassing = f.passing();
        int n = passing.length;
        long[] laterMoved = xor(a.laterHold.toLongArray(), f.laterHold().toLongArray(), n);
        Predicate<Node> filter = q.nodeFilter();
        boolean sameFilter = sameFilter(f, q);
        long[] ask = toAsk(f, a, sameFilter, laterMoved);
        System.arraycopy(wasPassing, 0, passing, 0, n); // a node not asked passes as it passed
        for (int w = 0; w < laterMoved.length; w++) {
            long bits = askedWord(ask, w, n);
            while (bits != 0) {
                int i = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                Node node = nodes.get(i);
                boolean sameNode = node == then.get(i);
                boolean passes = sameFilter && sameNode ? wasPassing[i] : filter.test(node);
                passing[i] = passes;
                // a timeline kept as it was is a base's, never changed: the same object reads the same;
                // one with holds waiting is read anew (applying them makes another object or changes a copy)
                Timeline tl = held != null ? held[i] : a.timelineAsHeld(i);
                if (tl != was[i] || !sameNode || usable[i] != wasUsable[i]
                        || (laterMoved[w] & 1L << i) != 0 || passes != wasPassing[i]) {
                    changed.mark(i);
                }
            }
        }
    }

    /** Word {@code w} of the nodes to ask: {@code ask}'s, or all n nodes where {@link #toAsk} could not tell (null). */
    private static long askedWord(long[] ask, int w, int n) {
        if (ask != null) {
            return ask[w];
        }
        return w < (n - 1) >>> 6 || (n & 63) == 0 ? -1L : -1L >>> -n;
    }

    /**
     * The nodes {@link #changed} must ask, one bit each, when it can tell them without a walk over
     * every node, else null; written into {@code laterMoved}'s words. When {@code a} was built on
     * the base that f's availability made ({@link Availability#builtOn}), every other node there is
     * that base's very node (so as usable and, under the same filter, as passing), with its very
     * timeline unless something was held on it since ({@link Availability#departedNodes}); and f
     * read that base's timeline but on the nodes held on before it ran ({@link Found#departed}).
     * So a node in none of the builds' list, the two sets of nodes held on and the nodes held later
     * now or then ({@code laterMoved}) reads as f read it. Some 28 of 4,096 nodes per event on a
     * synthetic machine, where the walk over every node was a tenth of a run. (A later hold is a
     * hold, so today the nodes held later differ only among nodes held on; they are asked anyway,
     * as a guard that costs nothing: their words are made for the walk.)
     */
    private static long[] toAsk(Found f, Availability a, boolean sameFilter, long[] laterMoved) {
        int[] rebuilt = a.rebuiltNodes();
        long[] departed = a.departedNodes();
        if (!sameFilter || f.base() != a.builtOn() || rebuilt == null || departed == null) {
            return null;
        }
        long[] then = f.departed();
        long[] ask = Arrays.copyOf(laterMoved, laterMoved.length);
        for (int w = 0; w < ask.length; w++) {
            ask[w] |= departed[w] | then[w];
        }
        for (int i : rebuilt) {
            ask[i >>> 6] |= 1L << i;
        }
        return ask;
    }

    /** The words of two sets' differences ({@link BitSet#toLongArray}, shorter where their last bits are clear), for {@code bits} bits. */
    private static long[] xor(long[] x, long[] y, int bits) {
        long[] out = new long[(bits + 63) >>> 6];
        for (int w = 0; w < out.length; w++) {
            out[w] = (w < x.length ? x[w] : 0) ^ (w < y.length ? y[w] : 0);
        }
        return out;
    }

    /** Keeps q's answer {@code p}, found on {@code a} as it stands with its ranked candidates (may be null), for later iterations. */
    void keep(Availability a, Request q, Placement p, RankedRows rows) {
        keep(a, q, p, rows, null, null, null);
    }

    /**
     * As {@link #keep(Availability, Request, Placement, RankedRows)}, with the nodes q's filter
     * admits when known (else null), and the search {@code was} patched here with the nodes that
     * {@code changed} since (else both null): an unchanged node's timeline is was's very object,
     * a base's, read as it is. was is q's job's search, which this one replaces: read by nothing
     * after, its array of timelines becomes this one's, only the changed nodes' written.
     */
    private void keep(Availability a, Request q, Placement p, RankedRows rows, boolean[] admitted, Found was,
                      ChangedNodes changed) {
        int n = a.size();
        Timeline[] timelines = changed != null ? was.timelines() : new Timeline[n];
        boolean[] passing = admitted != null ? admitted : new boolean[n];
        if (changed != null) {
            int[] list = changed.list();
            for (int x = 0; x < changed.count(); x++) { // every other node: was's very timeline, in place
                int i = list[x];
                Timeline tl = a.timeline(i);
                timelines[i] = a.unchanging(i) ? tl : tl.copy();
            }
        } else {
            for (int i = 0; i < n; i++) {
                Timeline tl = a.timeline(i);
                timelines[i] = a.unchanging(i) ? tl : tl.copy();
                if (admitted == null && q.nodeFilter().test(a.nodes().get(i))) {
                    passing[i] = true;
                }
            }
        }
        long[] departed = a.departedNodes(); // set: a search is kept only on an availability that made a base
        Found f = new Found(q, a.now(), p, a.nodes(), a.usableColumn(), a.nodePriority, BitSets.copy(a.laterHold),
                a.futureHolds(), a.accessPolicy(), passing, timelines, a.aggregate.total.copy(), rows,
                a.fitted != null && a.fitted.hosts().equals(p.hosts()) ? a.fitted : null, a.base(),
                Arrays.copyOf(departed, departed.length));
        Found[] next = new Found[Math.min(KEPT, kept.length + 1)];
        next[0] = f;
        for (int k = 0, m = 1; k < kept.length && m < next.length; k++) {
            if (!kept[k].q().owner().equals(q.owner())) {
                next[m++] = kept[k];
            }
        }
        kept = next[next.length - 1] == null ? Arrays.copyOf(next, next.length - 1) : next;
    }

    /** Whether f's search read what {@code a} holds now for the same request: cheapest tests first. */
    private static boolean same(Found f, Availability a, Request q) {
        long now = a.now();
        if (now < f.now() || f.result().start() <= now || !sameRequest(f.q(), q) || f.futureHolds() != a.futureHolds()
                || f.access() != a.accessPolicy() || f.nodes().size() != a.size()
                || !a.aggregate.total.sameFrom(now, f.aggregate(), f.now()) || !f.laterHold().equals(a.laterHold)) {
            return false;
        }
        if (!Arrays.equals(a.usableColumn(), f.usable()) || !Arrays.equals(a.nodePriority, f.priority())) {
            return false;
        }
        // the timelines as an array, read once (C1 code calls per node otherwise: a timeline read
        // through the availability, a record's accessor)
        int n = a.size();
        Timeline[] held = a.timelinesAsHeld(); // null while a hold waits somewhere: read node by node
        Timeline[] was = f.timelines();
        long then = f.now();
        boolean sameFilter = sameFilter(f, q);
        List<Node> nodes = a.nodes();
        List<Node> wasNodes = f.nodes();
        boolean[] passing = f.passing();
        // the nodes held later are the same now and then (above): no word differs. A node toAsk
        // leaves out is the base's very node with its very timeline, read by f too, and that
        // timeline has no change point in (then, now]: the base was made at f's now, and the build
        // on it rebuilt every node where one of its holds ended by now (AvailabilityBase#diff), so
        // it reads from now as from then. Some 28 of 4,096 nodes asked, not every one
        long[] ask = toAsk(f, a, sameFilter, new long[(n + 63) >>> 6]);
        for (int w = 0; w < (n + 63) >>> 6; w++) {
            long bits = askedWord(ask, w, n);
            while (bits != 0) {
                int i = (w << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                Timeline tl = held != null ? held[i] : a.timeline(i);
                if (!tl.sameFrom(now, was[i], then)) {
                    return false;
                }
                Node node = nodes.get(i);
                Node wasNode = wasNodes.get(i);
                if (sameFilter && node == wasNode) {
                    continue; // the same node object, a filter answering alike: passes as it passed
                }
                if (!sameNode(node, wasNode) || q.nodeFilter().test(node) != passing[i]) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether q's node filter admits the same node objects as the one f's search asked: equal
     * filters (a job's own, {@link io.jmaui.scheduler.allocation.NodeFilter#forJob}, is a value made
     * anew at each event; any other filter equals only itself). A node that is the same object is then
     * not asked again: reading each node object at every event was the walk's largest cost.
     */
    private static boolean sameFilter(Found f, Request q) {
        return q.nodeFilter() == f.q().nodeFilter() || q.nodeFilter().equals(f.q().nodeFilter());
    }

    /**
     * Whether the search reads node {@code n} as it read {@code was}: its name (the hosts) and its
     * configured resources (a dedicated request's whole-node test); its filter is asked anew. A
     * node changes object whenever its jobs or state do, at nearly every event of a simulation.
     */
    private static boolean sameNode(Node n, Node was) {
        // the same resources object mostly: a record's equals compares field by field even then
        return n == was || n.name().equals(was.name())
                && (n.configured() == was.configured() || n.configured().equals(was.configured()));
    }

    /** The same request but for its node filter and reservation access (compared by what they answer, or unused). */
    private static boolean sameRequest(Request x, Request y) {
        return x.owner().equals(y.owner()) && Objects.equals(x.user(), y.user()) && x.tasks() == y.tasks()
                && x.perTask().equals(y.perTask()) && x.walltime() == y.walltime() && x.nodes() == y.nodes()
                && x.tasksPerNode() == y.tasksPerNode() && x.exactNode() == y.exactNode()
                && x.dedicated() == y.dedicated() && x.accessPolicy() == y.accessPolicy()
                && x.parts().isEmpty() && y.parts().isEmpty() && x.sets() == y.sets()
                && NodeAllocationPolicies.isLastAvailable(x.policy()) && NodeAllocationPolicies.isLastAvailable(y.policy());
    }
}
