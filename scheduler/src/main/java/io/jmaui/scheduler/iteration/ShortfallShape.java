package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;

import java.util.List;
import java.util.Set;

/**
 * Everything of a job {@link Shortfalls#of} reads: jobs of one shape get the same answer for the same
 * availability and earliest start (a queue of 100,000 jobs has a few dozen shapes). Hashed from
 * the job's fields as they are, empty ones skipped, and compared by identity first: the scope
 * and shape records built and hashed for every job (the resources record hashing its generic
 * resources too) were most of the summary's per-job cost.
 */
final class ShortfallShape {

    private final Set<String> features;
    private final List<String> hosts;
    private final String jobClass;
    private final int exactProcs;
    private final Resources perTask;
    private final int tasks;
    private final int tasksPerNode;
    private final int nodes;
    private final List<Req> extraReqs;
    private final int hash;

    /** Job {@code j}'s shape; {@code jobClass} null when no node restricts classes, {@code exactProcs} 0 unless EXACTPROC asks. */
    ShortfallShape(Job j, String jobClass, int exactProcs) {
        features = j.features();
        hosts = j.requestedHosts();
        this.jobClass = jobClass;
        this.exactProcs = exactProcs;
        perTask = j.perTask();
        tasks = j.tasks();
        tasksPerNode = j.tasksPerNode();
        nodes = j.nodes();
        extraReqs = j.extraReqs();
        int h = 31 * (31 * (31 * tasks + tasksPerNode) + nodes) + exactProcs;
        h = 31 * (31 * (31 * (31 * h + perTask.procs()) + Long.hashCode(perTask.memMb()))
                + Long.hashCode(perTask.swapMb())) + Long.hashCode(perTask.diskMb());
        h = 31 * (31 * h + perTask.gpus()) + (perTask.gres().isEmpty() ? 0 : perTask.gres().hashCode());
        h = 31 * h + (features.isEmpty() ? 0 : features.hashCode());
        h = 31 * h + (hosts.isEmpty() ? 0 : hosts.hashCode());
        h = 31 * h + (jobClass == null ? 0 : jobClass.hashCode());
        hash = 31 * h + (extraReqs.isEmpty() ? 0 : extraReqs.hashCode());
    }

    /** The node constraints: what selects the nodes. */
    Shortfalls.Scope scope() {
        return new Shortfalls.Scope(features, hosts, jobClass, exactProcs);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ShortfallShape x && x.hash == hash && x.tasks == tasks && x.tasksPerNode == tasksPerNode
                && x.nodes == nodes && x.exactProcs == exactProcs && same(x.perTask, perTask)
                && same(x.features, features) && same(x.hosts, hosts) && same(x.jobClass, jobClass)
                && same(x.extraReqs, extraReqs);
    }

    private static boolean same(Object a, Object b) {
        return a == b || a != null && a.equals(b);
    }
}
