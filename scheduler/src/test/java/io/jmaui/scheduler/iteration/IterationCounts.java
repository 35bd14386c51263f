package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;

import java.util.List;
import java.util.Map;

/** Bypass counts as an iteration hands them over ({@link BypassCounts}), for tests outside this package. */
public final class IterationCounts {

    private IterationCounts() {
    }

    /** {@code counts} in their order, as an iteration's. */
    public static Map<String, Integer> of(Map<String, Integer> counts) {
        BypassCounts b = new BypassCounts(counts.size());
        counts.forEach(b::add);
        return b;
    }

    /** The counts of an iteration whose eligible jobs were {@code waiting}, as their rule ({@link BypassCounts#inSnapshotOrder}). */
    public static BypassCounts inSnapshotOrder(List<Job> waiting, int[] backfilled, int[] started) {
        return BypassCounts.inSnapshotOrder(waiting, backfilled, started);
    }
}
