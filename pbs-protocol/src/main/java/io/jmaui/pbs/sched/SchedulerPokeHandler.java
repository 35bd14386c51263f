package io.jmaui.pbs.sched;

import io.jmaui.pbs.guard.RefusalLog;
import io.jmaui.pbs.message.SchedulerCommand;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.timeout.ReadTimeoutException;
import java.net.InetSocketAddress;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One scheduler-port connection, as pbs_sched handles it (wire doc §5.2): refuse a peer that is
 * not believed, read one command, close, tell the listener. SCHEDULE_NULL, which pbs_server may
 * send after a restart, is dropped as pbs_sched drops it. A refused peer or a bad or missing
 * command goes to the {@link RefusalLog} (rate-limited, summarised per address) and the connection
 * is closed; pbs_server expects nothing back either way.
 */
final class SchedulerPokeHandler extends ChannelInboundHandlerAdapter {

    private static final Logger LOG = LoggerFactory.getLogger(SchedulerPokeHandler.class);

    private final SchedulerPortConfig config;
    private final SchedulerEventListener listener;
    private final RefusalLog refusals;
    private boolean done;

    SchedulerPokeHandler(SchedulerPortConfig config, SchedulerEventListener listener, RefusalLog refusals) {
        this.config = config;
        this.listener = listener;
        this.refusals = refusals;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        InetSocketAddress peer = peer(ctx);
        String rejection = config.rejection(peer);
        if (rejection != null) {
            done = true;
            refusals.refused(peer.getAddress().getHostAddress(), rejection);
            ctx.close();
            return;
        }
        ctx.fireChannelActive();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (done) {
            return;
        }
        done = true;
        ctx.close();
        SchedulerEvent event = new SchedulerEvent(((SchedulerCommand) msg).type(), peer(ctx),
                config.clock().instant());
        if (!event.command().schedules()) {
            LOG.debug("event=sched_poke command={} peer={} action=ignored", event.command(), address(event.peer()));
            return;
        }
        LOG.info("event=sched_poke command={} peer={}", event.command(), address(event.peer()));
        try {
            listener.onSchedulerEvent(event);
        } catch (RuntimeException e) {
            LOG.error("event=sched_listener_failed command={} peer={}", event.command(),
                    address(event.peer()), e);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (!done) {
            done = true;
            String reason = cause instanceof ReadTimeoutException
                    ? "no command within " + config.readTimeout().toSeconds() + " s"
                    : cause.getMessage();
            refusals.refused(peer(ctx).getAddress().getHostAddress(), "bad poke: " + reason);
        }
        ctx.close();
    }

    private static InetSocketAddress peer(ChannelHandlerContext ctx) {
        return (InetSocketAddress) ctx.channel().remoteAddress();
    }

    private static String address(InetSocketAddress peer) {
        return peer.getAddress().getHostAddress() + ":" + peer.getPort();
    }
}
