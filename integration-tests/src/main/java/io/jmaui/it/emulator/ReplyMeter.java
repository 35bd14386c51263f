package io.jmaui.it.emulator;

import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.StatusReply;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import java.util.Map;

/**
 * Measures the replies of one connection for {@link EmulatedPbsServer#replySizes()}: the request
 * answered, how many status objects its reply holds, how long building it took, and — sitting at
 * the head of the pipeline, after the reply encoder — how many bytes went on the wire. Requests on
 * a connection are answered one at a time, so the next encoded reply belongs to the last request.
 */
final class ReplyMeter extends ChannelOutboundHandlerAdapter {

    private final Map<RequestType, ReplySize> sizes;
    private final java.util.concurrent.atomic.AtomicLong producing;
    private volatile RequestType request;
    private volatile int objects;
    private volatile long buildMillis;
    private volatile long startedNanos;
    /** True once this connection asked for status: a polling connection, whose replies its client waits on. */
    private volatile boolean polls;

    /**
     * @param producing the server's total time producing replies on polling connections, which this
     *                  connection's replies add to once it has asked for status
     */
    ReplyMeter(Map<RequestType, ReplySize> sizes, java.util.concurrent.atomic.AtomicLong producing) {
        this.sizes = sizes;
        this.producing = producing;
    }

    /** Called as a reply is built: which request, what it answers, and when building it started and how long it took. */
    void answered(RequestType type, BatchReply reply, long startNanos, long buildNanos) {
        objects = reply.body() instanceof StatusReply s ? s.objects().size() : 0;
        buildMillis = buildNanos / 1_000_000;
        startedNanos = startNanos;
        polls |= type.name().startsWith("Status");
        request = type;
    }

    /** The encoded reply goes out: building and encoding it are done (the server's part of the request's time). */
    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        RequestType type = request;
        if (msg instanceof ByteBuf b && type != null) {
            if (polls) {
                producing.addAndGet(System.nanoTime() - startedNanos);
            }
            sizes.put(type, new ReplySize(type, objects, b.readableBytes(), buildMillis));
            request = null;
        }
        ctx.write(msg, promise);
    }
}
