package io.jmaui.scheduler.iteration;

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
}
