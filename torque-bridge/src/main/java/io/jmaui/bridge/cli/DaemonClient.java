package io.jmaui.bridge.cli;

import io.jmaui.bridge.command.tls.TlsIdentity;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.command.wire.CommandResponse;
import io.jmaui.bridge.command.wire.Frames;
import io.jmaui.bridge.command.wire.WireJson;
import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufInputStream;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.epoll.EpollDomainSocketChannel;
import io.netty.channel.epoll.EpollEventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.channel.unix.DomainSocketAddress;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslHandler;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A connection to the daemon's command server, over its Unix socket or over TLS with a pinned
 * certificate and the CSKEY. One request at a time; reusable for many (the bench sends thousands
 * over one connection).
 */
public final class DaemonClient implements AutoCloseable {

    private final EventLoopGroup group;
    private final Channel channel;
    private final BlockingQueue<Object> replies;
    private final String where;
    private final long timeoutSeconds;

    private DaemonClient(EventLoopGroup group, Channel channel, BlockingQueue<Object> replies, String where,
                         long timeoutSeconds) {
        this.group = group;
        this.channel = channel;
        this.replies = replies;
        this.where = where;
        this.timeoutSeconds = timeoutSeconds;
    }

    /** Connects to the Unix socket at {@code socket}. */
    public static DaemonClient unix(Path socket, long timeoutSeconds) throws UnreachableException {
        if (!java.nio.file.Files.exists(socket)) {
            throw new UnreachableException("no daemon socket at " + socket + " (is maui running? see --socket)");
        }
        EventLoopGroup g = new EpollEventLoopGroup(1);
        BlockingQueue<Object> q = new LinkedBlockingQueue<>();
        Bootstrap b = new Bootstrap().group(g).channel(EpollDomainSocketChannel.class)
                .handler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        framing(ch, q);
                    }
                });
        Channel ch = connect(g, b.connect(new DomainSocketAddress(socket.toFile())), socket.toString(), timeoutSeconds);
        return new DaemonClient(g, ch, q, socket.toString(), timeoutSeconds);
    }

    /** Connects to {@code host:port} over TLS, trusting only the certificate in {@code pinnedCert}. */
    public static DaemonClient tls(String host, int port, Path pinnedCert, long timeoutSeconds)
            throws UnreachableException {
        SslContext ssl;
        try {
            ssl = TlsIdentity.clientContext(pinnedCert);
        } catch (IOException | RuntimeException e) {
            throw new UnreachableException("cannot read the daemon's certificate " + pinnedCert + ": " + e.getMessage());
        }
        EventLoopGroup g = new NioEventLoopGroup(1);
        BlockingQueue<Object> q = new LinkedBlockingQueue<>();
        // kept here, not looked up in the pipeline later: a daemon that refuses the handshake closes
        // the channel, and a closed channel's pipeline no longer holds the handler
        AtomicReference<SslHandler> tlsHandler = new AtomicReference<>();
        Bootstrap b = new Bootstrap().group(g).channel(NioSocketChannel.class)
                .handler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        SslHandler h = ssl.newHandler(ch.alloc(), host, port);
                        tlsHandler.set(h);
                        ch.pipeline().addLast(h);
                        framing(ch, q);
                    }
                });
        String where = host + ":" + port;
        Channel ch = connect(g, b.connect(host, port), where, timeoutSeconds);
        var handshake = tlsHandler.get().handshakeFuture();
        try {
            if (!handshake.await(timeoutSeconds, TimeUnit.SECONDS) || !handshake.isSuccess()) {
                ch.close();
                g.shutdownGracefully(0, 1, TimeUnit.SECONDS);
                throw new UnreachableException("refused: TLS handshake with " + where + " failed; the daemon's"
                        + " certificate is not the one pinned in " + pinnedCert
                        + (handshake.cause() == null ? "" : " (" + handshake.cause().getMessage() + ")"), true);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            g.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            throw new UnreachableException("interrupted connecting to " + where);
        }
        return new DaemonClient(g, ch, q, where, timeoutSeconds);
    }

    private static Channel connect(EventLoopGroup g, io.netty.channel.ChannelFuture f, String where, long timeout)
            throws UnreachableException {
        try {
            if (!f.await(timeout, TimeUnit.SECONDS) || !f.isSuccess()) {
                g.shutdownGracefully(0, 1, TimeUnit.SECONDS);
                Throwable c = f.cause();
                throw new UnreachableException("cannot reach the maui daemon at " + where + ": "
                        + (c == null ? "timed out" : c.getMessage() != null ? c.getMessage() : "connection refused"));
            }
            return f.channel();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            g.shutdownGracefully(0, 1, TimeUnit.SECONDS);
            throw new UnreachableException("interrupted connecting to " + where);
        }
    }

    private static void framing(Channel ch, BlockingQueue<Object> q) {
        Frames.install(ch.pipeline(), Frames.MAX_RESPONSE);
        ch.pipeline().addLast(new Reader(q));
    }

    /** Hands each response frame (or the failure) to the waiting caller. */
    private static final class Reader extends SimpleChannelInboundHandler<ByteBuf> {
        private final BlockingQueue<Object> target;

        Reader(BlockingQueue<Object> q) {
            this.target = q;
        }

        @Override
        protected void channelRead0(ChannelHandlerContext ctx, ByteBuf msg) {
            try {
                target.add(WireJson.MAPPER.readValue((java.io.InputStream) new ByteBufInputStream(msg),
                        CommandResponse.class));
            } catch (IOException | RuntimeException e) {
                target.add(new UnreachableException("unreadable answer from the daemon: " + e.getMessage()));
            }
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) {
            target.add(new UnreachableException("the daemon closed the connection"));
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            target.add(new UnreachableException("connection to the daemon failed: " + cause.getMessage()));
            ctx.close();
        }
    }

    /** Sends one request and waits for its answer. */
    public CommandResponse send(CommandRequest req) throws UnreachableException {
        byte[] bytes;
        try {
            bytes = WireJson.MAPPER.writeValueAsBytes(req);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return sendRaw(bytes);
    }

    /** Sends {@code bytes} as one frame (tests send malformed ones) and waits for the answer. */
    public CommandResponse sendRaw(byte[] bytes) throws UnreachableException {
        Object early = replies.poll();
        if (early instanceof UnreachableException u) {
            throw u;
        }
        channel.writeAndFlush(Unpooled.wrappedBuffer(bytes));
        try {
            Object r = replies.poll(timeoutSeconds, TimeUnit.SECONDS);
            if (r == null) {
                throw new UnreachableException("the maui daemon at " + where + " did not answer in " + timeoutSeconds
                        + " s");
            }
            if (r instanceof UnreachableException u) {
                throw u;
            }
            return (CommandResponse) r;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UnreachableException("interrupted waiting for the daemon");
        }
    }

    @Override
    public void close() {
        channel.close();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS);
    }
}
