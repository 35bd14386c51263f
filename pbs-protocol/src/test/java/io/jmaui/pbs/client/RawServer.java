package io.jmaui.pbs.client;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * A byte-level loopback server for what the codec-based {@link TestPbsServer} cannot do: it shows
 * exactly what the client wrote on its first connection and answers with fixed ASCII once the
 * responder recognises the bytes so far.
 */
final class RawServer implements AutoCloseable {

    /** Everything the first connection sent, complete when the client closed it. */
    final CompletableFuture<String> received = new CompletableFuture<>();
    private final EventLoopGroup group = new NioEventLoopGroup(1);
    private final Channel server;

    /** {@code responder} gets the text received so far and returns the answer, or null to wait. */
    RawServer(Function<String, String> responder) {
        server = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
                .childHandler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        ch.pipeline().addLast(new ChannelInboundHandlerAdapter() {
                            private final StringBuilder text = new StringBuilder();
                            private boolean answered;

                            @Override
                            public void channelRead(ChannelHandlerContext ctx, Object msg) {
                                ByteBuf buf = (ByteBuf) msg;
                                text.append(buf.toString(StandardCharsets.US_ASCII));
                                buf.release();
                                String answer = answered ? null : responder.apply(text.toString());
                                if (answer != null) {
                                    answered = true;
                                    ctx.writeAndFlush(Unpooled.copiedBuffer(answer, StandardCharsets.US_ASCII));
                                }
                            }

                            @Override
                            public void channelInactive(ChannelHandlerContext ctx) {
                                received.complete(text.toString());
                            }
                        });
                    }
                })
                .bind("127.0.0.1", 0).syncUninterruptibly().channel();
    }

    int port() {
        return ((InetSocketAddress) server.localAddress()).getPort();
    }

    @Override
    public void close() {
        server.close().syncUninterruptibly();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
}
