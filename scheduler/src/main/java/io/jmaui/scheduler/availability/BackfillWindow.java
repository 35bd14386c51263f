package io.jmaui.scheduler.availability;

/**
 * A backfill window (guide 8.2, "largest node-time rectangles"; showbf): {@code nodes} nodes with
 * {@code procs} procs and {@code gpus} GPUs between them free from {@code start} for
 * {@code duration} seconds ({@link io.jmaui.scheduler.model.Times#INFINITY} when unbounded).
 * Windows overlap. {@code partition} is the partition whose nodes the window is made of (guide
 * 7.2), or {@code ALL} for a window over every node (Maui's [ALL] pseudo-partition).
 */
public record BackfillWindow(long start, int nodes, int procs, long duration, int gpus, String partition) {

    public static final String ALL = "ALL";

    /** A window over every node, on nodes without free GPUs. */
    public BackfillWindow(long start, int nodes, int procs, long duration) {
        this(start, nodes, procs, duration, 0);
    }

    /** A window over every node. */
    public BackfillWindow(long start, int nodes, int procs, long duration, int gpus) {
        this(start, nodes, procs, duration, gpus, ALL);
    }

    /** The same window, made of partition {@code p}'s nodes. */
    public BackfillWindow inPartition(String p) {
        return new BackfillWindow(start, nodes, procs, duration, gpus, p);
    }
}
