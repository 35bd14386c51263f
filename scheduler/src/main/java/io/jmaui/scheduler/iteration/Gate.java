package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;

import java.util.List;
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
}
