package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

/**
 * Enough procs are idle but held by reservations the job may not use (admin, standing, or a
 * higher-priority job's reservation; guide 7.1, 8.2): {@code procsIdle} idle, {@code procsFree}
 * of them usable by the job, {@code procsNeeded} needed.
 */
public record ReservedResources(long procsNeeded, long procsFree, long procsIdle) implements Reason {

    @Override
    public String policy() {
        return "RESERVATION";
    }

    @Override
    public String summary() {
        return "RESERVATION needs " + procsNeeded + " procs, " + procsFree + " free, " + (procsIdle - procsFree) + " reserved";
    }
}
