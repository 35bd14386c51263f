package io.jmaui.scheduler.allocation;

/**
 * NODEACCESSPOLICY (guide 5.4 / 12.3): who may share a node. SHARED: any tasks that fit;
 * SINGLEJOB: one job per node, which takes the whole node; SINGLETASK: one task per node, which
 * takes the whole node; SINGLEUSER: jobs of one user only.
 */
public enum NodeAccessPolicy {
    SHARED,
    SINGLEJOB,
    SINGLETASK,
    SINGLEUSER;

    /** True when a job's tasks take the whole node. */
    public boolean dedicatesNode() {
        return this == SINGLEJOB || this == SINGLETASK;
    }
}
