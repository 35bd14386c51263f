package io.jmaui.scheduler.sim;

import java.util.List;

/**
 * The outcome of a simulation: every job that ran, in completion order, and those still queued
 * when no event was left (jobs the cluster can never run, e.g. wider than the machine).
 */
public record SimulationResult(List<CompletedJob> completed, List<TraceJob> neverStarted, int iterations) {

    public SimulationResult {
        completed = List.copyOf(completed);
        neverStarted = List.copyOf(neverStarted);
    }
}
