package io.jmaui.scheduler.preemption;

import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Resources;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A running job a preemptor may take resources from (guide 8.4): its priority, when it started,
 * how it would be preempted, and what preempting it frees on each of its hosts: everything it
 * holds there, or only its processors when it is suspended (it stays in memory).
 * {@code backfillRank} is a preemptible backfill job's rank under BFPRIORITYPOLICY (the lowest is
 * preempted first, before any job that is not one); {@link Double#POSITIVE_INFINITY} for others.
 */
public record Candidate(String jobId, long priority, long startTime, PreemptMode mode, Map<String, Resources> frees,
                        double backfillRank) {

    public Candidate {
        frees = Collections.unmodifiableMap(new LinkedHashMap<>(frees));
    }

    /** A candidate that is no preemptible backfill job. */
    public Candidate(String jobId, long priority, long startTime, PreemptMode mode, Map<String, Resources> frees) {
        this(jobId, priority, startTime, mode, frees, Double.POSITIVE_INFINITY);
    }

    /** Processors preempting the job frees, over all its hosts: among equals the one freeing least wastes least. */
    long procs() {
        long n = 0;
        for (Resources r : frees.values()) {
            n += r.procs();
        }
        return n;
    }
}
