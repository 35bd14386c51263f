package io.jmaui.pbs.server;

import io.jmaui.pbs.codec.BatchReplyEncoder;
import io.jmaui.pbs.codec.BatchRequestDecoder;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;

/**
 * The server-side pipeline, assembled in this one place (style: "Each pipeline is assembled in one
 * place"): the codec's request decoder and reply encoder around a {@link RequestDispatcher} that
 * calls the {@link BatchRequestHandler}. Use as a {@code ServerBootstrap}'s child handler:
 *
 * <pre>{@code
 * new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
 *         .childHandler(new PbsServerInitializer((request, connection) -> answer(request)))
 *         .bind("127.0.0.1", 15001);
 * }</pre>
 */
public final class PbsServerInitializer extends ChannelInitializer<Channel> {

    private final BatchRequestHandler handler;
    private final UndecodablePolicy policy;

    /** Undecodable requests are answered and the connection closed (TORQUE 4.2). */
    public PbsServerInitializer(BatchRequestHandler handler) {
        this(handler, UndecodablePolicy.REPLY_AND_CLOSE);
    }

    /** With a chosen treatment of undecodable requests. */
    public PbsServerInitializer(BatchRequestHandler handler, UndecodablePolicy policy) {
        this.handler = handler;
        this.policy = policy;
    }

    @Override
    protected void initChannel(Channel ch) {
        ch.pipeline().addLast("request-decoder", new BatchRequestDecoder());
        ch.pipeline().addLast("reply-encoder", new BatchReplyEncoder());
        ch.pipeline().addLast("dispatcher", new RequestDispatcher(handler, policy));
    }
}
