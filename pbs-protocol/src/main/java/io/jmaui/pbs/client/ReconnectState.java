package io.jmaui.pbs.client;

import java.time.Duration;

/**
 * Consecutive connection failures and the earliest time of the next connect, after
 * {@link Backoff}. A failure is a connect that failed or a connection that died before its first
 * reply; a reply ends the streak. Confined to the client's event loop.
 */
final class ReconnectState {

    private final Backoff backoff;
    private int failures;
    private long nextAttemptNanos = System.nanoTime();

    ReconnectState(Backoff backoff) {
        this.backoff = backoff;
    }

    void failed() {
        failures++;
        nextAttemptNanos = System.nanoTime() + backoff.delay(failures).toNanos();
    }

    void replied() {
        failures = 0;
    }

    int failures() {
        return failures;
    }

    /** How long until the next connect may start; zero or negative means now. */
    long nanosUntilNextAttempt() {
        return nextAttemptNanos - System.nanoTime();
    }

    /** The wait after the current streak, for messages. */
    Duration delay() {
        return backoff.delay(failures);
    }
}
