package io.jmaui.pbs.auth;

import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollDomainSocketChannel;
import io.netty.channel.epoll.EpollEventLoop;
import io.netty.channel.unix.DomainSocketAddress;
import io.netty.handler.timeout.ReadTimeoutException;
import io.netty.handler.timeout.ReadTimeoutHandler;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One trqauthd exchange over its Unix domain socket (wire doc §4.2 steps 2–6): connect, write the
 * {@link TrqauthdRequest}, read the {@link TrqauthdReply}, close. trqauthd itself then tells
 * pbs_server (AuthenUser) that the client's connection is trusted. Uses Netty's native epoll
 * transport, so it must run on an epoll event loop (Linux).
 */
final class TrqauthdClient {

    private static final Logger LOG = LoggerFactory.getLogger(TrqauthdClient.class);

    private final Path socket;
    private final Duration timeout;

    TrqauthdClient(Path socket, Duration timeout) {
        this.socket = socket;
        this.timeout = timeout;
    }

    Path socket() {
        return socket;
    }

    /**
     * Runs the exchange on {@code loop}.
     *
     * @return completes when trqauthd answered code 0; fails with {@link PbsAuthException} naming
     *     the socket, the request and trqauthd's answer (or why there was none)
     */
    CompletableFuture<Void> authenticate(EventLoop loop, TrqauthdRequest request) {
        CompletableFuture<Void> result = new CompletableFuture<>();
        String where = "trqauthd " + socket;
        if (!Epoll.isAvailable()) {
            result.completeExceptionally(new PbsAuthException(where
                    + ": needs Netty's native epoll transport (Linux), which is unavailable: "
                    + Epoll.unavailabilityCause(), Epoll.unavailabilityCause()));
            return result;
        }
        if (!(loop instanceof EpollEventLoop)) {
            result.completeExceptionally(new PbsAuthException(where
                    + ": needs an epoll event loop, got " + loop.getClass().getSimpleName()));
            return result;
        }
        Bootstrap bootstrap = new Bootstrap()
                .group(loop)
                .channel(EpollDomainSocketChannel.class)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, (int) timeout.toMillis())
                .handler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel ch) {
                        ch.pipeline().addLast(
                                new ReadTimeoutHandler(timeout.toMillis(), TimeUnit.MILLISECONDS),
                                new TrqauthdReplyDecoder(),
                                new AnswerHandler(where, request, result));
                    }
                });
        ChannelFuture connect = bootstrap.connect(new DomainSocketAddress(socket.toFile()));
        connect.addListener((ChannelFuture f) -> {
            if (!f.isSuccess()) {
                result.completeExceptionally(new PbsAuthException(
                        where + ": cannot connect: " + f.cause().getMessage(), f.cause()));
                return;
            }
            LOG.debug("event=trqauthd_request socket={} request={}", socket, request.text());
            f.channel().writeAndFlush(Unpooled.wrappedBuffer(request.encode()));
        });
        return result;
    }

    /** Completes the exchange's future from trqauthd's answer, its silence or its error. */
    private static final class AnswerHandler extends SimpleChannelInboundHandler<TrqauthdReply> {

        private final String where;
        private final TrqauthdRequest request;
        private final CompletableFuture<Void> result;

        AnswerHandler(String where, TrqauthdRequest request, CompletableFuture<Void> result) {
            this.where = where;
            this.request = request;
            this.result = result;
        }

        @Override
        protected void channelRead0(ChannelHandlerContext ctx, TrqauthdReply reply) {
            ctx.close();
            if (reply.success()) {
                LOG.debug("event=trqauthd_ok socket={} user={} client_port={}",
                        where, request.user(), request.clientPort());
                result.complete(null);
            } else {
                result.completeExceptionally(new PbsAuthException(where + ": refused "
                        + request.server() + ":" + request.serverPort() + " user=" + request.user()
                        + " client_port=" + request.clientPort() + ": code " + reply.code() + ": "
                        + reply.message()));
            }
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) {
            result.completeExceptionally(new PbsAuthException(where
                    + ": closed the connection without an answer to " + request.text()));
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            ctx.close();
            String what = cause instanceof ReadTimeoutException
                    ? "no answer within " + ctx.channel().config().getConnectTimeoutMillis() + " ms"
                    : String.valueOf(rootMessage(cause));
            result.completeExceptionally(new PbsAuthException(where + ": " + what, cause));
        }

        private static String rootMessage(Throwable t) {
            Throwable c = t;
            while (c.getCause() != null && c.getCause() != c) {
                c = c.getCause();
            }
            return c.getMessage();
        }
    }
}
