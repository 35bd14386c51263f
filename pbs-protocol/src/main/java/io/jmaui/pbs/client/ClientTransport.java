package io.jmaui.pbs.client;

import io.netty.channel.EventLoopGroup;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollEventLoopGroup;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;

/**
 * Netty's native epoll transport when available (Linux), since the trqauthd exchange needs epoll's
 * Unix domain sockets on the same event loop; NIO otherwise (then only privport and none work).
 */
final class ClientTransport {

    private ClientTransport() {
    }

    static EventLoopGroup newGroup() {
        return Epoll.isAvailable() ? new EpollEventLoopGroup(1) : new NioEventLoopGroup(1);
    }

    static Class<? extends SocketChannel> channelClass(EventLoopGroup group) {
        return group instanceof EpollEventLoopGroup ? EpollSocketChannel.class : NioSocketChannel.class;
    }
}
