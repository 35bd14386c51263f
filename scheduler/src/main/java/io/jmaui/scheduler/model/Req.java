package io.jmaui.scheduler.model;

import java.util.Objects;
import java.util.Set;

/**
 * One independent resource request of a job (Maui's "req"; guide 11.7 "Multi-Req Support",
 * appendix F ENABLEMULTIREQJOBS): {@code tasks} tasks of {@code perTask} each, with N and P of
 * {@code nodes=N:ppn=P} (0 when not given) and the node features this request needs. A TORQUE
 * job {@code nodes=3:fast+1:io} has two: three one-proc tasks on {@code fast} nodes and one on an
 * {@code io} node. With GPUs a task is one node's share, {@code nodes=2:ppn=4:gpus=2} being two
 * tasks of 4 procs and 2 GPUs.
 */
public record Req(int tasks, Resources perTask, int nodes, int tasksPerNode, Set<String> features) {

    public Req {
        Objects.requireNonNull(perTask, "perTask");
        features = Set.copyOf(features);
    }

    /** Everything the request asks for: tasks times one task's resources. */
    public Resources total() {
        return perTask.times(tasks);
    }
}
