package io.jmaui.pbs.auth;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * How to authenticate connections to pbs_server (wire doc §4).
 *
 * @param mode which method(s) to use
 * @param user the user name put in every request header and sent to trqauthd; must be the passwd
 *     name of this process's uid for trqauthd to agree
 * @param trqauthdSocket trqauthd's Unix socket (TORQUE's default {@code /tmp/trqauthd-unix}; the
 *     directory is a build option of TORQUE)
 * @param trqauthdTimeout how long to wait for trqauthd's answer
 */
public record AuthConfig(AuthMode mode, String user, Path trqauthdSocket, Duration trqauthdTimeout) {

    /** TORQUE's default trqauthd socket (4.2.1 and later). */
    public static final Path DEFAULT_TRQAUTHD_SOCKET = Path.of("/tmp/trqauthd-unix");

    /** Validates the fields. */
    public AuthConfig {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(trqauthdSocket, "trqauthdSocket");
        Objects.requireNonNull(trqauthdTimeout, "trqauthdTimeout");
        if (user == null || user.isEmpty() || user.length() > 32) {
            throw new IllegalArgumentException("auth user: \"" + user
                    + "\" must be 1 to 32 bytes (TORQUE's limit for the request header)");
        }
    }

    /** {@code mode} as the JVM's user with TORQUE's default socket and a 10 s trqauthd timeout. */
    public static AuthConfig of(AuthMode mode) {
        return new AuthConfig(mode, System.getProperty("user.name"), DEFAULT_TRQAUTHD_SOCKET,
                Duration.ofSeconds(10));
    }

    /** This config with another user. */
    public AuthConfig withUser(String newUser) {
        return new AuthConfig(mode, newUser, trqauthdSocket, trqauthdTimeout);
    }

    /** This config with another trqauthd socket. */
    public AuthConfig withTrqauthdSocket(Path socket) {
        return new AuthConfig(mode, user, socket, trqauthdTimeout);
    }
}
