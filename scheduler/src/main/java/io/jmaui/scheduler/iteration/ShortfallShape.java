package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Resources;

import java.util.List;
import java.util.Set;

/**
 * Everything of a job {@link Shortfalls#of} reads: jobs of one shape get the same answer for the same
 * availability and earliest start (a queue of 100,000 jobs has a few dozen shapes). Hashed from
 * the job's fields as they are, empty ones skipped, and matched against a job's own fields
 * ({@link #matches}), identity first: {@link ShapeAnswers} finds a job's shape without building
 * a key for it, as building and hashing a key record per job (its resources compared by the
 * record's generated equals) were most of the summary's per-job cost.
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
    /** {@link #hash} of the job it was made from. */
    final int hash;

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
        hash = hash(j, jobClass, exactProcs);
    }

    /** The hash of job {@code j}'s shape: equal for jobs that {@link #matches} one shape. */
    static int hash(Job j, String jobClass, int exactProcs) {
        Resources perTask = j.perTask();
        int h = 31 * (31 * (31 * j.tasks() + j.tasksPerNode()) + j.nodes()) + exactProcs;
        h = 31 * (31 * (31 * (31 * h + perTask.procs()) + Long.hashCode(perTask.memMb()))
                + Long.hashCode(perTask.swapMb())) + Long.hashCode(perTask.diskMb());
        h = 31 * (31 * h + perTask.gpus()) + (perTask.gres().isEmpty() ? 0 : perTask.gres().hashCode());
        h = 31 * h + (j.features().isEmpty() ? 0 : j.features().hashCode());
        h = 31 * h + (j.requestedHosts().isEmpty() ? 0 : j.requestedHosts().hashCode());
        h = 31 * h + (jobClass == null ? 0 : jobClass.hashCode());
        return 31 * h + (j.extraReqs().isEmpty() ? 0 : j.extraReqs().hashCode());
    }

    /** The node constraints: what selects the nodes. */
    Shortfalls.Scope scope() {
        return new Shortfalls.Scope(features, hosts, jobClass, exactProcs);
    }

    /** True when job {@code j}, with that class and EXACTPROC size, has this shape. */
    boolean matches(Job j, String jobClass, int exactProcs) {
        return j.tasks() == tasks && j.tasksPerNode() == tasksPerNode && j.nodes() == nodes
                && exactProcs == this.exactProcs && sameAmount(j.perTask(), perTask) && same(j.features(), features)
                && same(j.requestedHosts(), hosts) && same(jobClass, this.jobClass) && same(j.extraReqs(), extraReqs);
    }

    /** {@link Resources#equals}, field by field: the record's generated equals was a tenth of the summary. */
    private static boolean sameAmount(Resources a, Resources b) {
        return a == b || a.procs() == b.procs() && a.memMb() == b.memMb() && a.swapMb() == b.swapMb()
                && a.diskMb() == b.diskMb() && a.gpus() == b.gpus() && same(a.gres(), b.gres());
    }

    private static boolean same(Object a, Object b) {
        return a == b || a != null && a.equals(b);
    }
}
