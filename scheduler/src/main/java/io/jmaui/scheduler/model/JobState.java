package io.jmaui.scheduler.model;

/**
 * Maui's job states (guide 3.3 job flow). TORQUE's {@code job_state} maps onto them at the
 * bridge: Q is IDLE (or HOLD when hold types are set), H is HOLD, W is DEFERRED, R and E are
 * RUNNING, S is SUSPENDED, T is STAGING, C is COMPLETED.
 */
public enum JobState {
    IDLE,
    HOLD,
    DEFERRED,
    STAGING,
    STARTING,
    RUNNING,
    SUSPENDED,
    COMPLETED,
    REMOVED;

    /** A job that holds resources on nodes. */
    public boolean isActive() {
        return this == STARTING || this == RUNNING || this == SUSPENDED;
    }

    /** A job that waits in the queue to be started (idle, held or deferred). */
    public boolean isWaiting() {
        return this == IDLE || this == HOLD || this == DEFERRED;
    }
}
