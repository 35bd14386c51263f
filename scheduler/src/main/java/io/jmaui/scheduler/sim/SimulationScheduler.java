package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Snapshot;

/** The scheduler the simulator drives: one iteration at simulated time {@code now}. */
@FunctionalInterface
public interface SimulationScheduler {

    SimulationStep iterate(Snapshot snapshot, long now);

    /**
     * An iteration at {@code now} in which no queued job can start: each asks for more processors
     * than the nodes have free. It must hand back what {@link #iterate} would; a scheduler that
     * knows a shortcut for it takes it.
     */
    default SimulationStep idle(Snapshot snapshot, long now) {
        return iterate(snapshot, now);
    }
}
