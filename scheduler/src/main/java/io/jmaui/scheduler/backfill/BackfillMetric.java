package io.jmaui.scheduler.backfill;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Times;

import java.util.Arrays;
import java.util.Locale;

/**
 * BACKFILLMETRIC (guide appendix F): what BESTFIT and GREEDY maximise when they fill a window.
 * PE (processor equivalents) is taken as procs: jobs here ask for procs per task, and node memory
 * shares are not weighed. NODES (Maui 3.3 accepts it, showconfig's sample shows it) is the node
 * count the job gave ({@code nodes=N}), 1 when it gave none.
 */
public enum BackfillMetric {
    PROCS,
    NODES,
    PROCSECONDS,
    SECONDS,
    PE,
    PESECONDS;

    /** The job's value under this metric; {@code walltime} is the job's effective walltime. */
    public double value(Job job, long walltime) {
        double w = walltime == Times.INFINITY ? 0 : walltime;
        return switch (this) {
            case PROCS, PE -> job.procs();
            case NODES -> Math.max(1, job.nodes());
            case PROCSECONDS, PESECONDS -> job.procs() * w;
            case SECONDS -> w;
        };
    }

    /** @throws IllegalArgumentException for an unknown word, listing the valid ones */
    public static BackfillMetric of(String word) {
        try {
            return valueOf(word.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("BACKFILLMETRIC: \"" + word + "\" is not one of "
                    + Arrays.toString(values()), e);
        }
    }
}
