package io.jmaui.scheduler.iteration;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One idle job's priority (guide 5.1) as diagnose -p shows it.
 *
 * @param components weighted contribution per factor (e.g. {@code QUEUETIME -> 120.0}), in the
 *                   priority policy's order
 */
public record PriorityBreakdown(String jobId, long priority, Map<String, Double> components) {

    public PriorityBreakdown {
        components = Collections.unmodifiableMap(new LinkedHashMap<>(components));
    }
}
