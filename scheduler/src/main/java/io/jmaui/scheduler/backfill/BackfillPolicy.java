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
}
