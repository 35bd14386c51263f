package io.jmaui.scheduler.sim;

import java.util.List;

/**
 * The outcome of a simulation: every job that ran, in completion order, and those still queued
 * when no event was left (jobs the cluster can never run, e.g. wider than the machine).
 *
 * @param samples   the machine after each iteration (busy processors, idle queue)
 * @param stillRunning jobs running when the simulation ended (SIMEXITITERATION), not in {@code completed}
 * @param exited    whether SIMEXITITERATION ended the simulation
 */
public record SimulationResult(List<CompletedJob> completed, List<TraceJob> neverStarted, int iterations,
                               List<QueueSample> samples, int stillRunning, boolean exited) {

    public SimulationResult {
        completed = List.copyOf(completed);
        neverStarted = List.copyOf(neverStarted);
        samples = List.copyOf(samples);
    }

    public SimulationResult(List<CompletedJob> completed, List<TraceJob> neverStarted, int iterations) {
        this(completed, neverStarted, iterations, List.of(), 0, false);
    }
}
