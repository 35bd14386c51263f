package io.jmaui.pbs.auth;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How {@link AuthenticatingConnector} makes pbs_server trust a connection (wire doc §4). */
public enum AuthMode {
    /** Ask the local trqauthd to vouch for the connection's source port (§4.2; TORQUE 4.2.4+). */
    TRQAUTHD,
    /** Connect from a source port below 1024, trusted like a TORQUE daemon (§4.3; root only). */
    PRIVPORT,
    /** trqauthd when its socket exists, else or if it fails a privileged port. */
    AUTO,
    /** No authentication: for test servers that accept everything. */
    NONE;

    /** The mode's command-line spelling: {@code trqauthd}, {@code privport}, {@code auto}, {@code none}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Parses a mode word, case-insensitively.
     *
     * @throws IllegalArgumentException naming the valid words
     */
    public static AuthMode parse(String word) {
        for (AuthMode mode : values()) {
            if (mode.word().equalsIgnoreCase(word.trim())) {
                return mode;
            }
        }
        throw new IllegalArgumentException("auth mode: \"" + word + "\" is not one of "
                + Arrays.stream(values()).map(AuthMode::word).collect(Collectors.joining(", ")));
    }
}
