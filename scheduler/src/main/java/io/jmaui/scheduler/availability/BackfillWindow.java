package io.jmaui.scheduler.availability;

/**
 * A backfill window (guide 8.2, "largest node-time rectangles"; showbf): {@code nodes} nodes with
 * {@code procs} procs between them free from {@code start} for {@code duration} seconds
 * ({@link io.jmaui.scheduler.model.Times#INFINITY} when unbounded). Windows overlap.
 */
public record BackfillWindow(long start, int nodes, int procs, long duration) {
}
