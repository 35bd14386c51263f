package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;

import java.util.List;

/** Seam to the priority policy (guide 5.1): idle jobs, highest priority first, with breakdowns. */
interface Ranker {

    /** The jobs in priority order; the breakdowns in the same order. */
    Ranking rank(Snapshot s, List<Job> idle, long now);

    record Ranking(List<Job> order, List<PriorityBreakdown> breakdowns) {
    }
}
