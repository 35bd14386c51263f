package io.jmaui.scheduler.preemption;

import io.jmaui.scheduler.config.BfPriorityPolicy;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.prediction.UserHistory;

import java.util.Comparator;
import java.util.Map;

/**
 * A backfill job's rank under BFPRIORITYPOLICY (appendix F; guide 8.4 "Preemption Based
 * Backfill"), as Maui 3.3's MJobGetBackfillPriority computes it: under BACKFILLPOLICY PREEMPT the
 * job of the highest rank is started first and preempted last. DURATION: the shorter its
 * wallclock limit, the higher ("use length of job in determining which backfill job to preempt":
 * the longest is preempted first). HWDURATION: the limit weighted by its user's wallclock accuracy
 * (run time over limit of the user's recent jobs, from the run-time predictor's history; 1 when
 * none is known, as Maui falls back to 1), the run time it is expected to really take. RANDOM: a
 * fixed pseudo-random rank drawn from the job id (Maui ranks all alike; a rank of its own per job
 * keeps runs repeatable). NONE: all alike, the queue's order (among preemptees: lowest priority
 * first).
 */
public final class BackfillPriority {

    private final BfPriorityPolicy policy;
    private final Map<String, UserHistory> history;

    /** @param history the users' recent run times and limits (the predictor's state), for HWDURATION */
    public BackfillPriority(BfPriorityPolicy policy, Map<String, UserHistory> history) {
        this.policy = policy;
        this.history = history;
    }

    /** The job's rank: higher starts first and is preempted last. */
    public double rank(Job j) {
        return switch (policy) {
            case NONE -> 0;
            case DURATION -> -j.walltime();
            case HWDURATION -> -accuracy(j.credentials().user()) * j.walltime();
            case RANDOM -> scramble(j.id());
        };
    }

    /** Candidates to start, the highest rank first (stable: equal ranks keep the queue's order). */
    public Comparator<Job> startOrder() {
        return Comparator.comparingDouble(this::rank).reversed();
    }

    /** The user's run time over wallclock limit across the recent jobs with a limit; 1 when none. */
    double accuracy(String user) {
        UserHistory h = history.get(user);
        if (h == null) {
            return 1;
        }
        double run = 0;
        double limit = 0;
        for (int i = 0; i < h.size(); i++) {
            if (h.walltimes().get(i) > 0) {
                run += h.runTimes().get(i);
                limit += h.walltimes().get(i);
            }
        }
        return limit > 0 ? Math.min(1, run / limit) : 1;
    }

    /** A fixed pseudo-random value in [0, 1) of the id (SplitMix64's finalizer over its hash). */
    private static double scramble(String id) {
        long z = id.hashCode() * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (z >>> 11) * 0x1.0p-53;
    }
}
