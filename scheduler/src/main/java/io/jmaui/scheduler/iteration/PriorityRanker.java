package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.priority.JobPriorities;
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
        // without breakdowns, a queue-time-only priority orders the jobs by submission: no job scored, none sorted
        JobPriorities.Ranked r = breakdowns ? null : QueueTimeOrder.ranked(cfg, s, usage::delta, now, queued);
        if (r == null) {
            r = Priorities.compute(cfg, s, usage::delta, now, queued, breakdowns).ranked();
        }
        return new Ranking(r.jobs(), r.priorities());
    }
}
