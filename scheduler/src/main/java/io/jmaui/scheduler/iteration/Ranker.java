package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.priority.JobPriority;

import java.util.List;

/** Seam to the priority policy (guide 5.1): queued jobs, highest priority first, with breakdowns. */
interface Ranker {

    Ranking rank(Snapshot s, List<Job> queued, FairshareUsage usage, long now);

    /**
     * As {@link #rank(Snapshot, List, FairshareUsage, long)}; without {@code breakdowns} the
     * priorities may come without their components (the same values and order), for an iteration
     * that reports none ({@link Detail#DECISIONS}).
     */
    default Ranking rank(Snapshot s, List<Job> queued, FairshareUsage usage, long now, boolean breakdowns) {
        return rank(s, queued, usage, now);
    }

    /**
     * The jobs in scheduling order and their priorities in the same order; {@code positions[k]} the
     * index of {@code order.get(k)} in the queued list ranked, null where the ranker does not say
     * (CheckEligibility then reads the jobs in rank order).
     */
    record Ranking(List<Job> order, List<JobPriority> priorities, int[] positions) {

        Ranking(List<Job> order, List<JobPriority> priorities) {
            this(order, priorities, null);
        }
    }
}
