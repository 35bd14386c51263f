package io.jmaui.pbs.client;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.nio.charset.StandardCharsets;

/**
 * Looks at the first reply of a connection before the reply decoder does: TORQUE 2.5 answers with
 * protocol version 1 ({@code +2+1}, wire doc §2.3, §8), which jmaui does not speak; that gets a
 * message an admin understands instead of a DIS error. Anything else passes through untouched, and
 * the guard leaves the pipeline once it has seen four bytes.
 */
final class ProtocolVersionGuard extends ChannelInboundHandlerAdapter {

    static final String VERSION_1 =
            "pbs_server speaks batch protocol version 1 (TORQUE 2.5); jmaui needs 4.2 or later";
    private static final byte[] VERSION_1_PREFIX = "+2+1".getBytes(StandardCharsets.US_ASCII);

    private ByteBuf seen = Unpooled.EMPTY_BUFFER;

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (!(msg instanceof ByteBuf bytes)) {
            ctx.fireChannelRead(msg);
            return;
        }
        ByteBuf all = seen.isReadable() ? Unpooled.wrappedBuffer(seen, bytes) : bytes;
        seen = Unpooled.EMPTY_BUFFER;
        int n = Math.min(all.readableBytes(), VERSION_1_PREFIX.length);
        for (int i = 0; i < n; i++) {
            if (all.getByte(all.readerIndex() + i) != VERSION_1_PREFIX[i]) {
                pass(ctx, all);
                return;
            }
        }
        if (n < VERSION_1_PREFIX.length) {
            seen = all;
            return;
        }
        all.release();
        ctx.pipeline().remove(this);
        ctx.fireExceptionCaught(new UnsupportedProtocolVersion(VERSION_1));
    }

    private void pass(ChannelHandlerContext ctx, ByteBuf all) {
        ctx.pipeline().remove(this);
        ctx.fireChannelRead(all);
    }

    @Override
    public void handlerRemoved(ChannelHandlerContext ctx) {
        if (seen.isReadable()) {
            seen.release();
        }
        seen = Unpooled.EMPTY_BUFFER;
    }
}
