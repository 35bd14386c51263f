package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.limits.SharedUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Whether an iteration could start no queued job because the throttling policies hold back every
 * one that is small enough for the processors free (guide 6.2): each idle job asks for more
 * processors than are free, or is kept off the eligible list ({@link CheckEligibility}, the hard
 * limits), which every start of an iteration comes from. The simulator's shortcut
 * ({@link IdleIteration}) for events where limits, not processors, keep the queue waiting: under
 * per-user limits a long queue waits with half the machine free.
 *
 * <p>Only the small jobs are asked, newest first rather than by priority: without
 * preemption no job starts that is not eligible, and whether a job is eligible depends on the jobs
 * ahead of it only through the idle limits (MAXIJOB, MAXIPROC), which count the jobs already on
 * the list. When every small job is refused none is on the list, so each was refused on its own,
 * and with more jobs ahead of it (the iteration's priority order) it would be refused as well; when
 * some small job would pass alone, the walk puts a job on the list at the latest when it reaches
 * that one (the list is empty until then). So the order the small jobs are asked in changes no
 * answer, only how soon a yes comes (Lublin reslimits, newest first: 3.5 rather than 4.5 million
 * limit checks a run). Jobs held or deferred never start; a suspended job (which may be resumed)
 * or one that is to run now or not at all (which an iteration that does not start it cancels)
 * makes the answer no.
 *
 * <p>An event that follows one which ended idle this way starts from its answer ({@link HeldBack}):
 * while the same active jobs run and no more processors are free, the jobs that event saw are held
 * back still, and only the jobs new since are asked (each arrival under per-user limits).
 */
final class NothingWithinLimits {

    /** The most jobs a standing answer leaves out ({@link #without}). */
    private static final int UNSETTLED = 16;

    private NothingWithinLimits() {
    }

    /**
     * True when no queued job of {@code s} (prepared, QOS assigned, as the stages see it) may start
     * at {@code now} with at most {@code freeProcs} processors free.
     */
    static boolean holds(Snapshot s, long now, long freeProcs, Policies policies) {
        return holds(s, now, freeProcs, () -> policies.throttle().of(s, now));
    }

    /** As {@link #holds(Snapshot, long, long, Policies)} with the event's throttle from {@code throttle}, built only when asked. */
    static boolean holds(Snapshot s, long now, long freeProcs, Supplier<Throttle> throttle) {
        return ask(s.jobs(), freeProcs, throttle).held;
    }

    /**
     * As {@link #holds(Snapshot, long, long, Supplier)}, starting from {@code last}, the last event's
     * answer (null: none), where it stands ({@link HeldBack.Last#freshIn(Snapshot, long, SharedUsage)},
     * {@code shared}: the config's, null to carry nothing past a change of the active jobs): then only
     * the jobs it does not stand for are asked, by its throttle where the active jobs are the same.
     */
    static Answer holds(Snapshot s, long now, long freeProcs, Supplier<Throttle> throttle, HeldBack.Last last,
                        SharedUsage shared) {
        HeldBack.Fresh f = last == null ? null : last.freshIn(s, freeProcs, shared);
        List<Job> fresh = f == null ? null : f.jobs();
        // no throttle kept (no job the last event saw was small), or one that counted other active jobs:
        // the jobs it does not stand for are asked by the event's own
        Throttle kept = f == null || f.stale() ? null : last.throttle();
        Asked a = fresh == null ? ask(s.jobs(), freeProcs, throttle)
                : ask(fresh, freeProcs, kept == null ? throttle : last::throttle);
        // where none was asked, the kept one, or none: then every job the answer stands for was refused
        // by a throttle whose verdicts follow the active jobs (the last event's, or one before it, as
        // HeldBack keeps no answer of a throttle that does not) and only more usage came since
        Throttle t = a.throttle != null ? a.throttle : kept;
        boolean follows = t == null || t instanceof LimitsThrottle l && l.followsActiveJobs();
        if (!a.held) {
            // the jobs refused before the first one within the limits stand; it and the ones not asked do not
            Object[] refused = follows && a.first >= 0 ? without(s.jobs(), a.small, a.first) : null;
            return new Answer(false, null, a.throttle, refused == null ? null : new HeldBack.Last(refused, freeProcs, null));
        }
        if (!follows) {
            return new Answer(true, null, a.throttle, null);
        }
        Object[] jobs = f != null ? f.now() : s.jobs().toArray(); // the event's jobs, copied out of its list once
        HeldBack.Last keep = new HeldBack.Last(jobs, freeProcs, (LimitsThrottle) t);
        return new Answer(true, keep, a.throttle, t == null ? keep : new HeldBack.Last(jobs, freeProcs, null));
    }

    /**
     * Whether the limits hold back every small job, and the answer for the next event to start from
     * where this one ends idle (null: none, as it did not hold, or its throttle's verdicts do not
     * follow the active jobs alone); {@code asked}: the throttle asked (null: none), the event's
     * own or the last event's kept one, which answers as the event's own would (the same active
     * jobs, verdicts that follow them alone). Where the event does not end idle, its iteration may
     * take it ({@link Prepared#offerThrottle}) rather than count the active jobs' usage again.
     *
     * <p>{@code standing}: the answer for the next event where an iteration follows this one
     * (null: none), without a throttle, which that iteration may charge its starts to: the jobs
     * found refused stand past it as past any change of the active jobs (its starts only add
     * usage), and those not found refused (the one within the limits, the ones not asked after it)
     * are left out of it, so the next event asks them again.
     */
    record Answer(boolean held, HeldBack.Last keep, Throttle asked, HeldBack.Last standing) {
    }

    /**
     * Whether {@code jobs} hold no job that may start, the throttle built to ask them (null: none
     * needed); where one may, {@code first}: its position in {@code small}, the small jobs found
     * (-1: not known, as no throttle refused the ones before it).
     */
    private record Asked(boolean held, Throttle throttle, List<Job> small, int first) {
    }

    private static Asked ask(List<Job> jobs, long freeProcs, Supplier<Throttle> throttle) {
        List<Job> small = new ArrayList<>();
        int next = small(jobs, freeProcs, 0, small, true);
        if (next < 0) {
            return new Asked(false, null, small, -1);
        }
        if (small.isEmpty()) {
            return new Asked(true, null, small, -1);
        }
        Throttle t = throttle.get();
        if (t == Throttle.NONE) { // no throttling policy: this small job is eligible, the rest need no look
            return new Asked(false, t, small, -1);
        }
        if (small(jobs, freeProcs, next, small, false) < 0) {
            return new Asked(false, t, small, -1);
        }
        int first = t.firstEligible(small);
        return new Asked(first < 0, t, small, first);
    }

    /**
     * {@code jobs} without {@code small}'s jobs from position {@code from} on; null where they are more
     * than {@link #UNSETTLED}. Those are mostly one or two (the jobs an event asks past the last one's
     * answer); where the whole queue was asked and the newest job passed, an answer standing for what
     * is left would save the next event little.
     */
    private static Object[] without(List<Job> jobs, List<Job> small, int from) {
        if (small.size() - from > UNSETTLED) {
            return null;
        }
        int n = jobs.size();
        boolean[] out = new boolean[n];
        int left = n;
        for (int i = from; i < small.size(); i++) {
            Job j = small.get(i);
            for (int k = n - 1; k >= 0; k--) { // from the end: the small jobs were found newest first
                if (jobs.get(k) == j) {
                    out[k] = true;
                    left--;
                    break;
                }
            }
        }
        Object[] kept = new Object[left];
        for (int k = 0, at = 0; k < n; k++) {
            if (!out[k]) {
                kept[at++] = jobs.get(k);
            }
        }
        return kept;
    }

    /**
     * Adds the small idle jobs of {@code jobs} to {@code small}, newest first from the {@code from}-th
     * newest on; -1 at a suspended job (it may be resumed: a waiting QUEUEJOB:FALSE job, which
     * IdleIteration declined first); with {@code first}, stops after the first small job, giving
     * the position after it; else the list's size.
     *
     * <p>Newest first: where a job may start it is mostly the one that just arrived, and the question
     * ends there. The walk alone in a method, not {@link #ask}'s loop: C2 compiled ask from its loop's
     * backedges early (during the bench's HPC2N reslimits) with the event's throttle build and its
     * verdicts inlined, 6.6 KB of bytecode and 0.65-2.3 s of the one C2 thread, while every stage
     * waited for it; this walk compiles in milliseconds, and the once-an-event glue later, with the
     * stage that calls it. Indexed (a list's iterator is one class shared by every list), counting
     * up: C2's code for a loop counting down to 0 that may return early traps (loop_limit_check) at
     * the first list of one job it meets.
     */
    private static int small(List<Job> jobs, long freeProcs, int from, List<Job> small, boolean first) {
        int n = jobs.size();
        for (int k = from; k < n; k++) {
            Job j = jobs.get(n - 1 - k);
            JobState state = j.state();
            if (state == JobState.SUSPENDED) {
                return -1;
            }
            if (state == JobState.IDLE && j.procs() <= freeProcs) {
                small.add(j);
                if (first) {
                    return k + 1;
                }
            }
        }
        return n;
    }
}
