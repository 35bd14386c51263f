package io.jmaui.scheduler.config;

/**
 * BFPRIORITYPOLICY (appendix F, guide 8.4): how backfill jobs are ranked for preemption-based
 * backfill (BACKFILLPOLICY PREEMPT): which starts first and which is preempted first. NONE keeps
 * the queue's order.
 */
public enum BfPriorityPolicy {
    NONE,
    RANDOM,
    DURATION,
    HWDURATION
}
