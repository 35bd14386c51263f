package io.jmaui.scheduler.backfill;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.model.Job;

import java.util.List;

/**
 * One backfill pass as a policy sees it: the candidates, the current windows, and a way to start
 * a job now. Starting checks the job against the availability (so no reservation is touched) and
 * the active limits of the pass.
 */
public interface BackfillRun {

    long now();

    /** Backfill candidates in priority order, at most BACKFILLDEPTH of them. */
    List<Job> candidates();

    /** The windows as they are now, widest first; they shrink as jobs start. */
    List<BackfillWindow> windows();

    /** Starts the job now if it fits and its limits allow; true when started. */
    boolean tryStart(Job job);

    /** The job's walltime for fitting windows: INFINITY when it has none. */
    long walltime(Job job);

    BackfillMetric metric();

    /** BFCHUNKSIZE, procs; 0 = no chunking. */
    int chunkSize();

    /** BFCHUNKDURATION, seconds. */
    long chunkDuration();

    /** When chunking was activated; 0 when inactive. */
    long chunkBlockedSince();

    void chunkBlockedSince(long t);

    /** Records that chunking kept {@code job} from backfilling until {@code until}. */
    void chunked(Job job, long until);

    /**
     * Starts the job now as a preemptible backfill job (BACKFILLPOLICY PREEMPT, guide 8.4) if what
     * it needs is free now, even when it would run into a reservation later; true when started.
     */
    default boolean tryStartPreemptible(Job job) {
        return tryStart(job);
    }

    /** BFPRIORITYPOLICY's order of the candidates: the one to start first (and preempt last) first. */
    default java.util.Comparator<Job> preemptibleOrder() {
        return (a, b) -> 0;
    }
}
