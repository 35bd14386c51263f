package io.jmaui.scheduler.config;

/** BACKFILLPOLICY (guide 8.2, appendix F). NONE disables backfill. */
public enum BackfillPolicy {
    FIRSTFIT,
    BESTFIT,
    GREEDY,
    NONE
}
