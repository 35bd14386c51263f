package io.jmaui.pbs.client;

import io.jmaui.pbs.auth.AuthConfig;
import io.jmaui.pbs.auth.AuthMode;
import java.time.Duration;
import java.util.Objects;

/**
 * Where pbs_server is and how patient {@link PbsClient} is with it (wire doc §2.1).
 *
 * @param host pbs_server's host name; resolved to IPv4 on every connect and, with trqauthd, sent
 *     to trqauthd as is (wire doc §4.2 pitfalls: use the same name for both)
 * @param port pbs_server's port (15001)
 * @param auth how connections are authenticated (wire doc §4)
 * @param connectTimeout TCP connect timeout
 * @param requestTimeout how long a reply may take, from the request's write
 * @param slowRequestTimeout the same for RunJob, ModifyJob and signals, which pbs_server answers
 *     only after the MOM did (TORQUE's client waits 300 s)
 * @param idleClose a connection idle this long is closed (pbs_server may drop idle connections
 *     after 5 s under load); the next request reconnects
 * @param backoffInitial wait before reconnecting after the first failure, doubling per failure
 * @param backoffMax the longest wait between reconnect attempts
 */
public record PbsClientConfig(
        String host,
        int port,
        AuthConfig auth,
        Duration connectTimeout,
        Duration requestTimeout,
        Duration slowRequestTimeout,
        Duration idleClose,
        Duration backoffInitial,
        Duration backoffMax) {

    /** pbs_server's port ({@code pbs} service). */
    public static final int DEFAULT_PORT = 15001;

    /** Validates the fields. */
    public PbsClientConfig {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(auth, "auth");
        if (port <= 0 || port > 65535) {
            throw new IllegalArgumentException("pbs_server port: " + port + " is not in 1..65535");
        }
        for (Duration d : new Duration[] {connectTimeout, requestTimeout, slowRequestTimeout, idleClose}) {
            if (d == null || d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("pbs client timeouts must be positive, got " + d);
            }
        }
        new Backoff(backoffInitial, backoffMax);
    }

    /**
     * {@code host:port} with {@code mode} auth as this JVM's user; timeouts: connect 10 s, request
     * 120 s, RunJob/ModifyJob 300 s, idle close 4 s; backoff 1 s doubling to 60 s.
     */
    public static PbsClientConfig of(String host, int port, AuthMode mode) {
        return new PbsClientConfig(host, port, AuthConfig.of(mode), Duration.ofSeconds(10),
                Duration.ofSeconds(120), Duration.ofSeconds(300), Duration.ofSeconds(4),
                Duration.ofSeconds(1), Duration.ofSeconds(60));
    }

    /** {@code host:port} as used in messages. */
    public String server() {
        return host + ":" + port;
    }

    /** This config with another auth configuration. */
    public PbsClientConfig withAuth(AuthConfig newAuth) {
        return new PbsClientConfig(host, port, newAuth, connectTimeout, requestTimeout,
                slowRequestTimeout, idleClose, backoffInitial, backoffMax);
    }

    /** This config with other request timeouts (ordinary, and RunJob-like). */
    public PbsClientConfig withRequestTimeouts(Duration ordinary, Duration slow) {
        return new PbsClientConfig(host, port, auth, connectTimeout, ordinary, slow, idleClose,
                backoffInitial, backoffMax);
    }

    /** This config with another reconnect backoff. */
    public PbsClientConfig withBackoff(Duration initial, Duration max) {
        return new PbsClientConfig(host, port, auth, connectTimeout, requestTimeout,
                slowRequestTimeout, idleClose, initial, max);
    }

    Backoff backoff() {
        return new Backoff(backoffInitial, backoffMax);
    }
}
