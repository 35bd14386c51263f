package io.jmaui.bridge.cli;

import picocli.CommandLine.Option;

/**
 * The options every Maui command shares: how to reach the daemon and {@code --json}. Without
 * {@code --host} a command uses the Unix socket: {@code --socket}, else {@code $JMAUI_SOCKET},
 * else the per-user runtime socket when a daemon of this user runs, else the system socket
 * ({@link io.jmaui.bridge.runtime.RuntimeSocket}); when no daemon answers there, the standby's
 * {@code maui-standby.sock} beside it. With {@code --host} it uses TLS, trusting only the
 * daemon's certificate ({@code --cert}, else {@code maui-tls.crt} beside maui.cfg) and signing
 * with the CSKEY ({@code --key-file}, else {@code $JMAUI_CSKEY}, else CLIENTCFG in a readable
 * maui-private.cfg).
 */
public final class ClientOptions {

    @Option(names = "--json", description = "print the answer as JSON instead of Maui's layout")
    boolean json;

    @Option(names = "--socket", paramLabel = "PATH", description = "the daemon's Unix socket (default: $JMAUI_SOCKET, $XDG_RUNTIME_DIR/jmaui/maui.sock, /run/maui/maui.sock)")
    java.nio.file.Path socket;

    @Option(names = "--host", paramLabel = "HOST[:PORT][,HOST[:PORT]]",
            description = "reach the daemon over TLS (SERVERHOST[:SERVERPORT], default port 40559); an active/standby "
                    + "pair as head1,head2: the first that answers is the active one")
    String host;

    @Option(names = "--config", paramLabel = "FILE", description = "maui.cfg (finds the certificate and key beside it)")
    java.nio.file.Path config;

    @Option(names = "--cert", paramLabel = "FILE", description = "the daemon's certificate to trust (TLS)")
    java.nio.file.Path cert;

    @Option(names = "--key-file", paramLabel = "FILE", description = "file holding the CLIENTCFG CSKEY (TLS)")
    java.nio.file.Path keyFile;

    @Option(names = "--timeout", paramLabel = "SECONDS",
            description = "how long to wait for the daemon (default: $CLIENTTIMEOUT, else maui.cfg's CLIENTTIMEOUT, else 30)")
    Long timeout;
}
