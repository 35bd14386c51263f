package io.jmaui.scheduler.sim;

/**
 * The machine after one iteration: processors busy, and the jobs (and their processors) left idle.
 * The comparison report draws utilisation and queue length over time from these.
 */
public record QueueSample(long time, long busyProcs, int idleJobs, long idleProcs) {
}
