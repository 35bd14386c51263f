package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Snapshot;

/**
 * The Maui iteration as the simulator's scheduler: the same {@link Iteration#run} the daemon
 * calls, with the carry-over one iteration leaves for the next.
 */
public final class IterationScheduler implements SimulationScheduler {

    private final MauiConfig config;
    private CarryOver carry = CarryOver.NONE;

    public IterationScheduler(MauiConfig config) {
        this.config = config;
    }

    @Override
    public SimulationStep iterate(Snapshot snapshot, long now) {
        IterationResult r = Iteration.run(config, snapshot, now, carry);
        carry = r.carryOver();
        return new SimulationStep(r.starts(), r.fairshareWindows(), r.bypassCounts(),
                r.decisions().stream().filter(io.jmaui.scheduler.decision.Preempt.class::isInstance)
                        .map(io.jmaui.scheduler.decision.Preempt.class::cast).toList());
    }
}
