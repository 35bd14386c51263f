package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;

/**
 * Processor equivalents (guide 3.2 "PE", 5.1.2.3): the largest fraction of any one resource the
 * job asks of the cluster, times the cluster's processors:
 * <pre>
 *   PE = tasks * MAX(procs/CP, mem/CM, swap/CS, disk/CD per task) * CP
 * </pre>
 * where CP, CM, CS, CD are the configured totals of all nodes. A resource the cluster does not
 * report (total 0) is left out. Guide example: on a 128-processor machine a job asking 25% of the
 * processors and 50% of the memory has {@code MAX(.25, .50) * 128 = 64} PE.
 *
 * <p>The totals are those of every node in the snapshot whatever its state, so a node going down
 * does not shuffle the queue's priorities.
 */
final class ProcessorEquivalents {

    private ProcessorEquivalents() {
    }

    static double of(Job job, Resources total) {
        if (total.procs() <= 0) {
            return 0;
        }
        Resources t = job.perTask();
        double share = (double) t.procs() / total.procs();
        share = Math.max(share, fraction(t.memMb(), total.memMb()));
        share = Math.max(share, fraction(t.swapMb(), total.swapMb()));
        share = Math.max(share, fraction(t.diskMb(), total.diskMb()));
        return job.tasks() * share * total.procs();
    }

    private static double fraction(long need, long total) {
        return need > 0 && total > 0 ? (double) need / total : 0;
    }
}
