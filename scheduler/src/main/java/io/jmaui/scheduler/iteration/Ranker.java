package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.priority.PriorityCarry;

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
     * As {@link #rank(Snapshot, List, FairshareUsage, long, boolean)} without breakdowns, reading
     * what the last such ranking carried ({@link PriorityCarry}) and handing on the next in
     * {@link Ranking#carry()}; a ranker that carries nothing hands on {@link PriorityCarry#NONE}.
     */
    default Ranking rank(Snapshot s, List<Job> queued, FairshareUsage usage, long now, PriorityCarry carry) {
        return rank(s, queued, usage, now, false);
    }

    /**
     * The jobs in scheduling order and their priorities in the same order.
     *
     * @param carry what the next decisions-only ranking may take from this one
     */
    record Ranking(List<Job> order, List<JobPriority> priorities, PriorityCarry carry) {
        Ranking(List<Job> order, List<JobPriority> priorities) {
            this(order, priorities, PriorityCarry.NONE);
        }
    }
}
