package io.jmaui.pbs.client;

import java.time.Duration;

/**
 * Exponential reconnect backoff: no wait before the first attempt, then {@code initial},
 * doubling per consecutive failure up to {@code max}. A reply received resets the count.
 */
record Backoff(Duration initial, Duration max) {

    Backoff {
        if (initial.isNegative() || max.compareTo(initial) < 0) {
            throw new IllegalArgumentException("backoff: initial " + initial + " and max " + max
                    + " must satisfy 0 <= initial <= max");
        }
    }

    /** How long to wait before the next attempt after {@code failures} consecutive failures. */
    Duration delay(int failures) {
        if (failures <= 0) {
            return Duration.ZERO;
        }
        int doublings = Math.min(failures - 1, 30);
        long nanos = initial.toNanos();
        for (int i = 0; i < doublings && nanos < max.toNanos(); i++) {
            nanos *= 2;
        }
        return nanos >= max.toNanos() ? max : Duration.ofNanos(nanos);
    }
}
