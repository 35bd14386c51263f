package io.jmaui.scheduler.iteration;

/**
 * How much an iteration works out besides its decisions. The daemon shows everything (checkjob's
 * reasons and start estimates, showbf's windows); the simulator applies the decisions and reads
 * only what the next iteration sees (fairshare windows, bypass counts, the carry-over), so it asks
 * for {@link #DECISIONS} and skips the per-job reporting that dominated its iterations. The
 * decisions are the same either way.
 */
public enum Detail {
    /** Decisions, every idle job's reason, start estimates, backfill windows, priority breakdowns. */
    FULL,
    /**
     * Decisions and what the next iteration reads; reasons only as far as the stages use them
     * among themselves (a job short of resources is told from one over a limit, without numbers)
     * and none in the result, no start estimates, no backfill windows, priorities without their
     * breakdown (the same values); once no eligible job could
     * fit in what is free, no further job reservations either ({@link NothingMoreFits}).
     */
    DECISIONS
}
