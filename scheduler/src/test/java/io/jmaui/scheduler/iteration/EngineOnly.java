package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.priority.JobPriority;

import java.util.ArrayList;
import java.util.List;

/**
 * An iteration with the other policies stubbed (FIFO priority, no limits, no caps), so a
 * benchmark can time the engine alone: availability, reservations, priority pass, backfill.
 */
public final class EngineOnly {

    private EngineOnly() {
    }

    public static IterationResult run(MauiConfig cfg, Snapshot s, long now) {
        Policies standard = Policies.standard(cfg);
        Ranker fifo = (snap, queued, usage, t) -> {
            List<Job> order = new ArrayList<>(queued);
            order.sort(JobOrder.FIFO);
            List<JobPriority> p = new ArrayList<>(order.size());
            for (Job j : order) {
                p.add(new JobPriority(j.id(), 0, List.of()));
            }
            return new Ranker.Ranking(order, p);
        };
        Gate holdsOnly = (snap, ranked, usage, t) -> i -> null;
        Policies engineOnly = new Policies((snap, from, t) -> snap.fairshareWindows(), fifo, holdsOnly,
                (snap, t) -> Throttle.NONE, standard.reservations());
        return Iteration.run(cfg, s, now, CarryOver.NONE, engineOnly);
    }
}
