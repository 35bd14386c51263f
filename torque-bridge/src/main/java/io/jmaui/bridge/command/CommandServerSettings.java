package io.jmaui.bridge.command;

import io.jmaui.scheduler.config.ClientConfig;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * Where the command server listens, whom it trusts and what each client may hold.
 *
 * @param socket   the Unix socket local clients use (created mode 0666: the peer uid decides)
 * @param tcpHost  SERVERHOST for the TLS listener, or null for no TCP listener
 * @param tcpPort  SERVERPORT (0: any free port, for tests)
 * @param tlsDir   where the TLS key and certificate live (beside maui-private.cfg)
 * @param users    uid to user name (injectable so tests can act as another user)
 * @param clients  the CLIENTCFG keys in force (read at each request: a reconfigure applies at once)
 * @param limits   connection caps and deadlines
 */
public record CommandServerSettings(Path socket, String tcpHost, int tcpPort, Path tlsDir, UserDirectory users,
                                    Supplier<ClientConfig> clients, CommandLimits limits) {

    /**
     * The socket a standby daemon answers on, beside the active's: {@code maui.sock} becomes
     * {@code maui-standby.sock}. A standby never binds the active's socket (a second daemon on the
     * same host would take it over); clients that find no daemon on the socket try this one.
     */
    public static Path standbySocket(Path socket) {
        String name = socket.getFileName().toString();
        String standby = name.endsWith(".sock") ? name.substring(0, name.length() - 5) + "-standby.sock"
                : name + "-standby";
        return socket.resolveSibling(standby);
    }

    /** These settings for a standby: its own socket, no TLS listener (the active holds SERVERPORT). */
    public CommandServerSettings forStandby() {
        return new CommandServerSettings(standbySocket(socket), null, 0, tlsDir, users, clients, limits);
    }

    /**
     * The daemon's settings: the Unix socket, the TLS files in {@code home}, SERVERHOST/SERVERPORT,
     * /etc/passwd; CLIENTTIMEOUT (appendix F, "time which Maui client commands will wait for a
     * response") is also how long the daemon waits on a client: between its requests and for it to
     * read an answer.
     */
    public static CommandServerSettings of(io.jmaui.bridge.daemon.SchedulingLoop loop, Path home, Path socket) {
        var cfg = loop.config();
        CommandLimits l = CommandLimits.defaults();
        java.time.Duration client = java.time.Duration.ofSeconds(
                Math.max(1, cfg.get(io.jmaui.scheduler.config.Parameters.CLIENTTIMEOUT)));
        return new CommandServerSettings(socket,
                cfg.get(io.jmaui.scheduler.config.Parameters.SERVERHOST),
                cfg.get(io.jmaui.scheduler.config.Parameters.SERVERPORT), home, PasswdDirectory.system(),
                () -> loop.config().client(), l.withTimes(l.frameDeadline(), client, client));
    }

    /** These settings with other limits. */
    public CommandServerSettings withLimits(CommandLimits l) {
        return new CommandServerSettings(socket, tcpHost, tcpPort, tlsDir, users, clients, l);
    }

    /** The same without the TLS listener: local commands only (the demo). */
    public CommandServerSettings withoutTls() {
        return new CommandServerSettings(socket, null, 0, tlsDir, users, clients, limits);
    }
}
