package io.jmaui.pbs.client;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.timeout.IdleStateEvent;

/** The last handler of a client pipeline: hands replies, failures and idleness to the connection. */
final class ReplyHandler extends ChannelInboundHandlerAdapter {

    private final ClientConnection connection;

    ReplyHandler(ClientConnection connection) {
        this.connection = connection;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        connection.onReply(ctx.channel(), msg);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        connection.onFailure(ctx.channel(), cause);
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) {
        if (evt instanceof IdleStateEvent) {
            connection.onIdle(ctx.channel());
        } else {
            ctx.fireUserEventTriggered(evt);
        }
    }
}
