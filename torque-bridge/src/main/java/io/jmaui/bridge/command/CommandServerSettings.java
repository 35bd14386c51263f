package io.jmaui.bridge.command;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * Where the command server listens and whom it trusts.
 *
 * @param socket   the Unix socket local clients use (created mode 0666: the peer uid decides)
 * @param tcpHost  SERVERHOST for the TLS listener, or null for no TCP listener
 * @param tcpPort  SERVERPORT (0: any free port, for tests)
 * @param tlsDir   where the TLS key and certificate live (beside maui-private.cfg)
 * @param users    uid to user name (injectable so tests can act as another user)
 * @param keys     CLIENTCFG CSKEY for a peer name (the user over TCP), else DEFAULT's
 */
public record CommandServerSettings(Path socket, String tcpHost, int tcpPort, Path tlsDir, UserDirectory users,
                                    Function<String, Optional<String>> keys) {

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
        return new CommandServerSettings(standbySocket(socket), null, 0, tlsDir, users, keys);
    }

    /** The daemon's settings: {@code maui.sock} and the TLS files in {@code home}, SERVERHOST/SERVERPORT, /etc/passwd. */
    public static CommandServerSettings of(io.jmaui.bridge.daemon.SchedulingLoop loop, Path home) {
        var cfg = loop.config();
        return new CommandServerSettings(home.resolve("maui.sock"),
                cfg.get(io.jmaui.scheduler.config.Parameters.SERVERHOST),
                cfg.get(io.jmaui.scheduler.config.Parameters.SERVERPORT), home, PasswdDirectory.system(),
                peer -> loop.config().client().key(peer));
    }
}
