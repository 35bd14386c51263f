package io.jmaui.pbs.server;

import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.PbsError;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.UndecodableRequest;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The last handler of a server pipeline: hands decoded requests to the {@link BatchRequestHandler}
 * one at a time, writes each reply before taking the next request (wire doc §9.1: exactly one
 * reply per request, in order), closes on Disconnect, and applies the {@link UndecodablePolicy}.
 * Its state is touched only on the channel's event loop.
 */
final class RequestDispatcher extends ChannelInboundHandlerAdapter {

    private static final Logger LOG = LoggerFactory.getLogger(RequestDispatcher.class);
    static final String CANNOT_DECODE = "cannot decode message";

    private final BatchRequestHandler handler;
    private final UndecodablePolicy policy;
    private final Deque<Object> pending = new ArrayDeque<>();
    private ServerConnection connection;
    private boolean busy;
    private boolean finished;

    RequestDispatcher(BatchRequestHandler handler, UndecodablePolicy policy) {
        this.handler = handler;
        this.policy = policy;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        connection = new ServerConnection(ctx.channel());
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (!finished) {
            pending.add(msg);
            next(ctx);
        }
    }

    private void next(ChannelHandlerContext ctx) {
        Object msg;
        while (!busy && !finished && (msg = pending.poll()) != null) {
            if (msg instanceof UndecodableRequest undecodable) {
                undecodable(ctx, undecodable);
                return;
            }
            BatchRequest request = (BatchRequest) msg;
            if (request.type() == RequestType.Disconnect) {
                finished = true;
                LOG.debug("event=pbs_disconnect peer={} user={}", connection, request.header().user());
                ctx.close();
                return;
            }
            busy = true;
            CompletionStage<BatchReply> reply;
            try {
                reply = handler.handle(request, connection);
            } catch (RuntimeException e) {
                reply = CompletableFuture.failedFuture(e);
            }
            reply.whenComplete((r, failure) -> ctx.executor().execute(() -> replied(ctx, request, r, failure)));
        }
    }

    private void replied(ChannelHandlerContext ctx, BatchRequest request, BatchReply reply, Throwable failure) {
        BatchReply out = reply;
        if (failure != null) {
            LOG.error("event=pbs_handler_failed peer={} request={}", connection, request.type(), failure);
            out = BatchReply.error(PbsError.INTERNAL.code(),
                    PbsError.INTERNAL.text() + " MSG=" + failure.getMessage());
        }
        if (out == null || !ctx.channel().isActive()) {
            busy = false;
            next(ctx);
            return;
        }
        ctx.writeAndFlush(out).addListener(f -> {
            busy = false;
            if (f.isSuccess()) {
                next(ctx);
            } else {
                LOG.warn("event=pbs_reply_failed peer={} request={} reason=\"{}\"", connection,
                        request.type(), f.cause().getMessage());
                ctx.close();
            }
        });
    }

    private void undecodable(ChannelHandlerContext ctx, UndecodableRequest request) {
        finished = true;
        pending.clear();
        LOG.warn("event=pbs_undecodable_request peer={} pbse={} policy={} reason=\"{}\"", connection,
                request.pbsError().pbseName(), policy, request.error().getMessage());
        if (policy == UndecodablePolicy.REPLY_AND_CLOSE) {
            PbsError error = request.pbsError();
            ctx.writeAndFlush(BatchReply.error(error.code(), error.text() + " MSG=" + CANNOT_DECODE
                    + ": " + request.error().getMessage())).addListener(ChannelFutureListener.CLOSE);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        LOG.warn("event=pbs_connection_error peer={} reason=\"{}\"", connection, cause.getMessage());
        ctx.close();
    }
}
