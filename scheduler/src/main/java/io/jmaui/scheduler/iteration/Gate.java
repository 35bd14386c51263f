package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;

import java.util.List;
import java.util.Map;

/**
 * Seam to eligibility (guide 3.3 job flow, 6.2 idle limits): which idle jobs may not be
 * considered at all this iteration, and why.
 */
interface Gate {

    /** Job id to reason for each job of {@code rankedIdle} that is not eligible. */
    Map<String, Reason> blocked(Snapshot s, List<Job> rankedIdle, long now);
}
