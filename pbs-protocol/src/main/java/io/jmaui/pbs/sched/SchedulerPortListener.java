package io.jmaui.pbs.sched;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.jmaui.pbs.guard.ConnectionLimiter;
import io.jmaui.pbs.guard.RefusalLog;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Listens on the scheduler port and turns each of pbs_server's pokes into a {@link SchedulerEvent}
 * (wire doc §5). Start with {@link #start}, stop with {@link #close}.
 *
 * <pre>{@code
 * SchedulerPortListener sched = SchedulerPortListener.start(
 *         SchedulerPortConfig.of(15004).withAllowedHosts(Set.of(serverAddress)),
 *         event -> loop.wakeUp(event.command()));
 * }</pre>
 */
public final class SchedulerPortListener implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(SchedulerPortListener.class);

    private final EventLoopGroup group;
    private final Channel server;

    private SchedulerPortListener(EventLoopGroup group, Channel server) {
        this.group = group;
        this.server = server;
    }

    /**
     * Binds the port and starts accepting.
     *
     * @throws IllegalStateException naming the address if it cannot be bound (in use, or a port
     *     below 1024 without root)
     */
    public static SchedulerPortListener start(SchedulerPortConfig config, SchedulerEventListener listener) {
        EventLoopGroup group = new NioEventLoopGroup(1);
        RefusalLog refusals = new RefusalLog("pokes", line -> LOG.warn(line), config.refusalSummary(), group);
        ConnectionLimiter limiter = new ConnectionLimiter(SchedulerPortConfig.MAX_CONNECTIONS,
                SchedulerPortConfig.MAX_PER_HOST, 0, ch -> new ConnectionLimiter.Peer(
                        ((InetSocketAddress) ch.remoteAddress()).getAddress().getHostAddress(), false), refusals);
        try {
            Channel server = new ServerBootstrap()
                    .group(group)
                    .channel(NioServerSocketChannel.class)
                    .childHandler(new ChannelInitializer<Channel>() {
                        @Override
                        protected void initChannel(Channel ch) {
                            SchedulerPortPipeline.assemble(ch.pipeline(), config, listener, limiter, refusals);
                        }
                    })
                    .bind(config.bind())
                    .syncUninterruptibly()
                    .channel();
            LOG.info("event=sched_listen address={}", server.localAddress());
            return new SchedulerPortListener(group, server);
        } catch (Exception e) { // Netty rethrows the bind's BindException unchecked
            group.shutdownGracefully(0, 0, TimeUnit.SECONDS);
            throw new IllegalStateException("scheduler port " + config.bind() + ": cannot listen: "
                    + e.getMessage(), e);
        }
    }

    /** The bound address (with the real port when 0 was asked for). */
    public InetSocketAddress localAddress() {
        return (InetSocketAddress) server.localAddress();
    }

    /** Stops listening and releases the thread. */
    @Override
    public void close() {
        server.close().syncUninterruptibly();
        group.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    }
}
