package io.jmaui.scheduler.decision;

import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;

import java.util.List;

/**
 * Start job {@code jobId} on {@code hosts}: one entry per task, the same host repeated for
 * several tasks on it (TORQUE's RunJob destination {@code n1:ppn=2:gpus=1+n2:ppn=1} is built from
 * this at the edge), a multi-req job's requests one after the other.
 *
 * @param backfill      true when the job started out of priority order in the backfill stage
 * @param taskResources what each task holds, parallel to {@code hosts}, so the edge can ask the
 *                      resource manager for every resource (GPUs included) on each host; empty
 *                      means one proc per task
 * @param preemptible   started by preemption-based backfill (BACKFILLPOLICY PREEMPT, guide 8.4):
 *                      while it runs, a job of higher priority it keeps from starting preempts it
 */
public record StartJob(String jobId, List<String> hosts, boolean backfill, List<Resources> taskResources,
                       boolean preemptible) implements Decision {

    public StartJob(String jobId, List<String> hosts, boolean backfill, List<Resources> taskResources) {
        this(jobId, hosts, backfill, taskResources, false);
    }

    public StartJob {
        hosts = FixedList.copyOf(hosts); // the placement's own list, handed on to the job's view (FixedList: why)
        taskResources = oneProcEach(taskResources) ? List.of() : List.copyOf(taskResources);
        if (!taskResources.isEmpty() && taskResources.size() != hosts.size()) {
            // a start's hosts are one per task: a mismatch is a bug in the core, never user input
            throw new IllegalArgumentException("job " + jobId + ": " + taskResources.size()
                    + " task resources for " + hosts.size() + " hosts");
        }
    }

    /**
     * The task resources a start of {@code job} is given: empty when the job is one request of
     * one-proc tasks (what the constructor makes of its tasks then), read from its one task, else
     * the job's tasks. A start no longer walks the job's {@code nCopies} of one task through an
     * iterator to find that out: 0.7 % of HPC2N's run in C1 code, some 16 tasks at every start.
     */
    public static List<Resources> tasksOf(Job job) {
        return !job.isMultiReq() && oneProc(job.perTask()) ? List.of() : job.taskResources();
    }

    /** True when every task is one proc and nothing else: the common start, kept as an empty list. */
    private static boolean oneProcEach(List<Resources> tasks) {
        Resources checked = null; // a job's tasks are mostly one object repeated (nCopies): compare it once
        for (Resources t : tasks) {
            if (t != checked && !oneProc(t)) {
                return false;
            }
            checked = t;
        }
        return true;
    }

    /**
     * {@code t.equals(Resources.procs(1))}, field by field: the record's generated equals goes
     * through method handles, which the C1 code of a JVM's first runs calls one frame at a time
     * (1 % of HPC2N's second run was this comparison, at every start).
     */
    static boolean oneProc(Resources t) {
        return t.procs() == 1 && t.memMb() == 0 && t.swapMb() == 0 && t.diskMb() == 0 && !t.hasDevices();
    }

    /** A start whose tasks are one proc each. */
    public StartJob(String jobId, List<String> hosts, boolean backfill) {
        this(jobId, hosts, backfill, List.of());
    }

    /** What task {@code k} holds. */
    public Resources task(int k) {
        return taskResources.isEmpty() ? Resources.procs(1) : taskResources.get(k);
    }
}
