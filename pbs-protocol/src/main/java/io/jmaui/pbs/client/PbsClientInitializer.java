package io.jmaui.pbs.client;

import io.jmaui.pbs.codec.BatchReplyDecoder;
import io.jmaui.pbs.codec.BatchRequestEncoder;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.handler.timeout.IdleStateHandler;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * The client-side pipeline, assembled in this one place: idle detection, the TORQUE 2.5 guard,
 * the codec's reply decoder and request encoder, and the {@link ReplyHandler} that reports to the
 * {@link ClientConnection}.
 */
final class PbsClientInitializer extends ChannelInitializer<Channel> {

    private final ClientConnection connection;
    private final Duration idleClose;
    private final java.util.concurrent.atomic.AtomicLong decodeNanos;

    PbsClientInitializer(ClientConnection connection, Duration idleClose,
                         java.util.concurrent.atomic.AtomicLong decodeNanos) {
        this.connection = connection;
        this.idleClose = idleClose;
        this.decodeNanos = decodeNanos;
    }

    @Override
    protected void initChannel(Channel ch) {
        ch.pipeline().addLast("idle", new IdleStateHandler(0, 0, idleClose.toMillis(), TimeUnit.MILLISECONDS));
        ch.pipeline().addLast("version-guard", new ProtocolVersionGuard());
        ch.pipeline().addLast("reply-decoder", new BatchReplyDecoder(io.jmaui.pbs.dis.DisLimits.DEFAULT, decodeNanos, true));
        ch.pipeline().addLast("request-encoder", new BatchRequestEncoder());
        ch.pipeline().addLast("replies", new ReplyHandler(connection));
    }
}
