package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.priority.DeferredBreakdowns;
import io.jmaui.scheduler.priority.FairshareSource;
import io.jmaui.scheduler.priority.JobPriorities;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.priority.LazyPriorities;
import io.jmaui.scheduler.priority.Priorities;
import io.jmaui.scheduler.priority.QueueTimeOrder;

import java.util.List;
import java.util.Objects;
import java.util.OptionalDouble;

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
        FairshareSource deltas = new Deltas(usage);
        JobPriorities.Ranked r = QueueTimeOrder.ranked(cfg, s, deltas, now, queued);
        if (r == null) {
            r = Priorities.compute(cfg, s, deltas, now, queued, false).ranked();
        }
        // the values order the jobs; a breakdown is worked out only for the command that reads one
        return new Ranking(r.jobs(), breakdowns ? DeferredBreakdowns.of(cfg, s, deltas, now, r) : r.priorities(),
                r.positions());
    }

    /**
     * The priorities {@link #rank} gives {@code jobs}, in their order, worked out on the first
     * read: for the jobs a decisions-only iteration does not rank ({@link EligibleFirst}).
     */
    List<JobPriority> unranked(Snapshot s, List<Job> jobs, FairshareUsage usage, long now) {
        return LazyPriorities.of(cfg, s, new Deltas(usage), now, jobs);
    }

    /**
     * The iteration's fairshare deltas, as {@code usage::delta} gives them. An object of a class:
     * in C1 code, which a simulation's early runs mostly execute, a bound method reference is made
     * through a method handle, some 70-130 ns against 6, at every iteration. (The fairshare package
     * cannot implement the priority package's seam itself: priority reads fairshare.)
     */
    private static final class Deltas implements FairshareSource {
        private final FairshareUsage usage;

        Deltas(FairshareUsage usage) {
            this.usage = Objects.requireNonNull(usage, "usage"); // where usage::delta threw
        }

        @Override
        public OptionalDouble delta(CredentialKind kind, String name) {
            return usage.delta(kind, name);
        }

        @Override
        public FairshareUsage usage() {
            return usage;
        }
    }
}
