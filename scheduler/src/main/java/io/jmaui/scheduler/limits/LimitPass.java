package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitValue;

/**
 * The two scheduling passes of guide 6.2 "soft and hard limits" ({@code MAXJOB=SOFT,HARD}): the
 * first pass starts jobs within every soft limit; when resources remain, a second pass starts
 * jobs within the hard limits.
 */
public enum LimitPass {
    /** First pass: the soft value of {@code [SOFT,]HARD}. */
    SOFT,
    /** Second pass: the hard value. */
    HARD;

    /**
     * The value this pass enforces. A soft limit looser than the hard one is the hard one
     * (guide 6.2: soft never exceeds hard). Maui reads a limit of 0 or below as "no limit".
     */
    long of(LimitValue v) {
        long hard = v.hard() <= 0 ? Long.MAX_VALUE : v.hard();
        if (this == HARD) {
            return hard;
        }
        long soft = v.soft() <= 0 ? Long.MAX_VALUE : v.soft();
        return Math.min(soft, hard);
    }

    /** Lower-case word for reasons: {@code soft} or {@code hard}. */
    String word() {
        return this == SOFT ? "soft" : "hard";
    }
}
