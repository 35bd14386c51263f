package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.List;

/**
 * A job's processor equivalent (PE), the DEDICATEDPES metric: the largest share of the system's
 * configured processors, memory, swap or disk one task dedicates, times the task count, scaled back
 * to processors. Maui's formula (MJobGetPE):
 *
 * <pre>  PE = tasks * max(procs/SysProcs, mem/SysMem, swap/SysSwap, disk/SysDisk) * SysProcs</pre>
 *
 * where a resource the system (or the task) does not report is left out of the max. A 1-proc task
 * asking for half the machine's memory is half the machine's processors.
 */
final class ProcessorEquivalent {

    private ProcessorEquivalent() {
    }

    /** The configured resources of all nodes, Maui's partition total. */
    static Resources capacity(List<Node> nodes) {
        Resources sum = Resources.ZERO;
        for (Node n : nodes) {
            sum = sum.plus(n.configured());
        }
        return sum;
    }

    /** PE of {@code job} on a system with {@code capacity}; 0 when the system has no processors. */
    static double of(Job job, Resources capacity) {
        if (capacity.procs() <= 0) {
            return 0.0;
        }
        Resources t = job.perTask();
        double share = (double) t.procs() / capacity.procs();
        share = Math.max(share, fraction(t.memMb(), capacity.memMb()));
        share = Math.max(share, fraction(t.swapMb(), capacity.swapMb()));
        share = Math.max(share, fraction(t.diskMb(), capacity.diskMb()));
        return job.tasks() * share * capacity.procs();
    }

    private static double fraction(long need, long have) {
        return need > 0 && have > 0 ? (double) need / have : 0.0;
    }
}
