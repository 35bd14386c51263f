package io.jmaui.bridge.command.wire;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.LengthFieldBasedFrameDecoder;
import io.netty.handler.codec.LengthFieldPrepender;

/** The framing both ends share: a 4-byte length, then that many bytes of JSON. */
public final class Frames {

    /** The largest request the daemon reads; anything longer is refused and the connection closed. */
    public static final int MAX_REQUEST = 64 * 1024;

    /** The largest response a client reads (a showq of 100k jobs fits). */
    public static final int MAX_RESPONSE = 256 * 1024 * 1024;

    private Frames() {
    }

    /** Adds the frame decoder (bounded by {@code maxFrame}) and the length prepender. */
    public static void install(ChannelPipeline p, int maxFrame) {
        p.addLast("frame-decoder", new LengthFieldBasedFrameDecoder(maxFrame, 0, 4, 0, 4));
        p.addLast("frame-encoder", new LengthFieldPrepender(4));
    }

    /**
     * The daemon's side: as {@link #install}, and each request frame must arrive whole within
     * {@code deadline} of its first byte, else the connection is closed and {@code onLate} told.
     */
    public static void installWithDeadline(ChannelPipeline p, int maxFrame, java.time.Duration deadline,
                                           java.util.function.Consumer<ChannelHandlerContext> onLate) {
        p.addLast("frame-decoder", new DeadlineFrameDecoder(maxFrame, deadline, onLate));
        p.addLast("frame-encoder", new LengthFieldPrepender(4));
    }
}
