package io.jmaui.bridge.command;

import io.jmaui.bridge.command.auth.AuthRefusedException;
import io.jmaui.bridge.command.auth.RemoteIdentity;
import io.jmaui.bridge.command.auth.RequestAuthenticator;
import io.jmaui.bridge.command.wire.CommandRequest;
import io.jmaui.bridge.command.wire.CommandResponse;
import io.jmaui.bridge.command.wire.ExitCode;
import io.jmaui.bridge.command.wire.Frames;
import io.jmaui.bridge.command.wire.ResponseCodec;
import io.jmaui.bridge.command.wire.WireJson;
import io.jmaui.bridge.log.LogText;
import io.jmaui.pbs.guard.RefusalLog;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufInputStream;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.timeout.IdleStateEvent;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client connection: reads a framed JSON request, decides who sent it (the Unix socket's
 * peer uid, or over TLS what the request's signature proves: {@link RequestAuthenticator}), hands
 * it to the {@link CommandService} and writes the response. One request at a time per connection:
 * reading pauses until the answer is written, and a client that does not read its answer within
 * the write deadline is disconnected. A bad frame gets an error response and the connection is
 * closed; an idle connection is closed. Refusals before a caller is known go to the
 * {@link RefusalLog} (rate-limited per peer).
 */
final class CommandHandler extends SimpleChannelInboundHandler<ByteBuf> {

    private static final Logger LOG = LoggerFactory.getLogger("maui.commands");
    private static final byte[] INTERNAL = "{\"status\":4,\"message\":\"internal error (see the daemon's log)\"}"
            .getBytes(java.nio.charset.StandardCharsets.UTF_8);

    private final CommandAnswers service;
    private final RequestAuthenticator remote;
    private final Duration writeDeadline;
    private final RefusalLog refusals;
    private final Caller unixCaller;

    /**
     * {@code unixCaller} for the Unix socket (the kernel's word, asked once at accept), {@code remote}
     * for TLS; the other one is null.
     */
    CommandHandler(CommandAnswers service, Caller unixCaller, RequestAuthenticator remote, Duration writeDeadline,
                   RefusalLog refusals) {
        this.service = service;
        this.unixCaller = unixCaller;
        this.remote = remote;
        this.writeDeadline = writeDeadline;
        this.refusals = refusals;
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
                ctx.executor().execute(() -> write(ctx, out, false));
            } catch (java.util.concurrent.RejectedExecutionException stopping) {
                // shutting down: the connection is being closed
            }
        });
    }

    private Caller tcpCaller(ChannelHandlerContext ctx, CommandRequest req) {
        String peer = peer(ctx);
        try {
            RemoteIdentity id = remote.authenticate(req);
            return Caller.tls(id.user(), peer, id.proof());
        } catch (AuthRefusedException e) {
            refusals.refused(host(ctx), e.getMessage(), "event=command_refused channel=tls from=\"" + peer
                    + "\" claimed_user=" + LogText.word(req.user()) + " command=" + LogText.word(req.command())
                    + " reason=\"" + e.getMessage() + "\"");
            reply(ctx, CommandResponse.error(ExitCode.REFUSED, "refused: " + e.getMessage()), true);
            return null;
        }
    }

    /** The peer for the log: {@code uid=1001 pid=42} on the socket, {@code address:port} over TLS. */
    private String peer(ChannelHandlerContext ctx) {
        if (unixCaller != null) {
            return unixCaller.from();
        }
        return ctx.channel().remoteAddress() instanceof InetSocketAddress a
                ? a.getAddress().getHostAddress() + ":" + a.getPort() : String.valueOf(ctx.channel().remoteAddress());
    }

    /** Whom refusals are counted against: the user on the socket, the address over TLS. */
    private String host(ChannelHandlerContext ctx) {
        if (unixCaller != null) {
            return unixCaller.user();
        }
        return ctx.channel().remoteAddress() instanceof InetSocketAddress a ? a.getAddress().getHostAddress()
                : String.valueOf(ctx.channel().remoteAddress());
    }

    private void reply(ChannelHandlerContext ctx, CommandResponse resp, boolean close) {
        byte[] bytes;
        try {
            bytes = ResponseCodec.encode(resp);
        } catch (IOException e) {
            LOG.error("event=response_failed reason=\"{}\"", e.toString(), e);
            bytes = INTERNAL;
        }
        write(ctx, bytes, close);
    }

    /**
     * Writes an answer; when it is out, closes the connection or reads the next request. A client
     * that has not taken the answer within the write deadline is disconnected (its unread answer
     * would otherwise sit in memory for as long as it likes).
     */
    private void write(ChannelHandlerContext ctx, byte[] bytes, boolean close) {
        try {
            var f = ctx.writeAndFlush(Unpooled.wrappedBuffer(bytes));
            ScheduledFuture<?> late = ctx.executor().schedule(() -> {
                if (!f.isDone()) {
                    refusals.refused(host(ctx), "answer not read within " + writeDeadline.toSeconds() + " s");
                    ctx.close();
                }
            }, writeDeadline.toMillis(), TimeUnit.MILLISECONDS);
            f.addListener(done -> {
                late.cancel(false);
                if (close || !done.isSuccess()) {
                    ctx.close();
                } else {
                    ctx.channel().config().setAutoRead(true);
                }
            });
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
            refusals.refused(host(ctx), "request over " + Frames.MAX_REQUEST + " bytes");
            reply(ctx, CommandResponse.error(ExitCode.USAGE, "request too large (limit " + Frames.MAX_REQUEST
                    + " bytes)"), true);
            return;
        }
        if (!(c instanceof IOException) && !(c instanceof javax.net.ssl.SSLException)
                && !(c instanceof java.util.concurrent.RejectedExecutionException)) {
            LOG.warn("event=command_connection_failed peer={} reason={}", LogText.quoted(peer(ctx)),
                    LogText.quoted(c.toString()));
        }
        ctx.close();
    }
}
