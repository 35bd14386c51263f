package io.jmaui.scheduler.config;

/**
 * BACKFILLPOLICY (guide 8.2, appendix F). NONE disables backfill; PREEMPT (guide 8.4 "Preemption
 * Based Backfill", Maui 3.3's MBFPreempt) starts backfill jobs on what is free now even when they
 * would run into a reservation, as preemptees of the job they run into.
 */
public enum BackfillPolicy {
    FIRSTFIT,
    BESTFIT,
    GREEDY,
    NONE,
    PREEMPT
}
