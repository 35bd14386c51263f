package io.jmaui.bridge.command.wire;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.LengthFieldBasedFrameDecoder;
import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The request framing with a deadline per frame: from the frame's first byte, the whole frame
 * must arrive within {@code deadline}, however its bytes are spread (a byte every few seconds
 * keeps an idle timeout from ever firing; it does not stop this one). A late frame closes the
 * connection and is reported to {@code onLate}. Bytes of the next frame that arrive with the end
 * of one start the next frame's deadline.
 */
final class DeadlineFrameDecoder extends LengthFieldBasedFrameDecoder {

    private final Duration deadline;
    private final Consumer<ChannelHandlerContext> onLate;
    private ScheduledFuture<?> timer;

    DeadlineFrameDecoder(int maxFrame, Duration deadline, Consumer<ChannelHandlerContext> onLate) {
        super(maxFrame, 0, 4, 0, 4);
        this.deadline = deadline;
        this.onLate = onLate;
    }

    @Override
    protected Object decode(ChannelHandlerContext ctx, ByteBuf in) throws Exception {
        Object frame = super.decode(ctx, in);
        if (frame != null) {
            cancel();
        }
        if (in.isReadable() && timer == null) {
            timer = ctx.executor().schedule(() -> {
                timer = null;
                if (ctx.channel().isActive()) {
                    onLate.accept(ctx);
                    ctx.close();
                }
            }, deadline.toMillis(), TimeUnit.MILLISECONDS);
        }
        return frame;
    }

    private void cancel() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
    }

    @Override
    protected void handlerRemoved0(ChannelHandlerContext ctx) {
        cancel();
    }
}
