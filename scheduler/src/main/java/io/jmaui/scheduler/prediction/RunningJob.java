package io.jmaui.scheduler.prediction;

/**
 * A job the predictor saw running: whose it is, when it started, its wallclock limit, and the run
 * time it was started with (its prediction; 0 when it was planned with the walltime).
 */
public record RunningJob(String user, long start, long walltime, long predicted) {
}
