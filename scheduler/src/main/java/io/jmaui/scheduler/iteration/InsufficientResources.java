package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Reason;

/**
 * Too few resources: the job needs {@code needed} of {@code resource} (a Maui resource name of
 * the vector: PROCS, GPUS, a generic resource's name, ...) and {@code free} are free now on the
 * nodes it may use. {@code earliestStart} is when it could start (its job reservation, or an
 * estimate; 0 when unknown, {@link io.jmaui.scheduler.model.Times#INFINITY} when it never fits).
 */
public record InsufficientResources(String resource, long needed, long free, long earliestStart) implements Reason {

    /** Too few processors. */
    public InsufficientResources(long procsNeeded, long procsFree, long earliestStart) {
        this(Resources.PROCS, procsNeeded, procsFree, earliestStart);
    }

    @Override
    public String policy() {
        return "RESOURCES";
    }

    @Override
    public String summary() {
        return "RESOURCES needs " + needed + " " + unit(resource) + ", " + free + " free";
    }

    /** How a count of the resource reads: {@code procs}, {@code GPUs}, {@code MB memory}, or a generic resource's own name. */
    public static String unit(String resource) {
        return switch (resource) {
            case Resources.PROCS -> "procs";
            case Resources.GPUS -> "GPUs";
            case Resources.MEM -> "MB memory";
            case Resources.SWAP -> "MB swap";
            case Resources.DISK -> "MB disk";
            default -> resource;
        };
    }
}
