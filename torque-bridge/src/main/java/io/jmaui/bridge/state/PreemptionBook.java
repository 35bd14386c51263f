package io.jmaui.bridge.state;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The preemptions in flight, journalled like starts (written to the ledger before each request
 * leaves), each job's preemption history, and the enforcement timers: since when each running job
 * has broken a RESOURCELIMITPOLICY limit without a break (EXTENDEDVIOLATION, guide 10.4), so a
 * restarted daemon goes on measuring a violation instead of starting it afresh; part of the
 * checkpoint. {@code backfill} lists the running jobs started by preemption-based backfill
 * (BACKFILLPOLICY PREEMPT, guide 8.4), which stay preemptees while they run.
 */
public record PreemptionBook(Map<String, PendingPreemption> pending, Map<String, PreemptionHistory> history,
                             Map<String, Long> violatingSince, java.util.Set<String> backfill) {

    public static final PreemptionBook EMPTY = new PreemptionBook(Map.of(), Map.of(), Map.of(), java.util.Set.of());

    public PreemptionBook {
        pending = Collections.unmodifiableMap(new TreeMap<>(pending == null ? Map.of() : pending));
        history = Collections.unmodifiableMap(new TreeMap<>(history == null ? Map.of() : history));
        violatingSince = Collections.unmodifiableMap(new TreeMap<>(violatingSince == null ? Map.of() : violatingSince));
        backfill = Collections.unmodifiableSortedSet(new java.util.TreeSet<>(backfill == null ? java.util.Set.of() : backfill));
    }

    /** A book without preemptible backfill jobs, as checkpoints were before BACKFILLPOLICY PREEMPT. */
    public PreemptionBook(Map<String, PendingPreemption> pending, Map<String, PreemptionHistory> history,
                          Map<String, Long> violatingSince) {
        this(pending, history, violatingSince, java.util.Set.of());
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
        return new PreemptionBook(pending, history, since, backfill);
    }

    /** The same book with these running jobs started by preemption-based backfill (BACKFILLPOLICY PREEMPT). */
    public PreemptionBook withBackfill(java.util.Set<String> jobs) {
        return new PreemptionBook(pending, history, violatingSince, jobs);
    }
}
