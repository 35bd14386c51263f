package io.jmaui.it.emulator;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.util.ReferenceCountUtil;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Sits at the head of every server pipeline, after the reply encoder: when armed, the next reply's
 * bytes are replaced by the given garbage, once, on whichever connection writes next.
 */
@ChannelHandler.Sharable
final class FaultInjector extends ChannelOutboundHandlerAdapter {

    private final AtomicReference<byte[]> nextGarbage = new AtomicReference<>();

    void arm(byte[] garbage) {
        nextGarbage.set(garbage.clone());
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        byte[] garbage = msg instanceof ByteBuf ? nextGarbage.getAndSet(null) : null;
        if (garbage == null) {
            ctx.write(msg, promise);
            return;
        }
        ReferenceCountUtil.release(msg);
        ctx.write(Unpooled.wrappedBuffer(garbage), promise);
    }
}
