package io.jmaui.bridge.command;

import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.command.wire.CommandResponse;
import io.jmaui.bridge.command.wire.ExitCode;
import io.jmaui.bridge.command.wire.Frames;
import io.jmaui.bridge.command.wire.RequestMac;
import io.jmaui.bridge.command.wire.ResponseCodec;
import io.jmaui.bridge.command.wire.WireJson;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufInputStream;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.epoll.EpollDomainSocketChannel;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.timeout.IdleStateEvent;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.Optional;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client connection: reads a framed JSON request, decides who sent it (the Unix socket's
 * peer uid, or over TLS the user the CSKEY MAC vouches for), hands it to the
 * {@link CommandService} and writes the response. One request at a time per connection (reading
 * pauses until the answer is written); a bad frame gets an error response and the connection is
 * closed; an idle connection is closed.
 */
final class CommandHandler extends SimpleChannelInboundHandler<ByteBuf> {

    private static final Logger LOG = LoggerFactory.getLogger("maui.commands");
    /** How far a TCP request's timestamp may be from the daemon's clock. */
    static final long MAX_SKEW_SECONDS = 300;
    private static final byte[] INTERNAL = "{\"status\":4,\"message\":\"internal error (see the daemon's log)\"}"
            .getBytes(java.nio.charset.StandardCharsets.UTF_8);

    private final CommandAnswers service;
    private final UserDirectory users;
    private final Function<String, Optional<String>> keys;
    private Caller unixCaller;

    /** {@code users} for the Unix socket, {@code keys} for TLS; the other one is null. */
    CommandHandler(CommandAnswers service, UserDirectory users, Function<String, Optional<String>> keys) {
        this.service = service;
        this.users = users;
        this.keys = keys;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        if (ctx.channel() instanceof EpollDomainSocketChannel ch) {
            int uid = ch.peerCredentials().uid();
            String name = users.nameOf(uid);
            unixCaller = new Caller(name != null ? name : "uid:" + uid, "unix uid=" + uid);
        }
        super.channelActive(ctx);
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, ByteBuf frame) {
        CommandRequest req;
        try {
            req = WireJson.MAPPER.readValue((java.io.InputStream) new ByteBufInputStream(frame), CommandRequest.class);
        } catch (IOException | RuntimeException e) {
            reply(ctx, CommandResponse.error(ExitCode.USAGE, "malformed request: not a command document"), true);
            return;
        }
        if (req == null || req.command() == null) {
            reply(ctx, CommandResponse.error(ExitCode.USAGE, "malformed request: no command"), true);
            return;
        }
        Caller caller = unixCaller != null ? unixCaller : tcpCaller(ctx, req);
        if (caller == null) {
            return;
        }
        ctx.channel().config().setAutoRead(false);
        service.answer(req, caller).whenComplete((bytes, err) -> {
            byte[] out = err == null ? bytes : INTERNAL;
            try {
                ctx.executor().execute(() -> {
                    write(ctx, out, false);
                    ctx.channel().config().setAutoRead(true);
                });
            } catch (java.util.concurrent.RejectedExecutionException stopping) {
                // shutting down: the connection is being closed
            }
        });
    }

    private Caller tcpCaller(ChannelHandlerContext ctx, CommandRequest req) {
        String peer = ctx.channel().remoteAddress() instanceof InetSocketAddress a ? a.getAddress().getHostAddress()
                : String.valueOf(ctx.channel().remoteAddress());
        String why = null;
        if (req.user() == null || req.user().isBlank() || req.mac() == null) {
            why = "request carries no user and key MAC (CLIENTCFG CSKEY)";
        } else {
            Optional<String> key = keys.apply(req.user());
            if (key.isEmpty()) {
                why = "no CLIENTCFG CSKEY in maui-private.cfg: remote commands are disabled";
            } else if (!RequestMac.verify(key.get(), req.signedText(), req.mac())) {
                why = "wrong key";
            } else if (Math.abs(System.currentTimeMillis() / 1000 - req.time()) > MAX_SKEW_SECONDS) {
                why = "request time is more than " + MAX_SKEW_SECONDS + " s from the daemon's clock";
            }
        }
        if (why != null) {
            LOG.warn("event=command_refused via=\"tls {}\" user={} command={} reason=\"{}\"", peer, req.user(),
                    req.command(), why);
            reply(ctx, CommandResponse.error(ExitCode.REFUSED, "refused: " + why), true);
            return null;
        }
        return new Caller(req.user(), "tls " + peer);
    }

    private static void reply(ChannelHandlerContext ctx, CommandResponse resp, boolean close) {
        byte[] bytes;
        try {
            bytes = ResponseCodec.encode(resp);
        } catch (IOException e) {
            LOG.error("event=response_failed reason=\"{}\"", e.toString(), e);
            bytes = INTERNAL;
        }
        write(ctx, bytes, close);
    }

    private static void write(ChannelHandlerContext ctx, byte[] bytes, boolean close) {
        try {
            var f = ctx.writeAndFlush(Unpooled.wrappedBuffer(bytes));
            if (close) {
                f.addListener(ChannelFutureListener.CLOSE);
            }
        } catch (java.util.concurrent.RejectedExecutionException stopping) {
            // the daemon is shutting down and the connection's event loop is gone: nobody to answer
        }
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
        if (evt instanceof IdleStateEvent) {
            ctx.close();
        } else {
            super.userEventTriggered(ctx, evt);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        Throwable c = cause instanceof io.netty.handler.codec.DecoderException && cause.getCause() != null
                ? cause.getCause() : cause;
        if (c instanceof TooLongFrameException) {
            LOG.warn("event=command_refused peer={} reason=\"request over {} bytes\"", ctx.channel().remoteAddress(),
                    Frames.MAX_REQUEST);
            reply(ctx, CommandResponse.error(ExitCode.USAGE, "request too large (limit " + Frames.MAX_REQUEST
                    + " bytes)"), true);
            return;
        }
        if (!(c instanceof IOException) && !(c instanceof javax.net.ssl.SSLException)
                && !(c instanceof java.util.concurrent.RejectedExecutionException)) {
            LOG.warn("event=command_connection_failed peer={} reason=\"{}\"", ctx.channel().remoteAddress(), c.toString());
        }
        ctx.close();
    }
}
