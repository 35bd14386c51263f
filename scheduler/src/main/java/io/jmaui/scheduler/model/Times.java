package io.jmaui.scheduler.model;

/** Time conventions shared by the core: epoch seconds, durations in seconds, and Maui's INFINITY. */
public final class Times {

    /** Maui's INFINITY for durations and end times. */
    public static final long INFINITY = Long.MAX_VALUE;

    private Times() {
    }

    /** {@code a + b} saturating at {@link #INFINITY}. */
    public static long plus(long a, long b) {
        long r = a + b;
        return ((a ^ r) & (b ^ r)) < 0 || a == INFINITY || b == INFINITY ? INFINITY : r;
    }
}
