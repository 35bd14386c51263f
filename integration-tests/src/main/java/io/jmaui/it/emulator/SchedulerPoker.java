package io.jmaui.it.emulator;

import io.jmaui.pbs.codec.SchedulerCommandEncoder;
import io.jmaui.pbs.message.SchedulerCommand;
import io.jmaui.pbs.message.SchedulerCommandType;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import java.net.InetSocketAddress;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What pbs_server does when jobs are queued or end and {@code scheduling=True} (wire doc 5.1):
 * connect to the scheduler port, send one command, close. A scheduler that is not listening is
 * not an error; the next poke or its own poll will do.
 */
final class SchedulerPoker {

    private static final Logger LOG = LoggerFactory.getLogger(SchedulerPoker.class);

    private final EventLoopGroup group;
    private volatile InetSocketAddress target;

    SchedulerPoker(EventLoopGroup group) {
        this.group = group;
    }

    void target(InetSocketAddress schedulerAddress) {
        this.target = schedulerAddress;
    }

    InetSocketAddress target() {
        return target;
    }

    void poke(SchedulerCommandType type) {
        InetSocketAddress to = target;
        if (to == null) {
            return;
        }
        new Bootstrap().group(group).channel(NioSocketChannel.class)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, 1000)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ch.pipeline().addLast(new SchedulerCommandEncoder());
                    }
                })
                .connect(to).addListener((ChannelFutureListener) f -> {
                    if (!f.isSuccess()) {
                        LOG.debug("poke={} scheduler={} unreachable", type, to);
                        return;
                    }
                    f.channel().writeAndFlush(new SchedulerCommand(type)).addListener(ChannelFutureListener.CLOSE);
                });
    }
}
