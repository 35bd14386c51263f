package io.jmaui.scheduler.backfill;

/**
 * BACKFILLPOLICY (guide 8.2): how jobs left after the priority pass are started out of order
 * without delaying any job reservation. A policy picks jobs; the {@link BackfillRun} checks and
 * starts them.
 */
public interface BackfillPolicy {

    /** The maui.cfg word, e.g. {@code FIRSTFIT}. */
    String name();

    void fill(BackfillRun run);

    /**
     * Whether the policy, without chunking ({@link BackfillRun#chunkSize()} 0), only calls
     * {@link BackfillRun#tryStart} on its candidates, one at a time, choosing none by comparing it
     * with others: then a candidate that {@code tryStart} refuses without touching anything changes
     * nothing the policy does, and may be left out of the candidates. False unless a policy says so.
     */
    default boolean triesEachInTurn() {
        return false;
    }
}
