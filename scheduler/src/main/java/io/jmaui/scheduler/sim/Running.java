package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Job;
import java.util.List;

/**
 * A started job in the simulator; {@code slots} are its hosts' positions in the cluster
 * ({@link SimulatedCluster#hold}), {@code view} is the job as the snapshot shows it while it runs.
 * Not a record: its place among the running jobs ({@link RunningJobs}) moves, and it is told from
 * another by identity (a record's equals compared every field at each stop of a job).
 */
final class Running {
    final TraceJob job;
    final long start;
    final long end;
    final List<String> hosts;
    final int[] slots;
    final boolean backfilled;
    final int bypassCount;
    final long predicted;
    final Job view;
    /** Its place in {@link RunningJobs}' start order. */
    int pos;

    Running(TraceJob job, long start, long end, List<String> hosts, int[] slots, boolean backfilled, int bypassCount,
            long predicted, Job view) {
        this.job = job;
        this.start = start;
        this.end = end;
        this.hosts = hosts;
        this.slots = slots;
        this.backfilled = backfilled;
        this.bypassCount = bypassCount;
        this.predicted = predicted;
        this.view = view;
    }

    /** It as a completed job, ended at {@code at}. */
    CompletedJob completed(long at) {
        return new CompletedJob(job, start, at, hosts, backfilled, bypassCount, predicted);
    }
}
