package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Snapshot;

/**
 * What the caller of a simulation hears as it runs: each iteration (for a progress line or
 * SIMTIMERATIO pacing, both the CLI's business) and SIMSTOPITERATION, with the snapshot that
 * iteration saw. The simulator itself never waits.
 */
public interface SimulationListener {

    SimulationListener NONE = new SimulationListener() {
    };

    /** After iteration {@code iteration} at simulated time {@code now}; {@code completed} of {@code total} jobs are done. */
    default void iterated(int iteration, long now, int completed, int total) {
    }

    /** SIMSTOPITERATION reached: the simulation pauses here until this returns. */
    default void stopped(int iteration, long now, Snapshot snapshot) {
    }
}
