package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeGroups;
import io.jmaui.scheduler.allocation.TaskSelection;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Times;

/**
 * How many of a request's tasks the node scan could find at a start time t, kept up to date as
 * t moves forward through {@link Search#earliest}'s candidate times, so that the scan runs only at
 * times where it can succeed (guide 15.5 start estimates, 7.1 job reservations).
 *
 * <p>Each node's share is what {@link CandidateScan#consider} adds for it: the tasks its least
 * free resources over [t, t + walltime) hold, cut to the request's per-node quantum. That least
 * amount changes only when one of the node's change points leaves the window at its start
 * (a point in (t', t]) or enters it at its end (a point in [t' + walltime, t + walltime)), so a
 * step from t' to t re-counts only the nodes owning such points, found with two cursors over
 * {@link ChangePoints}. Reservation blocks and SINGLEUSER spans begin and end at change points of
 * their node (holding them split its timeline there), so they move no share in between. A point
 * entering the window can only lower a share, so the total stays an upper bound even before it
 * is re-counted; points leaving it must be re-counted (FitSweepTest fails without them).
 *
 * <p>The scan sees no more than every node, so a total below the request's tasks means the scan
 * would find too few: that time is skipped with the same outcome, after re-counting a few nodes
 * instead of scanning all of them. A request whose tasks must come from one group (a node set, a
 * partition: {@link io.jmaui.scheduler.allocation.ResourceSets#groups}) is counted per group: a
 * time is skipped unless some group may hold it, and the scan there looks only at the nodes of
 * such groups ({@link #mayUse}).
 *
 * <p>A request no node can ever serve (its tasks larger than any node's memory, say) would walk
 * every change point of the cluster: after {@link #NEVER_AFTER} steps (at once where the ceilings
 * are built already) the sweep asks once whether the most each node could ever give
 * ({@link FreeCeilings}) falls short, and if so the search stops there with the outcome it would
 * have reached at the end ({@link #fitsNever}).
 */
final class FitSweep {

    /** Steps taken before the sweep asks {@link #fitsNever}: most searches that take a sweep end sooner. */
    static final int NEVER_AFTER = 64;

    private final Search search;
    private final Availability a;
    private final Request q;
    private final AclAffinity[] acc;
    private final long duration;
    /**
     * Per node, whether the request may use it at all (usable, in some group, passing its filter):
     * 0 not asked yet, 1 yes, 2 no. Asked only of a node that would give the request some tasks:
     * the filter of most requests passes nearly every node, and most nodes give nothing.
     */
    private final byte[] eligible;
    /** The groups the request's tasks must all come from (node sets, partitions); null: all nodes are one. */
    private final NodeGroups groups;
    private final long[] groupTotal;
    /** How many groups hold at least the request's tasks. */
    private int meeting;
    private final int[] share;
    private final int[] counted;
    private final ChangePoints points;
    private int step;
    private long total;
    private long at = Long.MIN_VALUE;
    private int leaving;
    private int entering;
    /** {@link #fitsNever}'s answer once asked (null before). */
    private Boolean never;

    FitSweep(Search search, Request q, AclAffinity[] acc, long duration) {
        this.search = search;
        this.a = search.availability();
        this.q = q;
        this.acc = acc;
        this.duration = duration;
        int n = a.size();
        groups = q.sets().groups(a.nodes());
        groupTotal = groups == null ? null : new long[groups.count()];
        eligible = new byte[n];
        share = new int[n];
        counted = new int[n];
        points = a.changePoints();
    }

    /** False when the node scan at t (later than any earlier call) cannot find the request's tasks. */
    boolean mayFit(long t) {
        long end = Times.plus(t, duration);
        if (at == Long.MIN_VALUE) {
            for (int i = 0; i < share.length; i++) {
                add(i, shareAt(i, t, end));
            }
            leaving = points.firstAtOrAfter(t);
            while (leaving < points.size() && points.timeAt(leaving) <= t) {
                leaving++;
            }
            entering = end == Times.INFINITY ? points.size() : points.firstAtOrAfter(end);
        } else {
            step++;
            while (leaving < points.size() && points.timeAt(leaving) <= t) {
                recount(points.nodeAt(leaving++), t, end);
            }
            while (end != Times.INFINITY && entering < points.size() && points.timeAt(entering) < end) {
                recount(points.nodeAt(entering++), t, end);
            }
        }
        at = t;
        return groups == null ? total >= q.tasks() : meeting > 0;
    }

    /**
     * True when no time from now on can give the request its tasks: the most each eligible node
     * holds at any time, cut to the request's per-node quantum, falls short in sum (in every group
     * for a grouped request), so every later {@link #mayFit} is false and the search ends empty,
     * as it would after the last change point. A node with reservation blocks counts as able to
     * take every task: a reservation the request may use adds its room to the timeline's. Asked
     * once the sweep has taken {@link Search#neverAfter} steps, or at once where an earlier sweep
     * has built the ceilings of these timelines already (the iteration's later estimates then skip
     * even the first count of every node).
     */
    boolean fitsNever() {
        if (step < search.neverAfter && !search.hasCeilings(points)) {
            return false;
        }
        if (never == null) {
            never = !anyMayHold(search.ceilings(points));
            search.nevers += never ? 1 : 0;
        }
        return never;
    }

    /** Whether the nodes' ceilings hold the request's tasks in sum (in some group for a grouped request). */
    private boolean anyMayHold(FreeCeilings c) {
        long sum = 0;
        long[] inGroup = groups == null ? null : new long[groups.count()];
        for (int i = 0; i < eligible.length; i++) {
            int fit = a.reservations.at(i) != null ? q.tasks() : Math.min(q.tasks(), c.tasks(i, q.perTask()));
            int use = TaskSelection.usableTasks(fit, q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode());
            if (use == 0 || !eligible(i)) {
                continue;
            }
            if (groups == null) {
                sum += use;
                if (sum >= q.tasks()) {
                    return true;
                }
            } else {
                for (int g : groups.of(i)) {
                    inGroup[g] += use;
                    if (inGroup[g] >= q.tasks()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * False when node i is in no group that may hold the request at the last time given to
     * {@link #mayFit}: the scan there can leave it out with the same outcome.
     */
    boolean mayUse(int i) {
        if (groups == null) {
            return true;
        }
        for (int g : groups.of(i)) {
            if (groupTotal[g] >= q.tasks()) {
                return true;
            }
        }
        return false;
    }

    /** Adds {@code delta} to node i's share and to the totals it counts in. */
    private void add(int i, int delta) {
        share[i] += delta;
        total += delta;
        if (groups != null && delta != 0) {
            for (int g : groups.of(i)) {
                boolean was = groupTotal[g] >= q.tasks();
                groupTotal[g] += delta;
                boolean is = groupTotal[g] >= q.tasks();
                meeting += was == is ? 0 : is ? 1 : -1;
            }
        }
    }

    private void recount(int i, long t, long end) {
        if (counted[i] == step) {
            return;
        }
        counted[i] = step;
        add(i, shareAt(i, t, end) - share[i]);
    }

    private int shareAt(int i, long t, long end) {
        if (!a.usable(i)) {
            return 0;
        }
        int fit = search.fit.tasksFitOver(i, q, t, end, acc);
        int use = TaskSelection.usableTasks(fit, q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode());
        return use == 0 || !eligible(i) ? 0 : use;
    }

    /** Whether the request may use node i at all: usable, in some group, passing its filter (asked once). */
    private boolean eligible(int i) {
        if (eligible[i] == 0) {
            eligible[i] = a.usable(i) && (groups == null || groups.of(i).length > 0) && q.nodeFilter().test(a.nodes().get(i))
                    ? (byte) 1 : (byte) 2;
        }
        return eligible[i] == 1;
    }
}
