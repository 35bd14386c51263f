package io.jmaui.pbs.auth;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.epoll.EpollServerDomainSocketChannel;
import io.netty.channel.unix.DomainSocketAddress;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

/**
 * A trqauthd stand-in on a Unix socket: reads one request (nine {@code |}-terminated fields),
 * records its bytes, writes a fixed answer and closes, as trqauthd does.
 */
final class FakeTrqauthd implements AutoCloseable {

    private static final int FIELDS = 9;

    final CompletableFuture<byte[]> received = new CompletableFuture<>();
    private final Channel server;

    FakeTrqauthd(EventLoopGroup group, Path socket, byte[] answer) throws InterruptedException {
        server = new ServerBootstrap()
                .group(group)
                .channel(EpollServerDomainSocketChannel.class)
                .childHandler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        ch.pipeline().addLast(new ChannelInboundHandlerAdapter() {
                            private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                            private int bars;

                            @Override
                            public void channelRead(ChannelHandlerContext ctx, Object msg) {
                                ByteBuf buf = (ByteBuf) msg;
                                while (buf.isReadable() && bars < FIELDS) {
                                    byte b = buf.readByte();
                                    bytes.write(b);
                                    bars += b == '|' ? 1 : 0;
                                }
                                buf.release();
                                if (bars == FIELDS && !received.isDone()) {
                                    received.complete(bytes.toByteArray());
                                    ctx.writeAndFlush(Unpooled.wrappedBuffer(answer))
                                            .addListener(ChannelFutureListener.CLOSE);
                                }
                            }
                        });
                    }
                })
                .bind(new DomainSocketAddress(socket.toFile())).sync().channel();
    }

    @Override
    public void close() throws InterruptedException {
        server.close().sync();
    }
}
