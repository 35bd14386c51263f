package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.iteration.BypassCounts;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The simulated queue: the jobs submitted and not started, in submission order, each with the
 * job the snapshot shows for it. A job's view is built once and again only when the scheduler
 * gives it another bypass count, so an event's snapshot costs a copy of the views and a walk
 * from the first view not built yet (the jobs queued since the last one), and hashes no job. It
 * also knows the smallest processor count any queued job asks for, which says at once whether
 * anything can start in the processors left free.
 *
 * <p>The submission order is kept in arrays as well as the map by id, the jobs and beside them
 * their views: every event's snapshot copies the whole queue's views, and a copy of one array
 * reads no job's entry (a walk over a linked map's entries cost 20-30 ns a job in cache misses).
 * A job that leaves is only marked there, and its position noted: a snapshot copies the runs
 * between the gaps, and the gaps are closed only once they are a quarter of the entries (closing
 * them at every event walked Lublin's long queue under limits for the one or two jobs started, a
 * twentieth of its run).
 *
 * <p>Where the scheduler reads no job's bypass count but to add to it ({@link
 * SimulationScheduler#readsBypassCounts}), a view keeps the count it was built with: backfill
 * bypasses most of a long queue at every event under the default policy, and building a hundred
 * views again cost more than the rest of the snapshot, and made every one of those jobs new to
 * the iteration's carried preparation. The counts the scheduler gives back are then its view's
 * count plus what it added, and the queue keeps each job's true count beside its view. Where the
 * counts come as their rule (every job of the snapshot above a backfilled one gets one more), the
 * queue keeps the rule by place ({@link BypassMarks}) and adds it to a job's count only when the
 * count is read: a start, a snapshot that shows the counts, or a move of the places.
 */
final class SimulatedQueue {

    private final Map<String, Queued> queued = new HashMap<>();
    /** The queued jobs in submission order, with {@link Queued#gone} marks among them. */
    private Queued[] order = new Queued[64];
    /** Beside each of {@link #order}, its job's id (the trace's string): {@link #near} reads no job to compare them. */
    private String[] idAt = new String[64];
    /** Beside each of {@link #order}, its view; null until built and for a job gone. */
    private Job[] shown = new Job[64];
    private int ends;
    private int gone;
    /** The positions of the {@link #gone} entries, in increasing order. */
    private int[] gaps = new int[16];
    /** No view is missing before this position: the snapshot's walk for views to build starts here. */
    private int unbuilt;
    /** How many queued jobs ask for each processor count. */
    private final ProcCounts procs = new ProcCounts();
    private long idleProcs;
    /** The bypass count of each job that left the queue, as the scheduler last gave it: for a job queued again. */
    private final Map<String, Integer> bypass = new HashMap<>();
    /**
     * One credentials object per distinct credentials: jobs of one user, group, account, class and
     * QOS share it, so the iteration's look-ups by credentials (priority terms, QOS grants, limit
     * counters) find it by identity before they compare names.
     */
    private final Map<Credentials, Credentials> credentials = new HashMap<>();
    /** A view shows its job's bypass count as it is now (else as it was when the view was built). */
    private final boolean viewsShowBypass;
    /**
     * The counts owed by an iteration's rule ({@link BypassMarks#marked}) and not yet added to each job's
     * {@link Queued#bypass}: a job's count is {@link #count}. Covers the places of {@link #order}.
     */
    private BypassMarks marks = new BypassMarks(64);

    /** A queue whose views show the bypass counts only where {@code viewsShowBypass}; see the class comment. */
    SimulatedQueue(boolean viewsShowBypass) {
        this.viewsShowBypass = viewsShowBypass;
    }

    void add(TraceJob j) {
        Queued q = new Queued(j, credentials(j), bypass.getOrDefault(j.id(), 0));
        Queued was = queued.put(j.id(), q);
        if (was != null) { // a trace that gives one id twice: the later job takes the earlier's place, as in a linked map
            q.pos = was.pos;
            q.base = marks.after(q.pos); // the marks made before it came are not its
            order[q.pos] = q;
            idAt[q.pos] = j.id();
            shown[q.pos] = null;
            unbuilt = Math.min(unbuilt, q.pos);
            count(was.job, -1);
        } else {
            if (ends == order.length) {
                marks.fold(order, ends);
                order = Arrays.copyOf(order, ends * 2);
                idAt = Arrays.copyOf(idAt, ends * 2);
                shown = Arrays.copyOf(shown, ends * 2);
                marks = new BypassMarks(order.length);
            }
            q.pos = ends;
            idAt[ends] = j.id();
            order[ends++] = q;
        }
        count(j, 1);
    }

    /** Counts job {@code j} into ({@code +1}) or out of ({@code -1}) the processor counts. */
    private void count(TraceJob j, int sign) {
        procs.count(j.procs(), sign);
        idleProcs += sign * j.procs();
    }

    /** Takes job {@code id} off the queue; null when it is not queued. */
    TraceJob remove(String id) {
        Queued q = take(id);
        return q == null ? null : q.job;
    }

    /**
     * Takes job {@code id} off the queue, with its shared credentials object and its bypass count
     * ({@link #bypassCount} from now on); null when it is not queued. For a start, which builds the
     * job's view while it runs from both: hashing its credentials and id again was 1 % of a run.
     */
    Queued take(String id) {
        Queued q = queued.remove(id);
        if (q == null) {
            return null;
        }
        q.bypass = count(q); // its count from now on: the marks after its place are no longer its
        if (q.bypass != 0 || bypass.containsKey(id)) {
            bypass.put(id, q.bypass);
        }
        q.gone = true;
        shown[q.pos] = null;
        if (gone == gaps.length) {
            gaps = Arrays.copyOf(gaps, 2 * gone);
        }
        int g = gone++;
        for (; g > 0 && gaps[g - 1] > q.pos; g--) { // kept in order: a few, and mostly taken near the front
            gaps[g] = gaps[g - 1];
        }
        gaps[g] = q.pos;
        count(q.job, -1);
        return q;
    }

    /** Drops the jobs that left from {@link #order} and {@link #shown}, keeping the others' order. */
    private void compact() {
        marks.fold(order, ends); // the places move
        int k = 0;
        int from = ends;
        for (int i = 0; i < ends; i++) {
            Queued q = order[i];
            if (!q.gone) {
                q.pos = k;
                order[k] = q;
                idAt[k] = idAt[i];
                if (shown[i] == null && from == ends) {
                    from = k;
                }
                shown[k++] = shown[i];
            }
        }
        unbuilt = Math.min(from, k);
        Arrays.fill(order, k, ends, null);
        Arrays.fill(idAt, k, ends, null);
        Arrays.fill(shown, k, ends, null);
        ends = k;
        gone = 0;
    }

    /** Job {@code q}'s bypass count: what it was given, and what the marks made since it was placed owe it. */
    private int count(Queued q) {
        return q.count(marks);
    }

    int size() {
        return queued.size();
    }

    /** Processors the queued jobs ask for, together. */
    long idleProcs() {
        return idleProcs;
    }

    /** True when no queued job asks for as few processors as {@code free}: nothing can start. */
    boolean nothingFits(long free) {
        return procs.fewest() > free;
    }

    /** Processor-seconds the queued jobs ask for (processors times walltime), together. */
    double procSeconds() {
        double ps = 0;
        for (int i = 0; i < ends; i++) {
            Queued q = order[i];
            if (!q.gone) {
                ps += (double) q.job.procs() * q.job.walltime();
            }
        }
        return ps;
    }

    /**
     * Takes the scheduler's bypass counts (those that changed), each its job's view's count plus
     * what the iteration added; where the views show the counts, a queued job whose count changed
     * gets its view again with the new count. An iteration's counts ({@link BypassCounts}) come in
     * priority order, under the default policy the submission order: each job is looked for in
     * {@link #order} a few places on from the last one found, by its id's identity (the view's
     * own string, which the scheduler's job carries) in {@link #idAt}, and only where it is not
     * found by its id's hash. A hash look-up per count, through a lambda made per event, was 1.7 %
     * of a Lublin default run in tier-3 code; comparing the jobs' own ids instead read every job.
     */
    void bypassCounts(Map<String, Integer> counts) {
        if (counts.isEmpty()) {
            return; // most events backfill nothing: no lambda made
        }
        if (counts instanceof BypassCounts r && r.inSnapshotOrder() && !viewsShowBypass && marks.marked(r, queued)) {
            return;
        }
        if (!(counts instanceof BypassCounts b)) {
            counts.forEach((id, n) -> bypass(queued.get(id), n));
            return;
        }
        int from = 0;
        for (int i = 0; i < b.size(); i++) {
            String id = b.id(i);
            Queued q = near(from, id);
            if (q == null) {
                q = queued.get(id);
            }
            if (q != null) {
                bypass(q, b.count(i));
                from = q.pos + 1;
            }
        }
    }

    /** The job queued under {@code id} (that very string) among the {@link #WINDOW} entries of {@link #order} from {@code from} on; null if not there. */
    private Queued near(int from, String id) {
        int to = Math.min(ends, from + WINDOW);
        for (int k = from; k < to; k++) {
            if (idAt[k] == id) {
                Queued q = order[k];
                return q.gone ? null : q; // one gone: the job may be queued again further on
            }
        }
        return null;
    }

    /** How far {@link #near} looks: the jobs started or held between two counted ones. */
    private static final int WINDOW = 8;

    /** Job {@code q}'s count {@code n} from the scheduler (null: not queued). */
    private void bypass(Queued q, int n) {
        if (q != null) {
            q.bypass += n - q.shownBypass;
            if (viewsShowBypass && shown[q.pos] != null) {
                shown[q.pos] = shown[q.pos].withBypassCount(count(q));
                q.shownBypass = count(q);
            }
        }
    }

    /** Job {@code id}'s bypass count as the scheduler last gave it, 0 if never. */
    int bypassCount(String id) {
        Queued q = queued.get(id);
        return q != null ? count(q) : bypass.getOrDefault(id, 0);
    }

    /**
     * Every queued job, as the snapshot shows it, into {@code out} from position {@code at} on in
     * submission order ({@code out} has room for {@link #size()}: the snapshot's own array, copied
     * no further); with {@code current}, every view shows its job's bypass count as it is now, as
     * a snapshot shown to the user must (the simulation's stop iteration).
     */
    void views(Object[] out, int at, boolean current) {
        built(current);
        int from = 0; // the runs between the gaps, in order
        for (int g = 0; g < gone; g++) {
            int p = gaps[g];
            System.arraycopy(shown, from, out, at, p - from);
            at += p - from;
            from = p + 1;
        }
        System.arraycopy(shown, from, out, at, ends - from);
    }

    /**
     * Closes the gaps the jobs that left made once they are a quarter of the entries, and builds
     * the views missing (all as they are now with {@code current}).
     */
    private void built(boolean current) {
        if (gone > 0 && gone * 4 >= ends) {
            compact();
        }
        for (int i = current ? 0 : unbuilt; i < ends; i++) { // the views are built up to unbuilt
            Queued q = order[i];
            if (shown[i] == null) {
                if (q.gone) {
                    continue; // a gap: no view
                }
                int n = count(q);
                shown[i] = Queued.view(q.job, q.credentials, n);
                q.shownBypass = n;
            } else if (current && q.shownBypass != count(q)) {
                int n = count(q);
                shown[i] = shown[i].withBypassCount(n);
                q.shownBypass = n;
            }
        }
        unbuilt = ends;
    }

    /** The queued jobs in submission order. */
    List<TraceJob> jobs() {
        List<TraceJob> out = new ArrayList<>(queued.size());
        for (int i = 0; i < ends; i++) {
            if (!order[i].gone) {
                out.add(order[i].job);
            }
        }
        return out;
    }

    /** The shared credentials object of trace job {@code t}. */
    Credentials credentials(TraceJob t) {
        return credentials.computeIfAbsent(new Credentials(t.user(), t.group(), t.account(), t.jobClass(), t.qos()),
                c -> c);
    }
}
