package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.priority.DeferredBreakdowns;
import io.jmaui.scheduler.priority.JobPriorities;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.priority.LazyPriorities;
import io.jmaui.scheduler.priority.Priorities;
import io.jmaui.scheduler.priority.QueueTimeOrder;

import java.util.List;

/** The priority seam backed by the priority package (guide 5.1), fed the iteration's fairshare usage. */
final class PriorityRanker implements Ranker {

    private final MauiConfig cfg;

    PriorityRanker(MauiConfig cfg) {
        this.cfg = cfg;
    }

    @Override
    public Ranking rank(Snapshot s, List<Job> queued, FairshareUsage usage, long now) {
        return rank(s, queued, usage, now, true);
    }

    @Override
    public Ranking rank(Snapshot s, List<Job> queued, FairshareUsage usage, long now, boolean breakdowns) {
        // a queue-time-only priority orders the jobs by submission: no job scored, none sorted
        JobPriorities.Ranked r = QueueTimeOrder.ranked(cfg, s, usage::delta, now, queued);
        if (r == null) {
            r = Priorities.compute(cfg, s, usage::delta, now, queued, false).ranked();
        }
        // the values order the jobs; a breakdown is worked out only for the command that reads one
        return new Ranking(r.jobs(), breakdowns ? DeferredBreakdowns.of(cfg, s, usage::delta, now, r) : r.priorities(),
                r.positions());
    }

    /**
     * The priorities {@link #rank} gives {@code jobs}, in their order, worked out on the first
     * read: for the jobs a decisions-only iteration does not rank ({@link EligibleFirst}).
     */
    List<JobPriority> unranked(Snapshot s, List<Job> jobs, FairshareUsage usage, long now) {
        return LazyPriorities.of(cfg, s, usage::delta, now, jobs);
    }
}
