package io.jmaui.bridge.command;

import java.lang.management.ManagementFactory;
import java.time.Duration;

/**
 * What one client may hold of the command server, so that no local user or remote peer can stop
 * scheduling by opening connections or sending slowly.
 *
 * @param maxConnections total client connections on the socket and the TLS port together; kept
 *                       well under the process's descriptor limit, so the scheduling loop's own
 *                       descriptors (pbs_server connection, state files, log) stay available
 * @param maxPerPeer     connections of one uid (socket) or one address (TLS)
 * @param rootReserve    connections beyond {@code maxConnections} only uid 0 on the socket may
 *                       use: an admin can still run {@code schedctl} while others flood
 * @param frameDeadline  how long a request frame may take from its first byte to its last (not
 *                       restarted by each byte), and the TLS handshake with it
 * @param idleTimeout    how long a connection may wait between requests
 * @param writeDeadline  how long a client may take to read an answer
 * @param requestWindow  how far a signed request's time may be from the daemon's clock (TLS)
 */
public record CommandLimits(int maxConnections, int maxPerPeer, int rootReserve, Duration frameDeadline,
                            Duration idleTimeout, Duration writeDeadline, long requestWindow) {

    /** Descriptors left to everything but client connections, whatever the limit. */
    static final int KEEP_FOR_DAEMON = 256;

    /** The defaults, the connection cap derived from this process's RLIMIT_NOFILE. */
    public static CommandLimits defaults() {
        return new CommandLimits(connectionCap(descriptorLimit()), 16, 8, Duration.ofSeconds(10), Duration.ofSeconds(60),
                Duration.ofSeconds(120), 30);
    }

    /**
     * At most 512 clients, and at most a quarter of the descriptors left after {@link #KEEP_FOR_DAEMON}:
     * with the common soft limit of 1,024 that is 192 connections.
     */
    static int connectionCap(long descriptorLimit) {
        long spare = Math.max(0, descriptorLimit - KEEP_FOR_DAEMON);
        return (int) Math.max(8, Math.min(512, spare / 4));
    }

    /** RLIMIT_NOFILE of this process, or 1,024 where the JVM cannot say. */
    static long descriptorLimit() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.UnixOperatingSystemMXBean u) {
            return u.getMaxFileDescriptorCount();
        }
        return 1024;
    }

    /** These limits with other timings (tests use short ones). */
    public CommandLimits withTimes(Duration frame, Duration idle, Duration write) {
        return new CommandLimits(maxConnections, maxPerPeer, rootReserve, frame, idle, write, requestWindow);
    }

    /** These limits with other connection caps. */
    public CommandLimits withConnections(int total, int perPeer, int reserve) {
        return new CommandLimits(total, perPeer, reserve, frameDeadline, idleTimeout, writeDeadline, requestWindow);
    }
}
