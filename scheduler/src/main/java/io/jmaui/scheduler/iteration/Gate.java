package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;

import java.util.List;
import java.util.Map;

/**
 * Seam to the job-level eligibility checks (guide 3.3 job flow, 6.3 fairshare caps): which
 * queued jobs may not be considered at all this iteration, and why. Idle limits come from the
 * {@link Throttle}.
 */
interface Gate {

    /** Job id to reason for each job of {@code rankedIdle} that is not eligible. */
    Map<String, Reason> blocked(Snapshot s, List<Job> rankedIdle, FairshareUsage usage, long now);
}
