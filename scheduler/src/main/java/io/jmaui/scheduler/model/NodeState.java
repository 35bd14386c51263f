package io.jmaui.scheduler.model;

/**
 * Maui's node states. From TORQUE's comma-combined {@code state}: free is IDLE (or RUNNING when
 * it already has jobs), job-exclusive and busy are BUSY, job-sharing is RUNNING, down is DOWN,
 * offline is DRAINED, unknown is UNKNOWN. Only IDLE and RUNNING nodes take new work.
 */
public enum NodeState {
    IDLE,
    RUNNING,
    BUSY,
    DRAINED,
    DOWN,
    UNKNOWN;

    /** Whether the node may be given new tasks (if it has room). */
    public boolean acceptsWork() {
        return this == IDLE || this == RUNNING;
    }
}
