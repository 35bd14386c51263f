package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.NodeGroups;
import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds where and when a request fits (guide 7.1 job reservations, 15.5 start estimates).
 *
 * <p>Earliest start: sweep the aggregate timeline for the first run of at least the request's
 * procs (plus what reservations it may use) lasting its walltime, then check node by node at that
 * time; on failure move to the next change point. At a given time, nodes are scanned in the
 * policy's order (positive-affinity reserved nodes first, negative ones last) and the scan stops
 * once enough tasks are found. Once anything is reserved for later, all fitting nodes are ranked:
 * nodes the job leaves before a later reservation go before nodes free without limit (so a job
 * that ends before a reservation does not take a node a long job could use past it), then the
 * policy's order ({@link HostChoice}); LASTAVAILABLE ranks by time throughout. After the first
 * candidate time, a {@link FitSweep} skips the times at which the node scan cannot find enough
 * tasks. What one node takes is {@link NodeFit}'s; this class decides which nodes to ask and when.
 */
final class Search {

    private final Availability a;
    final NodeOrders orders;
    /** Each node's fit for a request: the per-node half of the search. */
    final NodeFit fit;
    private final GroupedFit grouped;
    /** No reservation admitted: {@link NodeOrders#order} gives the static order itself. */
    private static final AclAffinity[] NO_ACCESS = new AclAffinity[0];
    /** Steps a start estimate's sweep takes before it asks {@link FitSweep#fitsNever} (tests ask at once). */
    int neverAfter = FitSweep.NEVER_AFTER;
    /** How many searches {@link FitSweep#fitsNever} ended early (read by tests). */
    long nevers;
    /** {@link FreeCeilings} of the timelines {@link #ceilingsOf} was built from (null: none yet). */
    private FreeCeilings ceilings;
    private ChangePoints ceilingsOf;
    /** Set by tests only: every start now ranked by time takes the plain paths ({@link #scanningAll}). */
    private boolean scanAll;
    /** How many start now scans of the open nodes held later stopped before the last ({@link HeldLaterStop}; read by tests). */
    long heldLaterStops;
    /** How many starts now stopped in the static order before its end (read by tests). */
    long staticStops;
    /** The columns the last finished scan of {@link #fitAt} left for the next ({@link CandidateScan.Spare}). */
    final CandidateScan.Spare spare;

    /** A search with static node orders of its own. */
    Search(Availability a) {
        this(a, NodeOrders.fresh(), new CandidateScan.Spare());
    }

    /** A search reading and filling {@code staticOrders}, its scans handing their columns on through {@code spare}. */
    Search(Availability a, Map<String, int[]> staticOrders, CandidateScan.Spare spare) {
        this.a = a;
        this.spare = spare;
        this.fit = new NodeFit(a);
        this.orders = new NodeOrders(this, staticOrders);
        this.grouped = new GroupedFit(this);
    }

    Optional<Placement> earliest(Request q, long from) {
        return earliest(q, from, null);
    }

    /**
     * As {@link #earliest(Request, long)}; for a job reservation's plain request ({@link #plain}),
     * {@code ranked} (may be null) gets the ranked candidates of the node scan that placed it when
     * that was the scan of all nodes at the first time tried ({@link RankedRows}), else stays null.
     */
    Optional<Placement> earliest(Request q, long from, RankedRows[] ranked) {
        AclAffinity[] acc = a.accessFor(q);
        long need = q.procs() - slack(acc);
        long duration = q.walltime() > 0 ? q.walltime() : Times.INFINITY;
        long t = from;
        FitSweep sweep = null;
        while (t != Times.INFINITY) {
            long cand = a.aggregate.nextRun(t, duration, need);
            if (cand == Times.INFINITY) {
                return Optional.empty();
            }
            if (sweep == null && t != from) {
                sweep = new FitSweep(this, q, acc, duration);
            }
            if (sweep != null && sweep.fitsNever()) {
                return Optional.empty();
            }
            List<String> hosts = ranked != null && sweep == null && q.parts().isEmpty()
                    ? fitAt(q, cand, acc, null, null, ranked)
                    : sweep == null || sweep.mayFit(cand) ? fitAll(q, cand, acc, sweep) : null;
            if (hosts != null) {
                return Optional.of(new Placement(cand, Times.plus(cand, duration), hosts));
            }
            t = a.aggregate.nextChangeAfter(cand);
        }
        return Optional.empty();
    }

    /** Whether {@link #ceilings} of {@code points} is built already. */
    boolean hasCeilings(ChangePoints points) {
        return ceilingsOf == points;
    }

    /**
     * The nodes' {@link FreeCeilings} as the timelines stand when {@code points} was built: kept
     * while the availability keeps that object (it drops it whenever a timeline changes), so the
     * start estimates of one iteration share it.
     */
    FreeCeilings ceilings(ChangePoints points) {
        if (ceilingsOf != points) {
            ceilings = FreeCeilings.of(a);
            ceilingsOf = points;
        }
        return ceilings;
    }

    Optional<Placement> at(Request q, long t) {
        AclAffinity[] acc = a.accessFor(q);
        long end = Times.plus(t, q.walltime() > 0 ? q.walltime() : Times.INFINITY);
        if (!aggregateHolds(q, t, end, acc)) {
            return Optional.empty();
        }
        List<String> hosts = fitAll(q, t, acc, null);
        return hosts == null ? Optional.empty() : Optional.of(new Placement(t, end, hosts));
    }

    /**
     * Whether {@link #at} would place q at t, without choosing hosts: for a plain request (one
     * part, no node sets, no nodes=N:ppn=P) the node scan places it exactly when the nodes it may
     * use hold enough tasks in sum, whichever order they are ranked in, so the scan stops at
     * enough and works out no ranking. Any other request asks {@link #at}.
     */
    boolean fits(Request q, long t) {
        if (!plain(q)) {
            return at(q, t).isPresent();
        }
        AclAffinity[] acc = a.accessFor(q);
        long end = Times.plus(t, q.walltime() > 0 ? q.walltime() : Times.INFINITY);
        if (!aggregateHolds(q, t, end, acc)) {
            return false;
        }
        boolean startsNow = t == a.now() && q.perTask().procs() > 0;
        CandidateScan scan = CandidateScan.counting(this, q, t, end, acc, startsNow);
        if (startsNow) {
            // every branch of fitAt considers these nodes at least, and no other can take a task now
            BitSet open = openNow();
            for (int i = open.nextSetBit(0); i >= 0 && !scan.enough(); i = open.nextSetBit(i + 1)) {
                scan.consider(i);
            }
        } else {
            for (int i : orders.order(q.policy(), acc)) {
                if (scan.enough()) {
                    break;
                }
                scan.consider(i);
            }
        }
        return scan.enough();
    }

    /**
     * A request whose placement succeeds exactly when its candidates hold enough tasks in sum, and
     * whose candidates are the same whichever branch of {@link #fitAt} scans them (a GPU request's
     * order leaves out nodes with too few GPUs in some branches only).
     */
    static boolean plain(Request q) {
        return q.parts().isEmpty() && q.sets() == ResourceSets.NONE && q.nodes() == 0 && q.tasksPerNode() == 0
                && q.perTask().gpus() <= 0;
    }

    /** The aggregate bound: whether q's procs, less the reserved procs it may use, stay free over [t, end). */
    private boolean aggregateHolds(Request q, long t, long end, AclAffinity[] acc) {
        long need = q.procs() - slack(acc);
        return a.aggregate.total.procsAtTime(t) >= need && a.aggregate.holdsProcs(t, end, need);
    }

    private long slack(AclAffinity[] acc) {
        long s = 0;
        for (int r = 0; r < acc.length; r++) {
            if (acc[r] != null) {
                s += a.reservations.procs(r);
            }
        }
        return s;
    }

    /**
     * One host per task for q and then each of its parts over [t, t + walltime), or null: each
     * part is fitted on what the earlier ones leave (a multi-req job's requests share nodes), all
     * of them inside the first of the request's ways ({@link ResourceSets#ways}, one partition at
     * a time) that holds them all. {@code sweep} (may be null), counted for q at t, leaves out
     * nodes that cannot serve q.
     */
    List<String> fitAll(Request q, long t, AclAffinity[] acc, FitSweep sweep) {
        if (q.parts().isEmpty()) {
            return fitAt(q, t, acc, null, sweep);
        }
        List<ResourceSets> ways = q.sets().ways();
        if (ways.size() == 1) {
            return fitParts(q, t, acc, sweep, null);
        }
        for (ResourceSets way : ways) {
            List<String> hosts = fitParts(q.withSets(way), t, acc, sweep, way);
            if (hosts != null) {
                return hosts;
            }
        }
        return null;
    }

    /** q and its parts at t, the parts kept to the nodes {@code way} admits (null: any). */
    private List<String> fitParts(Request q, long t, AclAffinity[] acc, FitSweep sweep, ResourceSets way) {
        Map<Integer, Resources> taken = new HashMap<>();
        List<String> all = new ArrayList<>(q.totalTasks());
        for (Request part : q.all()) {
            Request r = part == q || way == null ? part : part.narrowed(way::admits);
            List<String> hosts = fitAt(r, t, acc, taken, part == q ? sweep : null);
            if (hosts == null) {
                return null;
            }
            for (String h : hosts) {
                taken.merge(a.indexOf(h), part.perTask(), Resources::plus);
            }
            all.addAll(hosts);
        }
        return all;
    }

    /** One host per task for q over [t, t + walltime), less what {@code taken} (may be null) already uses per node, or null. */
    List<String> fitAt(Request q, long t, AclAffinity[] acc, Map<Integer, Resources> taken, FitSweep sweep) {
        return fitAt(q, t, acc, taken, sweep, null);
    }

    /** As {@link #fitAt(Request, long, AclAffinity[], Map, FitSweep)}; {@code ranked} as {@link #earliest(Request, long, RankedRows[])} says. */
    private List<String> fitAt(Request q, long t, AclAffinity[] acc, Map<Integer, Resources> taken, FitSweep sweep,
                               RankedRows[] ranked) {
        long end = Times.plus(t, q.walltime() > 0 ? q.walltime() : Times.INFINITY);
        NodeAllocationPolicy policy = q.policy();
        boolean dynamic = policy.dependsOnTime() || a.futureHolds();
        // node sets choose among all feasible nodes: the scan does not stop at enough tasks
        boolean all = dynamic || q.sets().active();
        boolean startsNow = t == a.now() && q.perTask().procs() > 0;
        NodeGroups groups = q.sets().groups(a.nodes());
        if (groups != null && q.sets().firstGroupWins()) {
            return grouped.fit(q, t, end, acc, taken, sweep, groups, dynamic, startsNow);
        }
        CandidateScan scan = new CandidateScan(this, q, t, end, acc, dynamic, startsNow, taken, sweep);
        if (dynamic && startsNow && !anyAccess(acc)) {
            // Only nodes held later can rank ahead of the policy's order: see them all, then the
            // rest in the policy's order until enough tasks are found.
            BitSet open = openNow();
            if (scanAll) {
                heldLaterEach(scan);
            } else {
                heldLaterOpen(scan, open, HeldLaterStop.of(this, q, end, acc, taken != null, sweep != null));
            }
            if (indexOrder(policy)) {
                open.andNot(a.laterHold); // seen above
                for (int i = open.nextSetBit(0); i >= 0 && !(scan.enough() && !q.sets().active()); i = open.nextSetBit(i + 1)) {
                    scan.consider(i);
                }
            } else {
                for (int i : orders.order(policy, acc, q.perTask().gpus())) {
                    if (scan.enough() && !q.sets().active()) {
                        break;
                    }
                    if (!a.laterHold.get(i)) {
                        scan.consider(i);
                    }
                }
            }
        } else if (startsNow && indexOrder(policy)) {
            // Only nodes with free procs or reserved room can take a job now; affinity passes
            // keep positive-affinity reserved nodes first and negative ones last.
            BitSet open = openNow();
            int passes = anyRanked(acc) ? 3 : 1;
            for (int pass = 0; pass < passes && (all || !scan.enough()); pass++) {
                for (int i = open.nextSetBit(0); i >= 0; i = open.nextSetBit(i + 1)) {
                    if (passes == 3 && pass(i, acc) != pass) {
                        continue;
                    }
                    scan.consider(i);
                    if (!all && scan.enough()) {
                        break;
                    }
                }
            }
        } else if (dynamic && startsNow && taken == null && sweep == null && stopsInStaticOrder(q)) {
            untilEnoughInStaticOrder(scan, q);
        } else {
            for (int i : orders.order(policy, acc, q.perTask().gpus())) {
                scan.consider(i);
                if (!all && scan.enough()) {
                    break;
                }
            }
        }
        List<String> hosts = HostChoice.choose(this, q, scan, dynamic, startsNow, acc, taken);
        if (ranked != null && hosts != null && dynamic && !startsNow && scan.ranked() != null) {
            ranked[0] = RankedRows.of(a, scan, scan.ranked(), t, end);
        }
        scan.release(); // the hosts and the ranked rows are copies
        return hosts;
    }

    /**
     * Whether a start now of q, ranked by time ({@link HostChoice#choose}: affinity, then nodes the
     * job leaves before a later hold, then the policy's order), may stop in the policy's static
     * order once enough tasks are found ({@link #untilEnoughInStaticOrder}): a plain request taken
     * task by task under a policy whose order reads only static attributes and ends with the node's
     * position (every policy that does not {@link NodeAllocationPolicy#dependsOnTime}, by its
     * contract), so that ranking the nodes free for ever is their static order, with no ties.
     */
    private boolean stopsInStaticOrder(Request q) {
        return !scanAll && plain(q) && !q.policy().dependsOnTime() && !q.policy().forOneJob();
    }

    /**
     * The candidates for a start now of q, ranked by time, that {@link HostChoice#choose} needs to
     * place it as it would over all nodes: every node held later or reserved (only they rank ahead
     * of the policy's order, or take tasks in the first round: any other node is free for ever from
     * now), then the other nodes in the static order until the candidates ranked so far hold enough
     * tasks. On Lublin under a standing reservation a job admitted to it scanned all ~160 free nodes
     * at every start for some 16 tasks.
     *
     * <p>Why the hosts are the same: every node the full scan would add ranks after the last one
     * counted here (it is free for ever with neutral affinity, and ranks by its position in the
     * static order, after the nodes walked), and its first round takes nothing. So both selections
     * take the same tasks in the first round, and in the second the full one is done within the
     * candidates counted here, which hold enough tasks and rank first in the same order. A reserved
     * or held node that ranks among or after the walked ones is not counted (its rank is not told
     * here): the walk may go further than it must, never less far.
     */
    private void untilEnoughInStaticOrder(CandidateScan scan, Request q) {
        BitSet first = BitSets.copy(a.laterHold);
        first.or(a.reservations.nodes);
        // of those, consider keeps for a start now only nodes with procs free or reserved room: the
        // rest (most nodes held later on Lublin, busy now) are passed over without asking each
        BitSet open = openNow();
        open.and(first);
        long ahead = 0; // tasks on the candidates that rank ahead of every node not walked yet
        for (int i = open.nextSetBit(0); i >= 0; i = open.nextSetBit(i + 1)) {
            int k = scan.count();
            scan.consider(i);
            if (scan.count() > k) {
                int r = NodeFit.rank(scan.affinity(k));
                if (r == 0 || r == 1 && scan.after(k) != Times.INFINITY) {
                    ahead += scan.tasks(k);
                }
            }
        }
        for (int i : orders.order(q.policy(), NO_ACCESS)) {
            if (ahead >= q.tasks()) {
                staticStops++;
                return;
            }
            if (!first.get(i)) {
                int k = scan.count();
                scan.consider(i);
                ahead += scan.count() > k ? scan.tasks(k) : 0;
            }
        }
    }

    /** A new set of the nodes that may take a task now: those with procs free and those with reserved room. */
    private BitSet openNow() {
        BitSet open = BitSets.copy(a.freeNow);
        open.or(a.reservations.nodes);
        return open;
    }

    /**
     * Considers, in position order, the nodes held later that may take a task now: those in
     * {@code open} (procs free now or reserved room), the only nodes {@link CandidateScan#consider}
     * keeps for a start now. On Lublin the top job's reservation holds some 195 of the 256 nodes
     * later, and some 23 of them are free now: walking all of them at every backfill start, each
     * asked and passed over, was a fifth of the start's search in a JVM's early runs.
     */
    private void heldLaterOpen(CandidateScan scan, BitSet open, HeldLaterStop stop) {
        BitSet later = BitSets.copy(a.laterHold);
        later.and(open);
        for (int i = later.nextSetBit(0); i >= 0; i = later.nextSetBit(i + 1)) {
            int k = scan.count();
            scan.consider(i);
            if (stop != null && scan.count() > k && stop.found(scan, k)) {
                heldLaterStops++;
                return; // no node after it ranks ahead of those found (HeldLaterStop)
            }
        }
    }

    /** {@link #heldLaterOpen} as it was: every node held later asked (the plain path, under {@link #scanningAll}). */
    private void heldLaterEach(CandidateScan scan) {
        for (int i = a.laterHold.nextSetBit(0); i >= 0; i = a.laterHold.nextSetBit(i + 1)) {
            scan.consider(i);
        }
    }

    /**
     * From now on, scans every node for a start now ranked by time, asks every node held later of
     * one and walks back each candidate's timeline for when its room became free: the plain paths
     * {@link #untilEnoughInStaticOrder}, {@link #heldLaterOpen} and a start now's
     * {@code CandidateScan.since} are tested against.
     */
    Search scanningAll() {
        scanAll = true;
        return this;
    }

    /** Whether this search takes the plain paths ({@link #scanningAll}). */
    boolean walksAll() {
        return scanAll;
    }

    /** The affinity pass (0 positive, 1 neutral, 2 negative) in which node i is scanned now. */
    int pass(int i, AclAffinity[] acc) {
        return a.reservations.nodes.get(i) ? NodeFit.rank(fit.affinity(i, Long.MIN_VALUE, Long.MAX_VALUE, acc)) : 1;
    }

    /** True when the policy's static order is the resource manager's node order. */
    boolean indexOrder(NodeAllocationPolicy policy) {
        return policy.dependsOnTime() || policy.name().equals("FIRSTAVAILABLE");
    }

    /** True when some admitted reservation has positive or negative affinity (it reorders nodes). */
    static boolean anyRanked(AclAffinity[] acc) {
        for (AclAffinity x : acc) {
            if (x == AclAffinity.POSITIVE || x == AclAffinity.NEGATIVE) {
                return true;
            }
        }
        return false;
    }

    static boolean anyAccess(AclAffinity[] acc) {
        for (AclAffinity x : acc) {
            if (x != null) {
                return true;
            }
        }
        return false;
    }

    Availability availability() {
        return a;
    }
}
