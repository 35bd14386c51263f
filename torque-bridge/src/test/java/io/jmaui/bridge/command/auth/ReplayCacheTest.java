package io.jmaui.bridge.command.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.bridge.command.auth.ReplayCache.Outcome;
import org.junit.jupiter.api.Test;

/** A nonce is accepted once while its request is in the window; a full cache refuses rather than forgets. */
class ReplayCacheTest {

    @Test
    void aNonceIsAcceptedOnceUntilItsRequestLeavesTheWindow() {
        ReplayCache c = new ReplayCache(10);
        assertEquals(Outcome.FRESH, c.admit("a", 1000, 1030));
        assertEquals(Outcome.REPLAYED, c.admit("a", 1029, 1059));
        // after 1030 the request's own time refuses it; the cache may forget the nonce
        assertEquals(Outcome.FRESH, c.admit("a", 1031, 1061));
    }

    @Test
    void aFullCacheRefusesNewNoncesUntilOldOnesExpire() {
        ReplayCache c = new ReplayCache(2);
        assertEquals(Outcome.FRESH, c.admit("a", 1000, 1030));
        assertEquals(Outcome.FRESH, c.admit("b", 1000, 1040));
        assertEquals(Outcome.FULL, c.admit("c", 1010, 1040));
        assertEquals(Outcome.REPLAYED, c.admit("a", 1010, 1040));
        assertEquals(Outcome.FRESH, c.admit("c", 1031, 1061));
        assertEquals(2, c.size());
    }
}
