package io.jmaui.pbs.sched;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;

/**
 * Where the scheduler port listens and whom it believes (wire doc §5.2).
 *
 * @param bind address and port to listen on (pbs_sched: 15004 on all addresses)
 * @param requirePrivilegedPort accept only peers whose source port is below 1024, as pbs_server
 *     (root) always uses; pbs_sched accepts unprivileged peers only from its {@code $restricted} list
 * @param allowedHosts peer addresses accepted; empty accepts any (pbs_sched: the server host)
 * @param readTimeout how long a peer may take to send its 4 bytes
 * @param clock stamps each event's {@code receivedAt}
 * @param refusalSummary how long refused pokes are counted before one summary line per peer
 *     (the first few of each period are logged one by one; see {@link io.jmaui.pbs.guard.RefusalLog})
 */
public record SchedulerPortConfig(InetSocketAddress bind, boolean requirePrivilegedPort,
        Set<InetAddress> allowedHosts, Duration readTimeout, Clock clock, Duration refusalSummary) {

    /** Connections held at once; pbs_server pokes one at a time and closes. */
    static final int MAX_CONNECTIONS = 64;
    /** Connections of one host held at once. */
    static final int MAX_PER_HOST = 16;

    /** pbs_server's default scheduler port ({@code pbs_sched} service). */
    public static final int DEFAULT_PORT = 15004;

    /** Validates and copies. */
    public SchedulerPortConfig {
        Objects.requireNonNull(bind, "bind");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(refusalSummary, "refusalSummary");
        allowedHosts = Set.copyOf(allowedHosts);
        if (readTimeout == null || readTimeout.isNegative() || readTimeout.isZero()) {
            throw new IllegalArgumentException("scheduler port read timeout must be positive, got "
                    + readTimeout);
        }
    }

    /** Refusals summarised once a minute. */
    public SchedulerPortConfig(InetSocketAddress bind, boolean requirePrivilegedPort, Set<InetAddress> allowedHosts,
            Duration readTimeout, Clock clock) {
        this(bind, requirePrivilegedPort, allowedHosts, readTimeout, clock, Duration.ofMinutes(1));
    }

    /**
     * Listens on all addresses at {@code port}, privileged peers from any host, 10 s read timeout,
     * system clock.
     */
    public static SchedulerPortConfig of(int port) {
        return new SchedulerPortConfig(new InetSocketAddress(port), true, Set.of(),
                Duration.ofSeconds(10), Clock.systemUTC());
    }

    /** This config summarising refusals every {@code period} (tests use a short one). */
    public SchedulerPortConfig withRefusalSummary(Duration period) {
        return new SchedulerPortConfig(bind, requirePrivilegedPort, allowedHosts, readTimeout, clock, period);
    }

    /** This config accepting only {@code hosts} (e.g. the pbs_server host). */
    public SchedulerPortConfig withAllowedHosts(Set<InetAddress> hosts) {
        return new SchedulerPortConfig(bind, requirePrivilegedPort, hosts, readTimeout, clock, refusalSummary);
    }

    /** This config with the privileged-source-port check on or off. */
    public SchedulerPortConfig withRequirePrivilegedPort(boolean require) {
        return new SchedulerPortConfig(bind, require, allowedHosts, readTimeout, clock, refusalSummary);
    }

    /** This config stamping events from {@code newClock}. */
    public SchedulerPortConfig withClock(Clock newClock) {
        return new SchedulerPortConfig(bind, requirePrivilegedPort, allowedHosts, readTimeout, newClock, refusalSummary);
    }

    /** Why {@code peer} is not accepted, or null if it is. */
    String rejection(InetSocketAddress peer) {
        if (requirePrivilegedPort && peer.getPort() >= 1024) {
            return "source port " + peer.getPort() + " is not privileged (pbs_server uses < 1024)";
        }
        if (!allowedHosts.isEmpty() && !allowedHosts.contains(peer.getAddress())) {
            return "host " + peer.getAddress().getHostAddress() + " is not in the allowed hosts";
        }
        return null;
    }
}
