package io.jmaui.pbs.client;

import io.jmaui.pbs.auth.AuthConfig;
import io.jmaui.pbs.auth.AuthMode;
import java.time.Duration;
import java.util.Objects;

/**
 * Where pbs_server is and how patient {@link PbsClient} is with it (wire doc §2.1).
 *
 * @param servers the pbs_servers to try in order (one, or a TORQUE HA pair, see {@link ServerList})
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
        ServerList servers,
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
        Objects.requireNonNull(servers, "servers");
        Objects.requireNonNull(auth, "auth");
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
        return of(ServerList.of(host, port), mode);
    }

    /** {@link #of(String, int, AuthMode)} for a list of servers tried in order. */
    public static PbsClientConfig of(ServerList servers, AuthMode mode) {
        return new PbsClientConfig(servers, AuthConfig.of(mode), Duration.ofSeconds(10),
                Duration.ofSeconds(120), Duration.ofSeconds(300), Duration.ofSeconds(4),
                Duration.ofSeconds(1), Duration.ofSeconds(60));
    }

    /** {@code host:port[,host:port...]} as used in messages. */
    public String server() {
        return servers.toString();
    }

    /** This config with another auth configuration. */
    public PbsClientConfig withAuth(AuthConfig newAuth) {
        return new PbsClientConfig(servers, newAuth, connectTimeout, requestTimeout,
                slowRequestTimeout, idleClose, backoffInitial, backoffMax);
    }

    /** This config with other request timeouts (ordinary, and RunJob-like). */
    public PbsClientConfig withRequestTimeouts(Duration ordinary, Duration slow) {
        return new PbsClientConfig(servers, auth, connectTimeout, ordinary, slow, idleClose,
                backoffInitial, backoffMax);
    }

    /** This config with another reconnect backoff. */
    public PbsClientConfig withBackoff(Duration initial, Duration max) {
        return new PbsClientConfig(servers, auth, connectTimeout, requestTimeout,
                slowRequestTimeout, idleClose, initial, max);
    }

    Backoff backoff() {
        return new Backoff(backoffInitial, backoffMax);
    }
}
