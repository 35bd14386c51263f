package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.allocation.TaskSelection;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The nodes one request could use over [t, end), gathered one node at a time: what fits on each
 * and, when ranking by time, when its room became free and how long it stays idle after the job.
 */
final class CandidateScan {

    private final Search search;
    private final Availability a;
    private final Request q;
    private final long t;
    private final long end;
    private final AclAffinity[] acc;
    private final boolean dynamic;
    private final boolean startsNow;
    /** What earlier requests of the same job already take per node (null: none). */
    private final Map<Integer, Resources> taken;
    /** The sweep counted for this request at t, or null: nodes in no group that may hold it are left out. */
    private final FitSweep sweep;
    /** Null for a scan that only counts tasks ({@link #counting}): no candidate is kept. */
    private final List<NodeCandidate> candidates;
    private long found;

    CandidateScan(Search search, Request q, long t, long end, AclAffinity[] acc, boolean dynamic, boolean startsNow,
                  Map<Integer, Resources> taken, FitSweep sweep) {
        this(search, q, t, end, acc, dynamic, startsNow, taken, sweep, false);
    }

    private CandidateScan(Search search, Request q, long t, long end, AclAffinity[] acc, boolean dynamic,
                          boolean startsNow, Map<Integer, Resources> taken, FitSweep sweep, boolean counting) {
        this.taken = taken;
        this.sweep = sweep;
        this.search = search;
        this.a = search.availability();
        this.q = q;
        this.t = t;
        this.end = end;
        this.acc = acc;
        this.dynamic = dynamic;
        this.startsNow = startsNow;
        // a scan ranking by time sees every node that may take a task (now: those with procs free or
        // reserved room), and growing its list from empty copied it a dozen times per search
        int expected = !dynamic ? 10 : startsNow ? a.freeNow.cardinality() + a.reservations.nodes.cardinality() : a.size();
        this.candidates = counting ? null : new ArrayList<>(expected);
    }

    /**
     * A scan that only counts the tasks the nodes it considers take ({@link #enough}), for a
     * verdict without hosts: each node's fit is read from its timeline without building its least
     * free resources or a candidate ({@link NodeFit#tasksFitOver}, the same count).
     */
    static CandidateScan counting(Search search, Request q, long t, long end, AclAffinity[] acc, boolean startsNow) {
        return new CandidateScan(search, q, t, end, acc, false, startsNow, null, null, true);
    }

    void consider(int i) {
        boolean reserved = a.reservations.blocks.get(i) != null;
        if (startsNow ? !a.freeNow.get(i) && !reserved
                : !a.usable(i) || (a.timeline(i).procsAtTime(t) < q.perTask().procs() && !reserved)) {
            return;
        }
        if (sweep != null && !sweep.mayUse(i)) {
            return;
        }
        Node node = a.nodes().get(i);
        if (!a.usable(i) || !q.nodeFilter().test(node)) {
            return;
        }
        if (candidates == null) {
            found += TaskSelection.usableTasks(search.fit.tasksFitOver(i, q, t, end, acc), q.tasks(), q.nodes(),
                    q.tasksPerNode(), q.exactNode());
            return;
        }
        int fit;
        if (taken != null && taken.containsKey(i)) {
            Resources min = search.fit.minFree(i, t, end, acc).minus(taken.get(i));
            fit = search.fit.tasksFit(i, q, min, t, end);
        } else {
            fit = search.fit.tasksFitOver(i, q, t, end, acc); // the same count, without a Resources per node
        }
        int use = TaskSelection.usableTasks(fit, q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode());
        if (use == 0) {
            return;
        }
        // never before now: a timeline carried from an earlier iteration starts when it was made
        long since = dynamic ? Math.max(a.now(), a.timeline(i).freeSince(t, (long) use * q.perTask().procs())) : 0;
        long after = dynamic && a.laterHold.get(i) ? search.fit.idleAfter(i, end) : Times.INFINITY;
        AclAffinity affinity = reserved ? search.fit.affinity(i, t, end, acc) : AclAffinity.NEUTRAL;
        candidates.add(new NodeCandidate(node, i, fit, since, after, affinity, a.nodePriority[i]));
        found += use;
    }

    boolean enough() {
        return found >= q.tasks();
    }

    List<NodeCandidate> candidates() {
        return candidates;
    }
}
