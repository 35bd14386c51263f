package io.jmaui.bridge.state;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The preemptions in flight, journalled like starts (written to the ledger before each request
 * leaves), and each job's preemption history; part of the checkpoint.
 */
public record PreemptionBook(Map<String, PendingPreemption> pending, Map<String, PreemptionHistory> history) {

    public static final PreemptionBook EMPTY = new PreemptionBook(Map.of(), Map.of());

    public PreemptionBook {
        pending = Collections.unmodifiableMap(new TreeMap<>(pending == null ? Map.of() : pending));
        history = Collections.unmodifiableMap(new TreeMap<>(history == null ? Map.of() : history));
    }

    public PreemptionHistory historyOf(String jobId) {
        return history.getOrDefault(jobId, PreemptionHistory.NONE);
    }
}
