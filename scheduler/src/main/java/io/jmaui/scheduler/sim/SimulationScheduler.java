package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Snapshot;

/** The scheduler the simulator drives: one iteration at simulated time {@code now}. */
@FunctionalInterface
public interface SimulationScheduler {

    SimulationStep iterate(Snapshot snapshot, long now);
}
