package io.jmaui.bridge.daemon;

import io.jmaui.pbs.sched.SchedulerEventListener;
import io.jmaui.pbs.sched.SchedulerPortConfig;
import io.jmaui.pbs.sched.SchedulerPortListener;
import java.net.InetSocketAddress;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The scheduler port (pbs_server's pokes), bound at start or, while another process holds it,
 * retried every second. A daemon that takes over from a former active on the same host that is
 * paused (SIGSTOP) finds the port still bound by it; pbs_sched left running does the same. The
 * daemon schedules anyway, every RMPOLLINTERVAL: only the pokes are lost until the port is free.
 */
final class SchedulerPort implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    private final SchedulerPortConfig config;
    private final SchedulerEventListener events;
    private volatile SchedulerPortListener listener;
    private EverySecond retry;
    private volatile boolean closed;

    private SchedulerPort(SchedulerPortConfig config, SchedulerEventListener events) {
        this.config = config;
        this.events = events;
    }

    /**
     * Binds the port; with {@code retry}, a port another process holds is retried every second in
     * the background, else the failure is thrown ({@link SchedulerPortListener#start}).
     */
    static SchedulerPort open(SchedulerPortConfig config, SchedulerEventListener events, boolean retry) {
        SchedulerPort p = new SchedulerPort(config, events);
        try {
            p.listener = SchedulerPortListener.start(config, events);
        } catch (IllegalStateException busy) {
            if (!retry) {
                throw busy;
            }
            LOG.warn("event=sched_port_busy address={} reason=\"{}\" text=\"pokes from pbs_server are lost until the "
                    + "port is free (pbs_sched, or a paused former active on this host, holds it); iterations run every "
                    + "RMPOLLINTERVAL; retrying every second\"", config.bind(), busy.getMessage());
            p.retry = EverySecond.until("maui-sched-port", p::tryBind);
        }
        return p;
    }

    /** True when bound (or closed): no more attempts. */
    private synchronized boolean tryBind() {
        if (closed || listener != null) {
            return true;
        }
        try {
            listener = SchedulerPortListener.start(config, events);
            return true;
        } catch (IllegalStateException stillBusy) {
            return false; // logged once when first found busy
        }
    }

    /** Where it listens, or null while the port is held by another process. */
    InetSocketAddress localAddress() {
        SchedulerPortListener l = listener;
        return l == null ? null : l.localAddress();
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (retry != null) {
            retry.close();
        }
        if (listener != null) {
            listener.close();
        }
    }
}
