package io.jmaui.bridge.command.auth;

import java.util.HashMap;
import java.util.Map;

/**
 * The nonces of the signed requests accepted within the time window, each kept until its request
 * falls out of the window (after that the timestamp check refuses a replay by itself). Bounded:
 * when {@code capacity} live nonces are held, new requests are refused until some expire, rather
 * than forgetting a nonce that could then be replayed. Only requests whose MAC verified reach it,
 * so filling it takes a valid key.
 */
public final class ReplayCache {

    private final int capacity;
    private final Map<String, Long> expiry = new HashMap<>();

    public ReplayCache(int capacity) {
        this.capacity = capacity;
    }

    /** What {@link #admit} made of a nonce. */
    public enum Outcome { FRESH, REPLAYED, FULL }

    /** Remembers {@code nonce} until {@code until} (epoch seconds) unless it was seen before. */
    public synchronized Outcome admit(String nonce, long now, long until) {
        Long seen = expiry.get(nonce);
        if (seen != null && seen >= now) {
            return Outcome.REPLAYED;
        }
        if (expiry.size() >= capacity) {
            expiry.values().removeIf(t -> t < now);
            if (expiry.size() >= capacity) {
                return Outcome.FULL;
            }
        }
        expiry.put(nonce, until);
        return Outcome.FRESH;
    }

    synchronized int size() {
        return expiry.size();
    }
}
