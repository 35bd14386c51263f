package io.jmaui.bridge.command;

import io.jmaui.bridge.command.auth.RequestAuthenticator;
import io.jmaui.bridge.command.tls.TlsIdentity;
import io.jmaui.pbs.guard.RefusalLog;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.epoll.EpollEventLoopGroup;
import io.netty.channel.epoll.EpollServerDomainSocketChannel;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.unix.DomainSocketAddress;
import io.netty.channel.unix.DomainSocketChannel;
import io.netty.handler.ssl.SslContext;
import io.netty.util.concurrent.DefaultEventExecutorGroup;
import io.netty.util.concurrent.EventExecutorGroup;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The daemon's command listeners: a Unix socket for local clients (Netty epoll, the caller's
 * uid from SO_PEERCRED) and, when SERVERHOST is set and maui-private.cfg has a CLIENTCFG CSKEY, a
 * TLS listener on SERVERPORT for remote ones. There is no plaintext TCP path. Requests are
 * answered on a small executor group of their own, from the snapshot the loop publishes, so no
 * client can stall the scheduling loop; {@link CommandLimits} caps what one client may hold.
 */
public final class CommandServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger("maui.commands");

    private final EventLoopGroup unixGroup;
    private final EventLoopGroup tcpGroup;
    private final EventExecutorGroup workers;
    private final Channel unix;
    private final Channel tcp;
    private final Path socket;
    private final Object socketFile;
    private final ChannelGroup connections;
    private final CommandPipeline pipeline;

    private CommandServer(EventLoopGroup unixGroup, EventLoopGroup tcpGroup, EventExecutorGroup workers, Channel unix,
                          Channel tcp, Path socket, ChannelGroup connections, CommandPipeline pipeline) {
        this.unixGroup = unixGroup;
        this.tcpGroup = tcpGroup;
        this.workers = workers;
        this.unix = unix;
        this.tcp = tcp;
        this.socket = socket;
        this.socketFile = fileKey(socket);
        this.connections = connections;
        this.pipeline = pipeline;
    }

    /** The socket file's identity (device, inode), to remove at close only the file this server made. */
    private static Object fileKey(Path p) {
        try {
            return Files.readAttributes(p, java.nio.file.attribute.BasicFileAttributes.class,
                    java.nio.file.LinkOption.NOFOLLOW_LINKS).fileKey();
        } catch (IOException e) {
            return null;
        }
    }

    public static CommandServer start(CommandAnswers service, CommandServerSettings s) throws IOException {
        EpollEventLoopGroup unixGroup = new EpollEventLoopGroup(1);
        EventExecutorGroup workers = new DefaultEventExecutorGroup(2);
        ChannelGroup connections = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);
        EventLoopGroup tcpGroup = null;
        Channel unix;
        Channel tcp = null;
        RequestAuthenticator remote = new RequestAuthenticator(s.clients(), s.limits().requestWindow(),
                () -> System.currentTimeMillis() / 1000, 100_000);
        RefusalLog refusals = new RefusalLog("requests", LOG::warn, java.time.Duration.ofMinutes(1), unixGroup);
        CommandPipeline pipeline = new CommandPipeline(service, s, remote, workers, connections, refusals);
        try {
            Files.createDirectories(s.socket().toAbsolutePath().getParent());
            Files.deleteIfExists(s.socket());
            unix = new ServerBootstrap().group(unixGroup).channel(EpollServerDomainSocketChannel.class)
                    .childHandler(new ChannelInitializer<DomainSocketChannel>() {
                        @Override
                        protected void initChannel(DomainSocketChannel ch) {
                            pipeline.unix(ch);
                        }
                    }).bind(new DomainSocketAddress(s.socket().toFile())).sync().channel();
            try {
                Files.setPosixFilePermissions(s.socket(), PosixFilePermissions.fromString("rw-rw-rw-"));
            } catch (UnsupportedOperationException ignored) {
                // not a POSIX file system: the socket keeps the umask's mode
            }
            if (s.tcpHost() != null && !remote.enabled()) {
                LOG.warn("event=commands_tls_off reason=\"SERVERHOST is set but maui-private.cfg has no CLIENTCFG"
                        + " CSKEY: remote commands stay off\"");
            } else if (s.tcpHost() != null) {
                TlsIdentity id = TlsIdentity.ensure(s.tlsDir(), s.tcpHost());
                SslContext ssl = id.serverContext();
                tcpGroup = new NioEventLoopGroup(1);
                tcp = new ServerBootstrap().group(tcpGroup).channel(NioServerSocketChannel.class)
                        .childHandler(new ChannelInitializer<SocketChannel>() {
                            @Override
                            protected void initChannel(SocketChannel ch) {
                                pipeline.tls(ch, ssl);
                            }
                        }).bind(s.tcpHost(), s.tcpPort()).sync().channel();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            shutdown(unixGroup, tcpGroup, workers);
            throw new IOException("interrupted while binding the command listeners", e);
        } catch (IOException | RuntimeException e) {
            shutdown(unixGroup, tcpGroup, workers);
            throw e instanceof IOException io ? io : new IOException("cannot listen for commands: " + e.getMessage(), e);
        }
        CommandServer server = new CommandServer(unixGroup, tcpGroup, workers, unix, tcp, s.socket(), connections,
                pipeline);
        LOG.info("event=commands_listening socket={} tls={} max_connections={} per_peer={} frame_deadline_ms={}",
                s.socket(), tcp == null ? "off" : s.tcpHost() + ":" + server.tlsAddress().getPort(),
                s.limits().maxConnections(), s.limits().maxPerPeer(), s.limits().frameDeadline().toMillis());
        return server;
    }

    /** Client connections held now, on both listeners. */
    public int openConnections() {
        return pipeline.open();
    }

    /** Where the Unix socket is. */
    public Path socket() {
        return socket;
    }

    /** Where the TLS listener is bound, or null when SERVERHOST is not set. */
    public InetSocketAddress tlsAddress() {
        return tcp == null ? null : (InetSocketAddress) tcp.localAddress();
    }

    /**
     * Stops the event loops and the handlers' executors together, each waiting for a quiet 100 ms:
     * a closing connection's pipeline is taken down on both, so neither may stop while the other
     * still hands it work.
     */
    private static void shutdown(EventLoopGroup a, EventLoopGroup b, EventExecutorGroup w) {
        List<io.netty.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
        done.add(a.shutdownGracefully(100, 2_000, TimeUnit.MILLISECONDS));
        if (b != null) {
            done.add(b.shutdownGracefully(100, 2_000, TimeUnit.MILLISECONDS));
        }
        done.add(w.shutdownGracefully(100, 2_000, TimeUnit.MILLISECONDS));
        done.forEach(f -> f.awaitUninterruptibly(3, TimeUnit.SECONDS));
    }

    @Override
    public void close() {
        unix.close().syncUninterruptibly();
        if (tcp != null) {
            tcp.close().syncUninterruptibly();
        }
        connections.close().awaitUninterruptibly(2, TimeUnit.SECONDS);
        shutdown(unixGroup, tcpGroup, workers);
        // Another daemon (the one that took over, or a second standby) may have bound a new socket at
        // this path since: remove the file only if it is still the one this server bound.
        if (socketFile != null && socketFile.equals(fileKey(socket))) {
            try {
                Files.deleteIfExists(socket);
            } catch (IOException ignored) {
                // a stale socket file is removed at the next start
            }
        }
    }
}
