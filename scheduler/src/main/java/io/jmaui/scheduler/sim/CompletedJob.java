package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.FixedList;
import java.util.List;

/**
 * A trace job after the simulation ran it.
 *
 * @param hosts      one host per task, as the scheduler allocated them
 * @param backfilled whether the scheduler started it in its backfill stage
 * @param predicted  the run time the scheduler planned with when it started the job, when that was
 *                   a prediction (JOBPREDICTION*); 0 when it planned with the wallclock limit
 */
public record CompletedJob(TraceJob job, long start, long end, List<String> hosts, boolean backfilled, int bypassCount,
                           long predicted) {

    public CompletedJob {
        hosts = FixedList.copyOf(hosts); // the start's own list, not copied (FixedList: why)
    }

    public CompletedJob(TraceJob job, long start, long end, List<String> hosts, boolean backfilled, int bypassCount) {
        this(job, start, end, hosts, backfilled, bypassCount, 0);
    }

    public long waitTime() {
        return start - job.submitTime();
    }
}
