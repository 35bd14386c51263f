package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Resources;
import java.util.Objects;

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
        String qos) {

    public TraceJob {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(perTask, "perTask");
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
