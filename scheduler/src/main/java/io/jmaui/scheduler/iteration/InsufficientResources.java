package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;

/**
 * Too few resources: the job needs {@code procsNeeded} procs and {@code procsFree} are free now on
 * the nodes it may use. {@code earliestStart} is when it could start (its job reservation, or an
 * estimate; 0 when unknown, {@link io.jmaui.scheduler.model.Times#INFINITY} when it never fits).
 */
public record InsufficientResources(long procsNeeded, long procsFree, long earliestStart) implements Reason {

    @Override
    public String policy() {
        return "RESOURCES";
    }

    @Override
    public String summary() {
        return "RESOURCES needs " + procsNeeded + " procs, " + procsFree + " free";
    }
}
