package io.jmaui.bridge.leader;

import java.time.Duration;

/**
 * How often the active renews its lease and how long a standby waits before it takes over, after
 * TORQUE's HA lock ({@code lock_file_update_time} 3 s, {@code lock_file_check_time} 9 s): a
 * standby takes over once it has seen the lease unchanged for {@code ttl}, so the active renews
 * three times per {@code ttl} and stops acting {@code margin} before its lease could lapse.
 *
 * <p>Derived from RMPOLLINTERVAL so that a standby takes over within two poll intervals of the
 * active dying: {@code ttl} is RMPOLLINTERVAL, at most TORQUE's 9 s; the standby looks four times
 * per {@code ttl}, at most every second. A killed active on the same host is seen at the next
 * look (its lock is free), a hung one after {@code ttl}.
 *
 * @param ttl        how long a lease stays valid without renewal
 * @param renewEvery how often the active renews
 * @param checkEvery how often a standby looks at the lease
 * @param margin     how long before the lease could lapse the active stops sending requests
 */
public record LeaseTiming(Duration ttl, Duration renewEvery, Duration checkEvery, Duration margin) {

    /** TORQUE's lock_file_check_time: the longest ttl. */
    static final Duration MAX_TTL = Duration.ofSeconds(9);

    /** The timing for a daemon polling every {@code pollSeconds}. */
    public static LeaseTiming forPollInterval(long pollSeconds) {
        Duration ttl = Duration.ofSeconds(Math.max(1, pollSeconds));
        if (ttl.compareTo(MAX_TTL) > 0) {
            ttl = MAX_TTL;
        }
        Duration check = ttl.dividedBy(4);
        if (check.compareTo(Duration.ofSeconds(1)) > 0) {
            check = Duration.ofSeconds(1);
        }
        return new LeaseTiming(ttl, ttl.dividedBy(3), check, ttl.dividedBy(4));
    }
}
