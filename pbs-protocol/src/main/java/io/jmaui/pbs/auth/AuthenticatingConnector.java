package io.jmaui.pbs.auth;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelOption;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens a TCP connection to pbs_server that pbs_server will accept requests on (wire doc §4):
 * plain ({@link AuthMode#NONE}), vouched for by trqauthd ({@link AuthMode#TRQAUTHD}, §4.2), from a
 * privileged source port ({@link AuthMode#PRIVPORT}, §4.3), or the first of those two that works
 * ({@link AuthMode#AUTO}: trqauthd if its socket exists, else or on refusal a privileged port).
 *
 * <p>Failures: an unreachable server fails with Netty's own connect exception (nothing else was
 * tried); an authentication failure with {@link PbsAuthException} naming every method tried and
 * its answer ({@code cannot authenticate (auth auto): trqauthd ...: refused ...; privport: ...});
 * the caller adds the server's name. One connector per client; callable from any thread.
 */
public final class AuthenticatingConnector {

    private static final Logger LOG = LoggerFactory.getLogger(AuthenticatingConnector.class);
    private static final InetAddress ANY_IPV4 = anyIpv4();

    private final AuthConfig config;
    private final TrqauthdClient trqauthd;
    private final PrivilegedPorts ports = new PrivilegedPorts();

    /** A connector for {@code config}. */
    public AuthenticatingConnector(AuthConfig config) {
        this.config = config;
        this.trqauthd = new TrqauthdClient(config.trqauthdSocket(), config.trqauthdTimeout());
    }

    /** The configuration, for the request header's user name and for logs. */
    public AuthConfig config() {
        return config;
    }

    /**
     * Connects {@code bootstrap} to {@code server} and authenticates the connection.
     *
     * @param bootstrap a configured bootstrap (group, channel class, handler); not modified
     * @param serverName the server's name as the user gave it; trqauthd connects to this name
     * @param server the resolved IPv4 address to connect to
     * @return the connected, trusted channel
     */
    public CompletableFuture<Channel> connect(Bootstrap bootstrap, String serverName,
            InetSocketAddress server) {
        String where = serverName + ":" + server.getPort();
        CompletableFuture<Channel> result = switch (config.mode()) {
            case NONE -> plain(bootstrap, server).thenApply(ch -> connected(ch, where, AuthMode.NONE));
            case TRQAUTHD -> plain(bootstrap, server)
                    .thenCompose(ch -> viaTrqauthd(ch, serverName, server.getPort()));
            case PRIVPORT -> privileged(bootstrap, serverName, server, PrivilegedPorts.ATTEMPTS);
            case AUTO -> auto(bootstrap, serverName, server);
        };
        return result.exceptionallyCompose(failure -> CompletableFuture.failedFuture(
                unwrap(failure) instanceof PbsAuthException e
                        ? new PbsAuthException("cannot authenticate (auth "
                                + config.mode().word() + "): " + e.getMessage(), e.getCause())
                        : unwrap(failure)));
    }

    private CompletableFuture<Channel> auto(Bootstrap bootstrap, String serverName,
            InetSocketAddress server) {
        if (!Files.exists(config.trqauthdSocket())) {
            String note = "trqauthd " + config.trqauthdSocket() + ": no such socket";
            return privileged(bootstrap, serverName, server, PrivilegedPorts.ATTEMPTS)
                    .exceptionallyCompose(failure -> failWithNote(note, failure));
        }
        return plain(bootstrap, server)
                .thenCompose(ch -> viaTrqauthd(ch, serverName, server.getPort()))
                .exceptionallyCompose(failure -> {
                    if (!(unwrap(failure) instanceof PbsAuthException first)) {
                        return CompletableFuture.failedFuture(unwrap(failure));
                    }
                    LOG.debug("event=pbs_auth_fallback from=trqauthd to=privport reason=\"{}\"",
                            first.getMessage());
                    return privileged(bootstrap, serverName, server, PrivilegedPorts.ATTEMPTS)
                            .exceptionallyCompose(second -> failWithNote(first.getMessage(), second));
                });
    }

    private static CompletableFuture<Channel> failWithNote(String note, Throwable failure) {
        Throwable cause = unwrap(failure);
        if (cause instanceof PbsAuthException e) {
            return CompletableFuture.failedFuture(
                    new PbsAuthException(note + "; " + e.getMessage(), e.getCause()));
        }
        return CompletableFuture.failedFuture(cause);
    }

    private CompletableFuture<Channel> viaTrqauthd(Channel ch, String serverName, int serverPort) {
        int localPort = ((InetSocketAddress) ch.localAddress()).getPort();
        TrqauthdRequest request = new TrqauthdRequest(serverName, serverPort, config.user(),
                ProcessHandle.current().pid(), localPort);
        return trqauthd.authenticate(ch.eventLoop(), request)
                .handle((ok, failure) -> {
                    if (failure != null) {
                        ch.close();
                        throw new CompletionException(unwrap(failure));
                    }
                    return connected(ch, serverName + ":" + serverPort, AuthMode.TRQAUTHD);
                });
    }

    private CompletableFuture<Channel> privileged(Bootstrap bootstrap, String serverName,
            InetSocketAddress server, int attemptsLeft) {
        int port;
        synchronized (ports) {
            port = ports.next();
        }
        Bootstrap reusing = bootstrap.clone().option(ChannelOption.SO_REUSEADDR, true);
        return toFuture(reusing.connect(server, new InetSocketAddress(ANY_IPV4, port)))
                .thenApply(ch -> connected(ch, serverName + ":" + server.getPort(), AuthMode.PRIVPORT))
                .exceptionallyCompose(failure -> {
                    Throwable cause = unwrap(failure);
                    if (PrivilegedPorts.notPermitted(cause)) {
                        return CompletableFuture.failedFuture(new PbsAuthException("privport: "
                                + "binding source port " + port + " needs root or "
                                + "CAP_NET_BIND_SERVICE: " + cause.getMessage(), cause));
                    }
                    if (PrivilegedPorts.portBusy(cause)) {
                        if (attemptsLeft > 1) {
                            return privileged(bootstrap, serverName, server, attemptsLeft - 1);
                        }
                        return CompletableFuture.failedFuture(new PbsAuthException("privport: "
                                + PrivilegedPorts.ATTEMPTS + " source ports below 1024 were busy, "
                                + "last " + port + ": " + cause.getMessage(), cause));
                    }
                    return CompletableFuture.failedFuture(cause);
                });
    }

    private Channel connected(Channel ch, String where, AuthMode method) {
        LOG.info("event=pbs_connected server={} auth={} user={} local={}", where, method.word(),
                config.user(), ch.localAddress());
        return ch;
    }

    private static CompletableFuture<Channel> plain(Bootstrap bootstrap, InetSocketAddress server) {
        return toFuture(bootstrap.connect(server));
    }

    private static CompletableFuture<Channel> toFuture(ChannelFuture connect) {
        CompletableFuture<Channel> result = new CompletableFuture<>();
        connect.addListener((ChannelFuture f) -> {
            if (f.isSuccess()) {
                result.complete(f.channel());
            } else {
                result.completeExceptionally(f.cause());
            }
        });
        return result;
    }

    static Throwable unwrap(Throwable t) {
        Throwable c = t;
        while (c instanceof CompletionException && c.getCause() != null) {
            c = c.getCause();
        }
        return c;
    }

    private static InetAddress anyIpv4() {
        try {
            return InetAddress.getByAddress(new byte[4]);
        } catch (UnknownHostException e) {
            throw new IllegalStateException("0.0.0.0 is a valid address", e);
        }
    }
}
