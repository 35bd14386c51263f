package io.jmaui.bridge.command;

import io.jmaui.bridge.command.tls.TlsIdentity;
import io.jmaui.bridge.command.wire.Frames;
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
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.concurrent.DefaultEventExecutorGroup;
import io.netty.util.concurrent.EventExecutorGroup;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The daemon's command listeners: a Unix socket for local clients (Netty epoll, the caller's
 * uid from SO_PEERCRED) and, when SERVERHOST is set, a TLS listener on SERVERPORT for remote
 * ones. There is no plaintext TCP path. Requests are answered on a small executor group of
 * their own, from the snapshot the loop publishes, so no client can stall the scheduling loop.
 */
public final class CommandServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger("maui.commands");
    private static final int IDLE_SECONDS = 60;

    private final EventLoopGroup unixGroup;
    private final EventLoopGroup tcpGroup;
    private final EventExecutorGroup workers;
    private final Channel unix;
    private final Channel tcp;
    private final Path socket;
    private final Object socketFile;
    private final ChannelGroup connections;

    private CommandServer(EventLoopGroup unixGroup, EventLoopGroup tcpGroup, EventExecutorGroup workers, Channel unix,
                          Channel tcp, Path socket, ChannelGroup connections) {
        this.unixGroup = unixGroup;
        this.tcpGroup = tcpGroup;
        this.workers = workers;
        this.unix = unix;
        this.tcp = tcp;
        this.socket = socket;
        this.socketFile = fileKey(socket);
        this.connections = connections;
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
        try {
            Files.createDirectories(s.socket().toAbsolutePath().getParent());
            Files.deleteIfExists(s.socket());
            unix = new ServerBootstrap().group(unixGroup).channel(EpollServerDomainSocketChannel.class)
                    .childHandler(new ChannelInitializer<DomainSocketChannel>() {
                        @Override
                        protected void initChannel(DomainSocketChannel ch) {
                            connections.add(ch);
                            ch.pipeline().addLast(new IdleStateHandler(IDLE_SECONDS, 0, 0, TimeUnit.SECONDS));
                            Frames.install(ch.pipeline(), Frames.MAX_REQUEST);
                            ch.pipeline().addLast(workers, new CommandHandler(service, s.users(), null));
                        }
                    }).bind(new DomainSocketAddress(s.socket().toFile())).sync().channel();
            try {
                Files.setPosixFilePermissions(s.socket(), PosixFilePermissions.fromString("rw-rw-rw-"));
            } catch (UnsupportedOperationException ignored) {
                // not a POSIX file system: the socket keeps the umask's mode
            }
            if (s.tcpHost() != null) {
                TlsIdentity id = TlsIdentity.ensure(s.tlsDir(), s.tcpHost());
                SslContext ssl = id.serverContext();
                tcpGroup = new NioEventLoopGroup(1);
                tcp = new ServerBootstrap().group(tcpGroup).channel(NioServerSocketChannel.class)
                        .childHandler(new ChannelInitializer<SocketChannel>() {
                            @Override
                            protected void initChannel(SocketChannel ch) {
                                connections.add(ch);
                                ch.pipeline().addLast(new IdleStateHandler(IDLE_SECONDS, 0, 0, TimeUnit.SECONDS));
                                ch.pipeline().addLast(ssl.newHandler(ch.alloc()));
                                Frames.install(ch.pipeline(), Frames.MAX_REQUEST);
                                ch.pipeline().addLast(workers, new CommandHandler(service, null, s.keys()));
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
        CommandServer server = new CommandServer(unixGroup, tcpGroup, workers, unix, tcp, s.socket(), connections);
        LOG.info("event=commands_listening socket={} tls={}", s.socket(),
                tcp == null ? "off" : s.tcpHost() + ":" + server.tlsAddress().getPort());
        return server;
    }

    /** Where the Unix socket is. */
    public Path socket() {
        return socket;
    }

    /** Where the TLS listener is bound, or null when SERVERHOST is not set. */
    public InetSocketAddress tlsAddress() {
        return tcp == null ? null : (InetSocketAddress) tcp.localAddress();
    }

    /** Closes the connections (their event loops) before the executors their handlers run on. */
    private static void shutdown(EventLoopGroup a, EventLoopGroup b, EventExecutorGroup w) {
        a.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        if (b != null) {
            b.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
        }
        w.shutdownGracefully(0, 2, TimeUnit.SECONDS);
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
