package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import java.util.List;

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

    /**
     * An iteration at {@code now} with {@code freeProcs} processors free: a scheduler that can tell
     * cheaply that its limits hold back every queued job small enough for them may take the
     * shortcut {@link #idle} takes. It must hand back what {@link #iterate} would.
     */
    default SimulationStep iterate(Snapshot snapshot, long now, long freeProcs) {
        return iterate(snapshot, now);
    }

    /**
     * Whether the scheduler reads a queued job's bypass count for anything but to add to it. Where
     * it does not, the simulator may show a job with the count it had when its view was built, and
     * takes each count the scheduler gives back as that count plus what the scheduler added
     * ({@link SimulatedQueue}). Yes by default.
     */
    default boolean readsBypassCounts() {
        return true;
    }

    /**
     * When the scheduler must look at {@code running}, just started, to stop it for the time it
     * runs (JOBMAXOVERRUN, RESOURCELIMITPOLICY WALLTIME; guides 10.4, 11.7): the simulator runs an
     * iteration at each of these seconds the job is still running. None by default.
     */
    default List<Long> enforcementChecks(Job running) {
        return List.of();
    }
}
