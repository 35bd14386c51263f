package io.jmaui.scheduler.reservation;

/**
 * How a reservation gets its resources (guide 7.1.5.2.5 "Resource Allocation Behavior").
 */
public enum Placement {
    /**
     * Node-locked: every listed host, whatever its state, its jobs or other reservations ("I want a
     * reservation on these exact nodes, no matter what!"). The reservation's hosts are final.
     */
    LOCKED,
    /**
     * Floating: the engine picks {@code taskCount} tasks from the candidate hosts where they are free
     * over the reservation's active time; a partial reservation is topped up each iteration.
     */
    FLOATING
}
