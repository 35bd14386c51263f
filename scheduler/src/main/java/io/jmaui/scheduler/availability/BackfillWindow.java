package io.jmaui.scheduler.availability;

/**
 * A backfill window (guide 8.2, "largest node-time rectangles"; showbf): {@code nodes} nodes with
 * {@code procs} procs and {@code gpus} GPUs between them free from {@code start} for
 * {@code duration} seconds ({@link io.jmaui.scheduler.model.Times#INFINITY} when unbounded).
 * Windows overlap.
 */
public record BackfillWindow(long start, int nodes, int procs, long duration, int gpus) {

    /** A window on nodes without free GPUs. */
    public BackfillWindow(long start, int nodes, int procs, long duration) {
        this(start, nodes, procs, duration, 0);
    }
}
