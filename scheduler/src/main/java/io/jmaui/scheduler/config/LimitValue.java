package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.Times;

/**
 * A soft and hard limit as written (guide 6.2.4): {@code 2,4} is soft 2, hard 4; {@code 4} is both;
 * INFINITY and -1 are {@link Times#INFINITY}. Stored as written: a soft limit above its hard limit
 * is the limits policy's to reconcile (the guide sets soft to hard then).
 */
public record LimitValue(long soft, long hard) {

    public static LimitValue of(long both) {
        return new LimitValue(both, both);
    }
}
