package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.List;

/**
 * One node's fit for a request over an interval (guide 8.2 node access policies, 7.1.5
 * reservation access): how many of its tasks the node takes given what is free there and the
 * admin and standing reservations the request may use, whether the node refuses it outright
 * (not whole for a dedicating job, another user's SINGLEUSER job), its affinity, and how long it
 * stays idle after the job. {@link Search}, its {@link CandidateScan} and the start estimates'
 * {@link FitSweep} ask it node by node; the search decides which nodes to ask and when.
 */
final class NodeFit {

    private final Availability a;

    NodeFit(Availability a) {
        this.a = a;
    }

    /** How long a node whose timeline is {@code tl} stays idle after a job ending at {@code end}: until its next drop (INFINITY: never). */
    static long idleAfter(Timeline tl, long end) {
        if (end == Times.INFINITY) {
            return Times.INFINITY;
        }
        long drop = tl.nextDropAtOrAfter(end);
        return drop == Times.INFINITY ? Times.INFINITY : drop - end;
    }

    /** How many of q's tasks node i takes over [s, e) given {@code min} free there: 0 when it refuses q. */
    int tasksFit(int i, Request q, Resources min, long s, long e) {
        NodeAccessPolicy ap = a.accessOn(i, q.accessPolicy());
        if (refuses(i, q, ap, min.procs(), s, e)) {
            return 0;
        }
        return capped(q, ap, min.tasksOf(q.perTask()));
    }

    /**
     * {@code tasksFit(i, q, minFree(i, s, e, acc), s, e)}, without building the least free amount
     * where nothing else needs it: no reservation the request may use lies on node i over [s, e)
     * and its task asks no GPUs or generic resources. The start estimates' sweep ({@link FitSweep})
     * asks this of every node at each candidate time.
     */
    int tasksFitOver(int i, Request q, long s, long e, AclAffinity[] acc) {
        return tasksFitOver(i, a.timeline(i), q, s, e, acc);
    }

    /** {@link #tasksFitOver(int, Request, long, long, AclAffinity[])} given node i's timeline {@code tl}, read already. */
    int tasksFitOver(int i, Timeline tl, Request q, long s, long e, AclAffinity[] acc) {
        List<Block> bl = a.reservations.at(i);
        boolean usable = bl != null && anyAccessible(bl, acc, s, e);
        if (usable || q.perTask().hasDevices()) {
            // minFree(i, s, e, acc), the blocks it would look up and ask again already read here
            return tasksFit(i, q, usable ? leastUnder(tl, bl, acc, s, e) : tl.minOver(s, e), s, e);
        }
        NodeAccessPolicy ap = a.accessOn(i, q.accessPolicy());
        boolean whole = ap.dedicatesNode() || q.dedicated();
        if (refuses(i, q, ap, whole ? tl.minProcsOver(s, e) : Long.MAX_VALUE, s, e)) {
            return 0;
        }
        return capped(q, ap, tl.tasksOver(s, e, q.perTask()));
    }

    /** True when node i takes none of q's tasks over [s, e) whatever is free: not whole for a dedicating request, a user conflict. */
    private boolean refuses(int i, Request q, NodeAccessPolicy ap, long minProcs, long s, long e) {
        if ((ap.dedicatesNode() || q.dedicated()) && minProcs < a.nodes().get(i).configured().procs()) {
            return true;
        }
        return a.userConflict(i, q.user(), s, e, ap == NodeAccessPolicy.SINGLEUSER);
    }

    private static int capped(Request q, NodeAccessPolicy ap, int tasks) {
        int fit = Math.min(tasks, q.tasks());
        return ap == NodeAccessPolicy.SINGLETASK ? Math.min(fit, 1) : fit;
    }

    /**
     * The least free resources on node i over [s, e), counting reservations the request may use:
     * the least of the amounts at s, at the timeline's change points in (s, e) and at the blocks'
     * starts and ends in (s, e), the only times the amount changes. Taken point by point as they
     * come, with no list of boxed times: the node scans ask this of every node under a standing
     * reservation the job may use (HPC2N's daily one, Lublin's), and the list was most of its cost.
     */
    Resources minFree(int i, long s, long e, AclAffinity[] acc) {
        List<Block> bl = a.reservations.at(i);
        Timeline tl = a.timeline(i);
        if (bl == null || !anyAccessible(bl, acc, s, e)) {
            return tl.minOver(s, e);
        }
        return leastUnder(tl, bl, acc, s, e);
    }

    /** {@link #minFree} on a node of timeline tl whose blocks bl include one the request may use over [s, e). */
    private static Resources leastUnder(Timeline tl, List<Block> bl, AclAffinity[] acc, long s, long e) {
        Resources min = freeAt(tl, bl, acc, s);
        for (int k = tl.indexAt(s) + 1; k < tl.size() && tl.timeAt(k) < e; k++) {
            min = min.min(freeAt(tl, bl, acc, tl.timeAt(k)));
        }
        for (Block b : bl) {
            if (b.start() > s && b.start() < e) {
                min = min.min(freeAt(tl, bl, acc, b.start()));
            }
            if (b.end() > s && b.end() < e) {
                min = min.min(freeAt(tl, bl, acc, b.end()));
            }
        }
        return min;
    }

    /** What a request that may use the reservations {@code acc} admits finds free at p on a node of timeline tl and blocks bl. */
    private static Resources freeAt(Timeline tl, List<Block> bl, AclAffinity[] acc, long p) {
        Resources v = tl.valueAt(p);
        for (Block b : bl) {
            if (acc[b.reservation()] != null && b.activeAt(p)) {
                v = v.plus(b.amount());
            }
        }
        return v;
    }

    private static boolean anyAccessible(List<Block> bl, AclAffinity[] acc, long s, long e) {
        for (Block b : bl) {
            if (acc[b.reservation()] != null && b.overlaps(s, e)) {
                return true;
            }
        }
        return false;
    }

    /** Node i's affinity for q over [s, e): POSITIVE over NEGATIVE over NEUTRAL among the reservations it may use there. */
    AclAffinity affinity(int i, long s, long e, AclAffinity[] acc) {
        List<Block> bl = a.reservations.at(i);
        AclAffinity best = AclAffinity.NEUTRAL;
        if (bl != null) {
            for (Block b : bl) {
                AclAffinity x = acc[b.reservation()];
                if (x != null && b.overlaps(s, e) && rank(x) != 1 && (best == AclAffinity.NEUTRAL || x == AclAffinity.POSITIVE)) {
                    best = x;
                }
            }
        }
        return best;
    }

    /** An affinity's place in the node order: positive first (0), neutral (1), negative last (2). */
    static int rank(AclAffinity x) {
        return x == AclAffinity.POSITIVE ? 0 : x == AclAffinity.NEGATIVE ? 2 : 1;
    }
}
