package io.jmaui.pbs.client;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which server of a {@link ServerList} a {@link ClientConnection} connects to, as TORQUE's
 * {@code pbs_connect} walks its server list: a round of connects tries every server once, in list
 * order, starting from the one that accepted the last connection (the first server before any),
 * so that after an HA failover the client stays on the server that took over instead of waiting
 * on the dead one at every reconnect. Logs the server in use when it changes. Confined to the
 * connection's event loop, except {@link #current()}, which any thread may read for messages.
 */
final class ServerChoice {

    private static final Logger LOG = LoggerFactory.getLogger(ClientConnection.class);

    private final ServerList servers;
    private int preferred;
    private int index;
    private int tried;
    private volatile ServerAddress current;
    private ServerAddress lastConnected;

    ServerChoice(ServerList servers) {
        this.servers = servers;
        this.current = servers.primary();
    }

    /** The first server of a new round of connects. */
    ServerAddress firstOfRound() {
        index = preferred;
        tried = 1;
        current = servers.get(index);
        return current;
    }

    /** The next server of this round after the current one failed, or null when all were tried. */
    ServerAddress next() {
        if (tried >= servers.size()) {
            current = servers.get(preferred);
            return null;
        }
        tried++;
        index = (index + 1) % servers.size();
        current = servers.get(index);
        return current;
    }

    /** The current server accepted a connection: the next round starts with it. */
    void connected() {
        preferred = index;
        ServerAddress server = servers.get(index);
        if (server.equals(lastConnected)) {
            return;
        }
        if (lastConnected == null) {
            LOG.info("event=pbs_server_selected server={} servers={}", server, servers);
        } else {
            LOG.warn("event=pbs_failover server={} previous={} servers={}", server, lastConnected, servers);
        }
        lastConnected = server;
    }

    /** The server connected to or being tried. */
    ServerAddress current() {
        return current;
    }

    /** More than one server: failures name the list as well as the server. */
    boolean isList() {
        return servers.size() > 1;
    }

    ServerList servers() {
        return servers;
    }
}
