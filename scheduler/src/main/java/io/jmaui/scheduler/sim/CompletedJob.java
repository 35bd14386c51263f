package io.jmaui.scheduler.sim;

import java.util.List;

/**
 * A trace job after the simulation ran it.
 *
 * @param hosts      one host per task, as the scheduler allocated them
 * @param backfilled whether the scheduler started it in its backfill stage
 */
public record CompletedJob(TraceJob job, long start, long end, List<String> hosts, boolean backfilled, int bypassCount) {

    public CompletedJob {
        hosts = List.copyOf(hosts);
    }

    public long waitTime() {
        return start - job.submitTime();
    }
}
