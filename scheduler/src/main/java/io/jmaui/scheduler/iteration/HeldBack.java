package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.limits.SharedUsage;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.IdentityRuns;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The last event at which the limits held back every queued job small enough for the processors
 * free ({@link NothingWithinLimits}) and that ended idle, for the next event to start from. Where
 * the limits' verdicts follow the active jobs alone ({@link LimitsThrottle#followsActiveJobs}), a job refused
 * then is refused again while the same active jobs run; and a job too large then is too large now
 * when no more processors are free. So the next event asks only the jobs it did not see, with the
 * throttle it built (the same usage): under per-user limits a long queue waits at its limit, and
 * each arrival asked the whole queue again, and counted the running jobs' usage again. Where the
 * limits read only the usage of each job's own credentials ({@link SharedUsage}), it stands past a
 * job's end or start as well: only the jobs that share usage with a job gone, and those that more
 * processors free make small, are asked again (by the event's own throttle).
 *
 * <p>An event an iteration follows (a job may start) gives back the part of its answer that stands
 * past that iteration, without a throttle ({@link NothingWithinLimits.Answer#standing}): the jobs it
 * found refused are refused still after the starts, which only add usage; the jobs it did not find
 * refused are left out, so the next event asks them. Under per-user limits each arrival that may start
 * was followed by an event that asked the whole queue again (half of a 512-node synthetic trace's
 * events under reslimits, ~290 jobs each).
 *
 * <p>Kept per config ({@link MauiConfig#derived}); taken by the event that reads it and given back
 * with its throttle only by an event that ends idle, so the throttle is never one an iteration
 * charges its starts to, and two threads on one config never share one.
 */
final class HeldBack {

    /** How far past the last match an old job is looked for (that many places past it): jobs that ended or started drop out of the list. */
    private static final int WINDOW = 8;

    /**
     * Guarded by this object's lock, not an AtomicReference: in C1 code, which a simulation's early
     * runs mostly execute, its getAndSet goes through a VarHandle's method handles at every event.
     */
    private Last last;

    private static final Derived<HeldBack> HELD = Derived.of(c -> new HeldBack());

    static HeldBack of(MauiConfig cfg) {
        return cfg.derived(HELD);
    }

    /** The last answer kept, which no one else may then take (null: none). */
    synchronized Last take() {
        Last l = last;
        last = null;
        return l;
    }

    /** Keeps {@code l} (from {@link NothingWithinLimits.Answer#keep}) for the next event: this one ended idle. */
    synchronized void keep(Last l) {
        last = l;
    }

    /**
     * An event's answer: every job of {@code jobs} that was idle and asked at most {@code freeProcs}
     * processors was refused by {@code throttle}, whose verdicts follow the active jobs alone
     * ({@link LimitsThrottle#followsActiveJobs}); null where there was no such job, where an iteration
     * may have charged starts to it, or where it counted active jobs that are gone now
     * ({@link Fresh#stale}), so none is kept (the next event's jobs are then asked by the throttle it
     * builds). None was suspended. {@code jobs}: the event's jobs in its list's order, an array handed
     * over and never written again (the next event's walk reads it as it is, not copied out of a list).
     */
    record Last(Object[] jobs, long freeProcs, LimitsThrottle throttle) {

        /**
         * The jobs of {@code s} this answer does not stand for, in their order; null where it stands for
         * none: more processors are free, or the active jobs are not the same objects (a job started,
         * ended or changed, so the usage the verdicts read changed). The snapshots list the jobs in
         * the same order from event to event (running ones by start, queued ones by submission), so
         * one walk with a short look-ahead matches them; a job not matched is new to it (asked again).
         */
        List<Job> freshIn(Snapshot s, long free) {
            Fresh f = freshIn(s, free, null);
            return f == null ? null : f.jobs();
        }

        /**
         * As {@link #freshIn(Snapshot, long)}; where {@code shared} {@link SharedUsage#carries}, it also
         * stands for an event with more processors free or other active jobs: the jobs it saw that
         * are small only now (more processors free) are asked again, and so are those that share
         * usage with an active job that is gone (ended, or shown anew as another object), whose
         * counters fell; the others are refused still, as active jobs that are new only add usage
         * ({@link SharedUsage}). A job-end event of a long queue held at its users' limits then asks
         * the ended job's user's jobs and the jobs it makes room for, not the whole queue.
         */
        Fresh freshIn(Snapshot s, long free, SharedUsage shared) {
            boolean carries = shared != null && shared.carries();
            if (free > freeProcs && !carries) {
                return null;
            }
            // the event's jobs in an array (one copy, which the answer this event keeps takes as it is): matched a
            // run of the same jobs at a time (IdentityRuns), most of the queue in a few runs, not job by job through
            // the lists' calls (15 % of a 512-node reslimits run)
            Object[] now = s.jobs().toArray();
            Object[] was = jobs;
            List<Job> fresh = new ArrayList<>();
            // the runs of jobs seen (start in now, length): those idle and small now are asked again if they were
            // not then or share a gone job's usage (some 290 a job-end event of a long queue, most of them left as they are)
            int[] seen = carries ? new int[16] : null;
            int runs = 0;
            List<Job> gone = carries ? new ArrayList<>() : null;
            boolean added = false;
            int k = 0;
            for (int i = 0; i < now.length; ) {
                Job j = (Job) now[i];
                int at = IdentityRuns.find(was, k, j, WINDOW + 1);
                if (at >= 0) {
                    if (!goneIdle(k, at, gone)) {
                        return null;
                    }
                    int run = IdentityRuns.run(now, i, was, at);
                    if (carries) {
                        if (2 * runs + 2 > seen.length) {
                            seen = Arrays.copyOf(seen, seen.length * 2);
                        }
                        seen[2 * runs] = i;
                        seen[2 * runs + 1] = run;
                        runs++;
                    }
                    i += run;
                    k = at + run;
                    continue;
                }
                i++;
                if (j.state().isActive()) {
                    if (!carries) {
                        return null; // started, or shown anew while it runs
                    }
                    added = true; // its usage refuses no job that passed, and lets none pass
                    if (j.state() == JobState.SUSPENDED) {
                        fresh.add(j); // which may be resumed: the question asks it, as the whole queue's does
                    }
                } else {
                    fresh.add(j);
                }
            }
            if (!goneIdle(k, was.length, gone)) {
                return null;
            }
            if (carries && (free > freeProcs || !gone.isEmpty())) { // else every job seen stands as it was
                List<Credentials> goneCredentials = credentialsOf(gone);
                for (int r = 0; r < runs; r++) {
                    for (int i = seen[2 * r], to = i + seen[2 * r + 1]; i < to; i++) {
                        Job j = (Job) now[i];
                        int procs = j.procs();
                        if (j.state() == JobState.IDLE && procs <= free
                                && (procs > freeProcs || sharesGone(shared, j, goneCredentials))) {
                            fresh.add(j);
                        }
                    }
                }
            }
            return new Fresh(fresh, added || carries && !gone.isEmpty(), now);
        }

        /** The credentials objects of {@code jobs}, each once: the simulator gives all jobs of one user the same. */
        private static List<Credentials> credentialsOf(List<Job> jobs) {
            List<Credentials> out = new ArrayList<>(jobs.size());
            for (int g = 0; g < jobs.size(); g++) {
                Credentials c = jobs.get(g).credentials();
                if (!out.contains(c)) { // Credentials is a record: equal ones share every name, and so any usage
                    out.add(c);
                }
            }
            return out;
        }

        private static boolean sharesGone(SharedUsage shared, Job j, List<Credentials> gone) {
            Credentials c = j.credentials();
            for (int g = 0; g < gone.size(); g++) {
                if (shared.shares(c, gone.get(g))) {
                    return true;
                }
            }
            return false;
        }

        /**
         * Whether none of the old jobs from {@code from} to {@code to} (left out) was active: their
         * usage is gone. With {@code gone} (non-null) the active ones are added to it instead, and
         * the answer is true.
         */
        private boolean goneIdle(int from, int to, List<Job> gone) {
            for (int g = from; g < to; g++) {
                Job j = (Job) jobs[g]; // a few a call, mostly none
                if (j.state().isActive()) {
                    if (gone == null) {
                        return false;
                    }
                    gone.add(j);
                }
            }
            return true;
        }
    }

    /**
     * The jobs of an event a {@link Last} does not stand for ({@link Last#freshIn(Snapshot, long, SharedUsage)});
     * {@code stale}: the active jobs are not those its throttle counted, which then answers for
     * this event no more (the event's own is asked); {@code now}: the event's jobs in its list's
     * order, handed over, for the answer it keeps ({@link Last#jobs}).
     */
    record Fresh(List<Job> jobs, boolean stale, Object[] now) {
    }
}
