package io.jmaui.bridge.state;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The preemptions in flight, journalled like starts (written to the ledger before each request
 * leaves), each job's preemption history, and the enforcement timers: since when each running job
 * has broken a RESOURCELIMITPOLICY limit without a break (EXTENDEDVIOLATION, guide 10.4), so a
 * restarted daemon goes on measuring a violation instead of starting it afresh; part of the
 * checkpoint.
 */
public record PreemptionBook(Map<String, PendingPreemption> pending, Map<String, PreemptionHistory> history,
                             Map<String, Long> violatingSince) {

    public static final PreemptionBook EMPTY = new PreemptionBook(Map.of(), Map.of(), Map.of());

    public PreemptionBook {
        pending = Collections.unmodifiableMap(new TreeMap<>(pending == null ? Map.of() : pending));
        history = Collections.unmodifiableMap(new TreeMap<>(history == null ? Map.of() : history));
        violatingSince = Collections.unmodifiableMap(new TreeMap<>(violatingSince == null ? Map.of() : violatingSince));
    }

    /** A book without enforcement timers, as checkpoints were before they were kept. */
    public PreemptionBook(Map<String, PendingPreemption> pending, Map<String, PreemptionHistory> history) {
        this(pending, history, Map.of());
    }

    public PreemptionHistory historyOf(String jobId) {
        return history.getOrDefault(jobId, PreemptionHistory.NONE);
    }

    /** The same book with the enforcement timers the last iteration measured. */
    public PreemptionBook withViolatingSince(Map<String, Long> since) {
        return new PreemptionBook(pending, history, since);
    }
}
