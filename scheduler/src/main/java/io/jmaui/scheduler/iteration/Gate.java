package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;

import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * Seam to the job-level eligibility checks (guide 3.3 job flow, 6.3 fairshare caps): which
 * queued jobs may not be considered at all this iteration, and why. Idle limits come from the
 * {@link Throttle}.
 */
interface Gate {

    /**
     * For each position of {@code rankedIdle}, the reason its job is not eligible (null when it
     * may be considered): by position, as the eligibility stage walks the jobs.
     */
    IntFunction<Reason> blocked(Snapshot s, List<Job> rankedIdle, FairshareUsage usage, long now);

    /**
     * {@link #blocked} one job at a time, for a caller that reads each job for checks of its own
     * (CheckEligibility: a walk of 100,000 jobs of its own read each from memory again): the reason
     * of each job asked, in any order, as {@link #blocked} gives it. A gate's verdicts are each
     * job's own (EligibleFirst asks a subset of the queue in queue order); this default asks
     * {@link #blocked} of each job alone.
     */
    default Function<Job, Reason> walk(Snapshot s, FairshareUsage usage, long now) {
        return j -> blocked(s, List.of(j), usage, now).apply(0);
    }

    /**
     * Whether this gate's verdict on {@code j} reads nothing but the job and the config (no other
     * job, no usage, no time), so that a verdict given to the same job object may be given again
     * ({@link SetAsideCarry}). False unless the gate knows it: a test's stand-in may read anything.
     */
    default boolean own(Job j) {
        return false;
    }
}
