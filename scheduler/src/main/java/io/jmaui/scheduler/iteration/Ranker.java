package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.priority.JobPriority;

import java.util.List;

/** Seam to the priority policy (guide 5.1): queued jobs, highest priority first, with breakdowns. */
interface Ranker {

    Ranking rank(Snapshot s, List<Job> queued, FairshareUsage usage, long now);

    /** The jobs in scheduling order and their priorities in the same order. */
    record Ranking(List<Job> order, List<JobPriority> priorities) {
    }
}
