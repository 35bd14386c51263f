package io.jmaui.scheduler.config;

/**
 * BACKFILLORDER: the order backfill tries its candidates in. PRIORITY is Maui's; SHORTEST tries
 * the shortest planned run time first (the prediction, else the wallclock limit; Tsafrir et al.'s
 * shortest-job-backfilled-first); XFACTOR the highest current expansion factor first,
 * {@code (queued + planned) / planned}.
 */
public enum BackfillOrder {
    PRIORITY,
    SHORTEST,
    XFACTOR
}
