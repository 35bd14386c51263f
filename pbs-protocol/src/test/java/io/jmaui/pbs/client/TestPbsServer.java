package io.jmaui.pbs.client;

import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.TextReply;
import io.jmaui.pbs.server.BatchRequestHandler;
import io.jmaui.pbs.server.PbsServerInitializer;
import io.jmaui.pbs.server.UndecodablePolicy;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback pbs_server for client tests, built from {@link PbsServerInitializer}: the given handler
 * answers; every request and connection is recorded. A reply made by {@link #garbage(String)} is
 * written as those raw bytes instead of being encoded, to test the client against bad input.
 */
public final class TestPbsServer implements AutoCloseable {

    private static final int GARBAGE_MARKER = Integer.MIN_VALUE;

    private final EventLoopGroup group = new NioEventLoopGroup(1);
    private final Channel server;
    private final List<BatchRequest> requests = new CopyOnWriteArrayList<>();
    private final AtomicInteger connections = new AtomicInteger();

    private TestPbsServer(BatchRequestHandler handler, UndecodablePolicy policy) {
        BatchRequestHandler recording = (request, connection) -> {
            requests.add(request);
            return handler.handle(request, connection);
        };
        server = new ServerBootstrap()
                .group(group)
                .channel(NioServerSocketChannel.class)
                .childHandler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        connections.incrementAndGet();
                        ch.pipeline().addLast(new PbsServerInitializer(recording, policy));
                        ch.pipeline().addBefore("dispatcher", "garbler", new Garbler());
                    }
                })
                .bind("127.0.0.1", 0)
                .syncUninterruptibly()
                .channel();
    }

    /** Starts a server answering with {@code handler}; undecodable requests are answered (4.2). */
    public static TestPbsServer start(BatchRequestHandler handler) {
        return new TestPbsServer(handler, UndecodablePolicy.REPLY_AND_CLOSE);
    }

    /** A "reply" that the server writes as these raw ASCII bytes. */
    public static BatchReply garbage(String bytes) {
        return BatchReply.error(GARBAGE_MARKER, bytes);
    }

    /** The port on 127.0.0.1. */
    public int port() {
        return ((java.net.InetSocketAddress) server.localAddress()).getPort();
    }

    /** Every request handled so far (not Disconnect), in order. */
    public List<BatchRequest> requests() {
        return List.copyOf(requests);
    }

    /** How many connections were accepted. */
    public int connections() {
        return connections.get();
    }

    @Override
    public void close() {
        if (group.isShuttingDown()) {
            return;
        }
        server.close().syncUninterruptibly();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }

    /** Writes a {@link #garbage} reply's text as raw bytes; anything else passes to the encoder. */
    private static final class Garbler extends ChannelOutboundHandlerAdapter {
        @Override
        public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
            if (msg instanceof BatchReply reply && reply.code() == GARBAGE_MARKER) {
                String text = ((TextReply) reply.body()).text();
                ctx.write(Unpooled.copiedBuffer(text, StandardCharsets.US_ASCII), promise);
            } else {
                ctx.write(msg, promise);
            }
        }
    }
}
