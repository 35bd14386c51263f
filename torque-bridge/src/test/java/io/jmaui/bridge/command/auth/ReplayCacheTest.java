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
        ReplayCache full = new ReplayCache(2);
        for (String n : new String[] {"a", "b"}) {
            assertEquals(Outcome.FRESH, full.admit(n, 1000, n.equals("a") ? 1030 : 1040));
        }
        assertEquals(Outcome.FULL, full.admit("c", 1010, 1040));
        assertEquals(Outcome.REPLAYED, full.admit("a", 1010, 1040));
        assertEquals(Outcome.FRESH, full.admit("c", 1031, 1061), "a expired at 1030 and made room");
        assertEquals(2, full.size());
    }
}
