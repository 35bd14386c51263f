package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.config.SimJobSubmissionPolicy;
import java.util.ArrayList;
import java.util.List;

/**
 * When trace jobs reach the queue (SIMJOBSUBMISSIONPOLICY, SIMINITIALQUEUEDEPTH; guide 16.4).
 * NORMAL: at their recorded submission times, the first SIMINITIALQUEUEDEPTH of them together at
 * the latest of their times (Maui's initial queue). CONSTANTJOBDEPTH and CONSTANTPSDEPTH: the
 * next trace jobs are submitted "now" whenever fewer idle jobs (processor-seconds of walltime)
 * than the depth are queued, the first at the first job's recorded time.
 */
final class Arrivals {

    private final List<TraceJob> jobs;
    private final SimJobSubmissionPolicy policy;
    private final int depth;
    private int next;

    Arrivals(List<TraceJob> jobs, SimJobSubmissionPolicy policy, int depth) {
        this.policy = policy;
        this.depth = depth;
        if (policy == SimJobSubmissionPolicy.NORMAL && depth > 1 && !jobs.isEmpty()) {
            List<TraceJob> moved = new ArrayList<>(jobs);
            int n = Math.min(depth, jobs.size());
            long at = jobs.get(n - 1).submitTime();
            for (int i = 0; i < n; i++) {
                moved.set(i, submittedAt(jobs.get(i), at));
            }
            this.jobs = moved;
        } else {
            this.jobs = jobs;
        }
    }

    boolean exhausted() {
        return next >= jobs.size();
    }

    /** When the next job arrives by itself (NORMAL), or the first one (the others): MAX_VALUE when none will. */
    long nextTime() {
        if (exhausted() || (policy != SimJobSubmissionPolicy.NORMAL && next > 0)) {
            return Long.MAX_VALUE;
        }
        return jobs.get(next).submitTime();
    }

    /**
     * The jobs submitted at {@code now}, given what is already idle: {@code idleJobs} jobs asking for
     * {@code idleProcSeconds} processor-seconds of walltime.
     */
    List<TraceJob> take(long now, int idleJobs, double idleProcSeconds) {
        List<TraceJob> out = new ArrayList<>();
        if (policy == SimJobSubmissionPolicy.NORMAL) {
            while (!exhausted() && jobs.get(next).submitTime() == now) {
                out.add(jobs.get(next++));
            }
            return out;
        }
        if (next == 0 && (exhausted() || jobs.get(0).submitTime() > now)) {
            return out;
        }
        int count = idleJobs;
        double ps = idleProcSeconds;
        while (!exhausted() && (policy == SimJobSubmissionPolicy.CONSTANTJOBDEPTH ? count < depth : ps < depth)) {
            TraceJob j = submittedAt(jobs.get(next++), now);
            out.add(j);
            count++;
            ps += (double) j.procs() * j.walltime();
        }
        return out;
    }

    private static TraceJob submittedAt(TraceJob j, long t) {
        return new TraceJob(j.id(), t, j.runTime(), j.walltime(), j.tasks(), j.perTask(), j.nodes(), j.tasksPerNode(),
                j.user(), j.group(), j.account(), j.jobClass(), j.qos(), j.features(), j.hosts(), j.flags());
    }
}
