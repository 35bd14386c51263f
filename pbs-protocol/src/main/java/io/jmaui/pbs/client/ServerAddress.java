package io.jmaui.pbs.client;

import java.util.Objects;

/**
 * One pbs_server of a {@link ServerList}: a host name (or IPv4 address) and its batch port.
 *
 * @param host resolved to IPv4 on every connect and, with trqauthd, sent to trqauthd as is (wire
 *     doc §4.2 pitfalls: use the same name for both)
 * @param port the batch port ({@code pbs} service, 15001)
 */
public record ServerAddress(String host, int port) {

    /** Validates the fields. */
    public ServerAddress {
        Objects.requireNonNull(host, "host");
        if (host.isBlank()) {
            throw new IllegalArgumentException("pbs_server host: empty");
        }
        if (port <= 0 || port > 65535) {
            throw new IllegalArgumentException("pbs_server port: " + port + " is not in 1..65535");
        }
    }

    /** {@code host:port}, as in messages and logs. */
    @Override
    public String toString() {
        return host + ":" + port;
    }
}
