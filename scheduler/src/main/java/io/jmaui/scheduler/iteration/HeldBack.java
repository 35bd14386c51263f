package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.List;

/**
 * The last event at which the limits held back every queued job small enough for the processors
 * free ({@link NothingWithinLimits}) and that ended idle, for the next event to start from. Where
 * the limits' verdicts follow the active jobs alone ({@link LimitsThrottle#followsActiveJobs}), a job refused
 * then is refused again while the same active jobs run; and a job too large then is too large now
 * when no more processors are free. So the next event asks only the jobs it did not see, with the
 * throttle it built (the same usage): under per-user limits a long queue waits at its limit, and
 * each arrival asked the whole queue again, and counted the running jobs' usage again.
 *
 * <p>Kept per config ({@link MauiConfig#derived}); taken by the event that reads it and given back
 * only by an event that ends idle, so the throttle is never one an iteration charges its starts to,
 * and two threads on one config never share one.
 */
final class HeldBack {

    /** How far past the last match an old job is looked for: jobs that ended or started drop out of the list. */
    private static final int WINDOW = 8;

    /**
     * Guarded by this object's lock, not an AtomicReference: in C1 code, which a simulation's early
     * runs mostly execute, its getAndSet goes through a VarHandle's method handles at every event.
     */
    private Last last;

    static HeldBack of(MauiConfig cfg) {
        return cfg.derived(HeldBack.class, c -> new HeldBack());
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
     * ({@link LimitsThrottle#followsActiveJobs}); null where there was no such job, so none was
     * built (the next event's new jobs are then asked by the throttle it builds). None was suspended.
     */
    record Last(List<Job> jobs, long freeProcs, LimitsThrottle throttle) {

        /**
         * The jobs of {@code s} this answer does not stand for, in their order; null where it stands for
         * none: more processors are free, or the active jobs are not the same objects (a job started,
         * ended or changed, so the usage the verdicts read changed). The snapshots list the jobs in
         * the same order from event to event (running ones by start, queued ones by submission), so
         * one walk with a short look-ahead matches them; a job not matched is new to it (asked again).
         */
        List<Job> freshIn(Snapshot s, long free) {
            if (free > freeProcs) {
                return null;
            }
            List<Job> now = s.jobs();
            List<Job> fresh = new ArrayList<>();
            int k = 0;
            for (int i = 0; i < now.size(); i++) { // indexed: a list's iterator is one class shared by every list
                Job j = now.get(i);
                int at = find(j, k);
                if (at >= 0) {
                    if (!goneIdle(k, at)) {
                        return null;
                    }
                    k = at + 1;
                } else if (j.state().isActive()) {
                    return null; // started, or shown anew while it runs
                } else {
                    fresh.add(j);
                }
            }
            return goneIdle(k, jobs.size()) ? fresh : null;
        }

        /** Where {@code j} is among the old jobs from {@code k} on, within {@link #WINDOW}; -1 when not. */
        private int find(Job j, int k) {
            for (int at = k; at < jobs.size() && at <= k + WINDOW; at++) {
                if (jobs.get(at) == j) {
                    return at;
                }
            }
            return -1;
        }

        /** Whether none of the old jobs from {@code from} to {@code to} (left out) was active: their usage is gone. */
        private boolean goneIdle(int from, int to) {
            for (int g = from; g < to; g++) {
                if (jobs.get(g).state().isActive()) {
                    return false;
                }
            }
            return true;
        }
    }
}
