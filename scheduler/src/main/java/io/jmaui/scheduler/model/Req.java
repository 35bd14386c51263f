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
 *
 * <p>{@code software} names the licence of a TORQUE {@code -l software=NAME} request: Maui's PBS
 * interface adds it as a request of its own, one task on one node holding one {@code NAME}
 * generic resource, which stays apart from the others whether or not ENABLEMULTIREQJOBS is on.
 * Null for every other request.
 */
public record Req(int tasks, Resources perTask, int nodes, int tasksPerNode, Set<String> features, String software) {

    public Req {
        Objects.requireNonNull(perTask, "perTask");
        features = Set.copyOf(features);
    }

    /** An ordinary request (no licence). */
    public Req(int tasks, Resources perTask, int nodes, int tasksPerNode, Set<String> features) {
        this(tasks, perTask, nodes, tasksPerNode, features, null);
    }

    /**
     * The request {@code -l software=name} adds (Maui's MPBSI): one task of one processor and one
     * {@code name} licence on one node. The processor is what pbs_server gives the licence's host
     * when the RunJob host list names it, as Maui's host lists do.
     */
    public static Req software(String name) {
        return new Req(1, Resources.procs(1).withGres(Gres.of(name, 1)), 1, 1, Set.of(), name);
    }

    /** True for a {@code -l software=} licence request. */
    public boolean isSoftware() {
        return software != null;
    }

    /** Everything the request asks for: tasks times one task's resources. */
    public Resources total() {
        return perTask.times(tasks);
    }
}
