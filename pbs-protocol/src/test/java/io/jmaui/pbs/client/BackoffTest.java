package io.jmaui.pbs.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Reconnect backoff: none before the first attempt, then doubling from initial up to max. */
class BackoffTest {

    final Backoff backoff = new Backoff(Duration.ofSeconds(1), Duration.ofSeconds(60));

    @Test
    void doublesPerFailureUpToTheMaximum() {
        assertEquals(Duration.ZERO, backoff.delay(0));
        assertEquals(Duration.ofSeconds(1), backoff.delay(1));
        assertEquals(Duration.ofSeconds(2), backoff.delay(2));
        assertEquals(Duration.ofSeconds(32), backoff.delay(6));
        assertEquals(Duration.ofSeconds(60), backoff.delay(7));
        assertEquals(Duration.ofSeconds(60), backoff.delay(Integer.MAX_VALUE));
    }

    @Test
    void maximumBelowInitialIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Backoff(Duration.ofSeconds(5), Duration.ofSeconds(1)));
        assertEquals("backoff: initial PT5S and max PT1S must satisfy 0 <= initial <= max", e.getMessage());
    }
}
