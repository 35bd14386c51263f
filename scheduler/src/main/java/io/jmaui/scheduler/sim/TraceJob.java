package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Resources;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * One job of a workload trace, as the simulator replays it (guide 16.3): what it asks for, when
 * it arrives and how long it really runs.
 *
 * @param id         the trace's job number (SWF field 1, Maui trace field 1)
 * @param submitTime epoch or trace-relative seconds
 * @param runTime    seconds the job really runs once started, already capped by its wallclock limit
 * @param walltime   the wallclock limit the scheduler sees, seconds
 * @param tasks      tasks requested
 * @param perTask    resources per task (one proc for SWF jobs)
 * @param nodes      nodes requested (0 = no node count)
 * @param tasksPerNode tasks per node required (0 = none)
 * @param features   node features required (Maui trace field 20)
 * @param hosts      hosts required (field 40), honoured while the job has the HOSTLIST flag
 * @param flags      job flags (field 25), e.g. HOSTLIST, DEDICATED
 */
public record TraceJob(
        String id,
        long submitTime,
        long runTime,
        long walltime,
        int tasks,
        Resources perTask,
        int nodes,
        int tasksPerNode,
        String user,
        String group,
        String account,
        String jobClass,
        String qos,
        Set<String> features,
        List<String> hosts,
        Set<String> flags) {

    public TraceJob {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(perTask, "perTask");
        // none is Set.of(), which the job's views take as it is; a sorted copy of none made each view
        // copy it again (Job's Set.copyOf), at every arrival and every start
        features = features == null || features.isEmpty() ? Set.of() : Collections.unmodifiableSet(new TreeSet<>(features));
        hosts = hosts == null ? List.of() : List.copyOf(hosts);
        flags = flags == null || flags.isEmpty() ? Set.of() : Collections.unmodifiableSet(new TreeSet<>(flags));
    }

    /** A job without required features, hosts or flags (what an SWF line gives). */
    public TraceJob(String id, long submitTime, long runTime, long walltime, int tasks, Resources perTask, int nodes,
                    int tasksPerNode, String user, String group, String account, String jobClass, String qos) {
        this(id, submitTime, runTime, walltime, tasks, perTask, nodes, tasksPerNode, user, group, account, jobClass,
                qos, Set.of(), List.of(), Set.of());
    }

    /** Processors asked for: tasks times procs per task. */
    public long procs() {
        return (long) tasks * perTask.procs();
    }

    /** The job number for ordering: numeric ids sort numerically, others after them by text. */
    long number() {
        try {
            return Long.parseLong(id);
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }
}
