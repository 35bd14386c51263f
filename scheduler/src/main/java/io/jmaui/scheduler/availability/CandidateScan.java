package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.allocation.TaskSelection;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The nodes one request could use over [t, end), gathered one node at a time: what fits on each
 * and, when ranking by time, when its room became free and how long it stays idle after the job.
 * Kept in parallel columns, one row per candidate in scan order: every job reservation's search
 * gathers some 230 candidates on Lublin at every event, and the records it made for them were an
 * eighth of what an allocation allocated; {@link #candidates} makes them only for a caller that
 * ranks them with a policy's comparator.
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
    /** False for a scan that only counts tasks ({@link #counting}): no candidate is kept. */
    private final boolean keeps;
    /** Per candidate: its node's position, the tasks that fit there, freeSince, idleAfter and affinity. */
    private int[] index;
    private int[] tasks;
    private long[] since;
    private long[] after;
    private AclAffinity[] affinity;
    private int count;
    private long found;
    /** The rank order {@link #rankedLastAvailable} gave, null until it is asked. */
    private int[] ranked;
    /** The search's spare columns this scan took ({@link #release}), null when it made its own. */
    private Spare spare;

    /**
     * The columns of a finished scan, for the next scan: the searches run one scan at a time
     * through {@link Search#fitAt}, which copies what it keeps of a scan (hosts, {@link RankedRows})
     * before the scan ends, and five arrays of every node made for each start now and job
     * reservation were a twentieth of what a simulation under a policy with four job reservations
     * allocates. Handed on with the carried searches from event to event, where availabilities
     * built on one base might search at once: taken and given back with a compare-and-set, so a
     * scan made while the spare is out makes its own columns.
     */
    static final class Spare {
        private final AtomicBoolean out = new AtomicBoolean();
        private int[] index = new int[0];
        private int[] tasks = new int[0];
        private long[] since = new long[0];
        private long[] after = new long[0];
        private AclAffinity[] affinity = new AclAffinity[0];
    }

    CandidateScan(Search search, Request q, long t, long end, AclAffinity[] acc, boolean dynamic, boolean startsNow,
                  Map<Integer, Resources> taken, FitSweep sweep) {
        this(search, q, t, end, acc, dynamic, startsNow, taken, sweep, false, -1);
    }

    /** A scan ranking by time at t after now that expects some {@code capacity} candidates: a few changed nodes ({@link RankedRows}). */
    static CandidateScan later(Search search, Request q, long t, long end, AclAffinity[] acc, int capacity) {
        return new CandidateScan(search, q, t, end, acc, true, false, null, null, false, capacity);
    }

    private CandidateScan(Search search, Request q, long t, long end, AclAffinity[] acc, boolean dynamic,
                          boolean startsNow, Map<Integer, Resources> taken, FitSweep sweep, boolean counting,
                          int capacity) {
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
        int expected = capacity >= 0 ? capacity : !dynamic ? 10
                : startsNow ? a.freeNow.cardinality() + a.reservations.nodes.cardinality() : a.size();
        this.keeps = !counting;
        Spare s = counting || capacity >= 0 ? null : search.spare;
        if (s != null && take(s, expected)) {
            spare = s;
            index = s.index;
            tasks = s.tasks;
            since = s.since;
            after = s.after;
            affinity = s.affinity;
        } else if (keeps) {
            index = new int[expected];
            tasks = new int[expected];
            since = new long[expected];
            after = new long[expected];
            affinity = new AclAffinity[expected];
        }
    }

    /**
     * A scan that only counts the tasks the nodes it considers take ({@link #enough}), for a
     * verdict without hosts: each node's fit is read from its timeline without building its least
     * free resources or a candidate ({@link NodeFit#tasksFitOver}, the same count).
     */
    static CandidateScan counting(Search search, Request q, long t, long end, AclAffinity[] acc, boolean startsNow) {
        return new CandidateScan(search, q, t, end, acc, false, startsNow, null, null, true, -1);
    }

    void consider(int i) {
        boolean reserved = a.reservations.at(i) != null;
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
        if (!keeps) {
            found += TaskSelection.usableTasks(search.fit.tasksFitOver(i, q, t, end, acc), q.tasks(), q.nodes(),
                    q.tasksPerNode(), q.exactNode());
            return;
        }
        // read once: nothing is held while a scan reads, so every read gives this very timeline
        Timeline tl = a.timeline(i);
        int fit;
        if (taken != null && taken.containsKey(i)) {
            Resources min = search.fit.minFree(i, t, end, acc).minus(taken.get(i));
            fit = search.fit.tasksFit(i, q, min, t, end);
        } else {
            fit = search.fit.tasksFitOver(i, tl, q, t, end, acc); // the same count, without a Resources per node
        }
        int use = TaskSelection.usableTasks(fit, q.tasks(), q.nodes(), q.tasksPerNode(), q.exactNode());
        if (use == 0) {
            return;
        }
        long since = dynamic ? since(tl, use) : 0;
        long after = dynamic && a.laterHold.get(i) ? NodeFit.idleAfter(tl, end) : Times.INFINITY;
        AclAffinity affinity = reserved ? search.fit.affinity(i, t, end, acc) : AclAffinity.NEUTRAL;
        if (count == index.length) {
            grow();
        }
        index[count] = i;
        tasks[count] = fit;
        this.since[count] = since;
        this.after[count] = after;
        this.affinity[count] = affinity;
        count++;
        found += use;
    }

    /**
     * When the room for {@code use} tasks on a node whose timeline is {@code tl} became free, never
     * before now (a timeline carried from an earlier iteration starts when it was made). For a start
     * now that is now, or the timeline's origin if later: {@link Timeline#freeSince} from now gives
     * a change point at or before now, or the origin when that is later; so a start now, whose scan
     * has every candidate's room free since now on Lublin, asks no walk back over the timeline
     * (under {@link Search#scanningAll}, the plain path, it walks back).
     */
    private long since(Timeline tl, int use) {
        if (startsNow && !search.walksAll()) {
            return Math.max(a.now(), tl.origin());
        }
        return Math.max(a.now(), tl.freeSince(t, (long) use * q.perTask().procs()));
    }

    private void grow() {
        int cap = Math.max(8, count * 2);
        index = Arrays.copyOf(index, cap);
        tasks = Arrays.copyOf(tasks, cap);
        since = Arrays.copyOf(since, cap);
        after = Arrays.copyOf(after, cap);
        affinity = Arrays.copyOf(affinity, cap);
    }

    /**
     * Hands this scan's columns to the search's next scan: call once the scan's candidates have
     * been read for the last time. The spare takes the larger columns.
     */
    void release() {
        Spare s = search.spare;
        if (!keeps || spare == null && (index.length <= s.index.length || !s.out.compareAndSet(false, true))) {
            return;
        }
        s.index = index;
        s.tasks = tasks;
        s.since = since;
        s.after = after;
        s.affinity = affinity;
        s.out.set(false);
        spare = null;
    }

    /** Takes the spare when it is free and holds {@code expected} nodes; one too small stays free. */
    private static boolean take(Spare s, int expected) {
        if (!s.out.compareAndSet(false, true)) {
            return false;
        }
        if (s.index.length >= expected) {
            return true;
        }
        s.out.set(false);
        return false;
    }

    boolean enough() {
        return found >= q.tasks();
    }

    /** The time the scan asks from. */
    long start() {
        return t;
    }

    /** The end of the interval the scan asks over. */
    long end() {
        return end;
    }

    /** The candidates found so far, in scan order. */
    int count() {
        return count;
    }

    /** Candidate k's node position. */
    int index(int k) {
        return index[k];
    }

    /** Every candidate's node position, in scan order (the first {@link #count} entries): read, never written. */
    int[] indexColumn() {
        return index;
    }

    /** Every candidate's tasks, in scan order (the first {@link #count} entries): read, never written. */
    int[] tasksColumn() {
        return tasks;
    }

    /** How many of the request's tasks fit on candidate k. */
    int tasks(int k) {
        return tasks[k];
    }

    /** When candidate k's room became free (0 when not ranking by time). */
    long since(int k) {
        return since[k];
    }

    /** How long candidate k stays idle after the job (INFINITY: for ever, or not ranking by time). */
    long after(int k) {
        return after[k];
    }

    AclAffinity affinity(int k) {
        return affinity[k];
    }

    /** The candidates' positions in LASTAVAILABLE's rank order ({@link PackedRank}), null when its keys do not fit. */
    int[] rankedLastAvailable() {
        ranked = PackedRank.order(count, since, after, index, affinity);
        return ranked;
    }

    /**
     * The candidates' positions in the rank order of a static policy whose nodes' places are
     * {@code place} ({@link NodeOrders#staticRanked}, {@link PackedRank#byPlace}), null when its
     * keys do not fit; not kept as {@link #ranked} (a job reservation's rows are LASTAVAILABLE's).
     */
    int[] rankedByPlace(int[] place) {
        return PackedRank.byPlace(count, after, index, affinity, place);
    }

    /** The order {@link #rankedLastAvailable} last gave, null when it was not asked or the keys did not fit. */
    int[] ranked() {
        return ranked;
    }

    /** The candidates as records, in scan order: for ranking with a policy's comparator and for node sets. */
    List<NodeCandidate> candidates() {
        List<NodeCandidate> out = new ArrayList<>(count);
        for (int k = 0; k < count; k++) {
            int i = index[k];
            out.add(new NodeCandidate(a.nodes().get(i), i, tasks[k], since[k], after[k], affinity[k], a.nodePriority[i]));
        }
        return out;
    }
}
