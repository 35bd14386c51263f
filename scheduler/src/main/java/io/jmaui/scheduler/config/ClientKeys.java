package io.jmaui.scheduler.config;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a CLIENTCFG CSKEY must be to prove anything: at least {@value #MIN_LENGTH} characters, not
 * a placeholder from a sample file, not a few characters repeated, and each user's key their own
 * (a key shared with another entry, DEFAULT included, lets its other holders act as that user).
 * A key that fails is a config error naming file:line, so the daemon does not start on it; the
 * key itself is never printed, only its length.
 */
final class ClientKeys {

    static final int MIN_LENGTH = 32;
    static final String HOW = "make one with: openssl rand -hex 32";

    /** Words of sample keys; a key containing one was written by a person, not a generator. */
    private static final List<String> PLACEHOLDERS = List.of("change", "example", "placeholder", "secret",
            "password", "default", "cskey");

    static final ValueType<String> KEY = ValueType.of("a secret key of at least " + MIN_LENGTH + " random characters ("
            + HOW + ")", ClientKeys::parse, k -> k);

    private ClientKeys() {
    }

    private static String parse(String text) throws BadValue {
        String k = text.trim();
        String lower = k.toLowerCase(Locale.ROOT);
        for (String p : PLACEHOLDERS) {
            if (lower.contains(p)) {
                throw new BadValue(k.length() <= 40 ? k : "(a placeholder)", "a secret key: this is a placeholder; "
                        + HOW);
            }
        }
        if (k.length() < MIN_LENGTH) {
            throw new BadValue(k.isEmpty() ? "" : "(" + k.length() + " characters, not shown)",
                    "a secret key of at least " + MIN_LENGTH + " characters; " + HOW);
        }
        if (k.chars().distinct().count() < 8) {
            throw new BadValue("(" + k.length() + " characters, not shown)", "a secret key: it repeats fewer than 8"
                    + " different characters; " + HOW);
        }
        return k;
    }

    /** Adds an error for every CLIENTCFG entry whose key another entry already has. */
    static void checkDistinct(Map<String, ? extends Map<String, RawValue>> clients, List<ConfigError> errors) {
        Map<String, String> owner = new HashMap<>();
        clients.forEach((peer, attributes) -> {
            RawValue key = attributes.get("CSKEY");
            if (key == null) {
                return;
            }
            String first = owner.putIfAbsent(key.text().trim(), peer);
            if (first != null) {
                errors.add(new ConfigError(key.source(), key.line(), key.column(), "CLIENTCFG[" + peer + "] CSKEY",
                        "(not shown)", "a key of its own: CLIENTCFG[" + first + "] has the same one, so either could"
                        + " act as the other; " + HOW));
            }
        });
    }
}
