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

    /** The daemon's settings: the Unix socket, the TLS files in {@code home}, SERVERHOST/SERVERPORT, /etc/passwd. */
    public static CommandServerSettings of(io.jmaui.bridge.daemon.SchedulingLoop loop, Path home, Path socket) {
        var cfg = loop.config();
        return new CommandServerSettings(socket,
                cfg.get(io.jmaui.scheduler.config.Parameters.SERVERHOST),
                cfg.get(io.jmaui.scheduler.config.Parameters.SERVERPORT), home, PasswdDirectory.system(),
                peer -> loop.config().client().key(peer));
    }

    /** The same without the TLS listener: local commands only (the demo). */
    public CommandServerSettings withoutTls() {
        return new CommandServerSettings(socket, null, 0, tlsDir, users, keys);
    }
}
