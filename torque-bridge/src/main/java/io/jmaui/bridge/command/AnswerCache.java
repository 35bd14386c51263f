package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.scheduler.config.MauiConfig;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Encoded information answers, least recently used first out: an answer is the same bytes for
 * the same iteration, config, caller and request, so a thousand showq between two iterations
 * are built and encoded once. Entries of older iterations simply age out.
 */
final class AnswerCache {

    /** What makes two answers the same. */
    record Key(long iteration, MauiConfig config, String user, CommandRequest request) {
    }

    private final Map<Key, byte[]> entries;

    AnswerCache(int capacity) {
        this.entries = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, byte[]> eldest) {
                return size() > capacity;
            }
        });
    }

    /** The key for {@code req} as {@code user} sees it after iteration {@code iteration} (MAC fields dropped). */
    static Key key(long iteration, MauiConfig cfg, String user, CommandRequest req) {
        return new Key(iteration, cfg, user, req.unsigned());
    }

    byte[] get(Key key) {
        return entries.get(key);
    }

    void put(Key key, byte[] answer) {
        entries.put(key, answer);
    }
}
