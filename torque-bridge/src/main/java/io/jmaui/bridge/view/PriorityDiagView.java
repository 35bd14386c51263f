package io.jmaui.bridge.view;

import java.util.List;
import java.util.Map;

/**
 * diagnose -p (guide 5.1 "Job Prioritization", "diagnose -p"): each idle job's priority and the
 * weighted contribution of each factor, highest priority first.
 *
 * @param factors the factor names in column order (the union over the jobs, in the policy's order)
 */
public record PriorityDiagView(long now, List<String> factors, List<Row> jobs) {

    public PriorityDiagView {
        factors = List.copyOf(factors);
        jobs = List.copyOf(jobs);
    }

    /** One idle job: its priority, each factor's weighted contribution, and whether setspri set it. */
    public record Row(String id, long priority, Map<String, Double> components, boolean systemPriority) {
        public Row {
            components = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(components));
        }
    }
}
