package io.jmaui.bridge.leader;

import io.jmaui.bridge.daemon.DaemonThreads;
import java.io.IOException;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One daemon process over its life: standby until it holds the lease, then active until it stops
 * or loses the lease, then standby again (Maui's fallback server: secondary, primary, secondary).
 * What runs in each role is the caller's ({@link Roles}); this class only holds the lease:
 * {@link Leadership#tryAcquire()} every {@code checkEvery} while standby, {@link
 * Leadership#renew()} every {@code renewEvery} on a thread of its own while active, and the
 * release at a clean stop, after the active role has written its last checkpoint.
 */
public final class ActiveStandby implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger("maui");

    /** What the process runs in each role; a role ends when closed. */
    public interface Roles {

        /** Starts the standby's services: nothing the active holds (its command socket, ports). */
        AutoCloseable standby(Leadership leadership) throws Exception;

        /**
         * Starts scheduling, every act fenced by {@code leadership}; {@code acquired} says from whom
         * (a holder that did not release the lease may still hold ports on this host).
         */
        AutoCloseable active(Leadership leadership, Leadership.Acquired acquired) throws Exception;
    }

    private final Leadership leadership;
    private final Roles roles;
    private final ScheduledExecutorService leaseThread;
    private final Object monitor = new Object();
    private final CountDownLatch finished = new CountDownLatch(1);
    private boolean stopping;
    private boolean lost;
    private String lastStandbyNote;
    private int failedRenewals;

    public ActiveStandby(Leadership leadership, Roles roles) {
        this.leadership = leadership;
        this.roles = roles;
        this.leaseThread = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("maui-lease"));
    }

    /** Runs the roles until {@link #close()}; an active role that cannot start ends the run with its error. */
    public void run() throws Exception {
        try {
            while (true) {
                Leadership.Acquired acquired;
                AutoCloseable standby = roles.standby(leadership);
                try {
                    acquired = awaitLease();
                } finally {
                    closeQuietly(standby);
                }
                if (acquired == null) {
                    return;
                }
                LOG.warn("event=takeover self=\"{}\" epoch={} previous=\"{}\" reason=\"{}\" lease={}",
                        leadership.self(), acquired.lease().epoch(),
                        acquired.previous().map(l -> l.describe(System.currentTimeMillis())).orElse("none"),
                        acquired.why(), leadership.file());
                if (!runActive(acquired)) {
                    return;
                }
            }
        } finally {
            leaseThread.shutdownNow();
            finished.countDown();
        }
    }

    /** Runs the active role until the lease is lost (true: go back to standby) or the process stops (false). */
    private boolean runActive(Leadership.Acquired acquired) throws Exception {
        long every = leadership.timing().renewEvery().toMillis();
        ScheduledFuture<?> renewals = leaseThread.scheduleWithFixedDelay(this::renewOnce, every, every,
                TimeUnit.MILLISECONDS);
        AutoCloseable active;
        try {
            active = roles.active(leadership, acquired);
        } catch (Exception | Error e) {
            renewals.cancel(false);
            leadership.release();
            throw e;
        }
        boolean stopped;
        synchronized (monitor) {
            while (!stopping && !lost) {
                monitor.wait();
            }
            stopped = !lost;
            lost = false;
        }
        if (stopped) {
            closeQuietly(active); // the last checkpoint, while the lease is still renewed
            renewals.cancel(false);
            releaseQuietly();
            return false;
        }
        renewals.cancel(false);
        closeQuietly(active);
        LOG.error("event=leadership_lost self=\"{}\" active=\"{}\" text=\"another daemon took the lease over; this one "
                + "sent nothing after its lease could have lapsed and is the standby again\"", leadership.self(),
                leadership.lastSeen().map(l -> l.describe(System.currentTimeMillis())).orElse("unknown"));
        synchronized (monitor) {
            return !stopping;
        }
    }

    private Leadership.Acquired awaitLease() throws InterruptedException {
        long every = leadership.timing().checkEvery().toMillis();
        while (true) {
            synchronized (monitor) {
                if (stopping) {
                    return null;
                }
            }
            try {
                Leadership.Attempt a = leadership.tryAcquire();
                if (a instanceof Leadership.Acquired got) {
                    return got;
                }
                noteStandby(((Leadership.Standby) a).active());
            } catch (IOException | RuntimeException e) {
                noteStandby("cannot read the lease " + leadership.file() + ": " + e.getMessage());
            }
            synchronized (monitor) {
                if (!stopping) {
                    monitor.wait(every);
                }
            }
        }
    }

    private void noteStandby(Optional<Lease> active) {
        noteStandby(active.map(l -> "active: " + l.host() + " pid " + l.pid() + " epoch " + l.epoch())
                .orElse("no active daemon yet"));
    }

    /** Logs the standby's view when it changes (not at every look). */
    private void noteStandby(String note) {
        if (!note.equals(lastStandbyNote)) {
            LOG.info("event=standby self=\"{}\" text=\"{}\" lease={}", leadership.self(), note, leadership.file());
            lastStandbyNote = note;
        }
    }

    private void renewOnce() {
        Leadership.Renewal r;
        try {
            r = leadership.renew();
        } catch (IOException | RuntimeException e) {
            LOG.warn("event=lease_renewal_failed reason=\"{}\" failures={}", e.getMessage(), ++failedRenewals);
            return;
        }
        if (r == Leadership.Renewal.FAILED) {
            LOG.warn("event=lease_renewal_failed reason=\"lease mutex busy\" failures={}", ++failedRenewals);
        } else if (r == Leadership.Renewal.RENEWED) {
            failedRenewals = 0;
        } else {
            synchronized (monitor) {
                lost = true;
                monitor.notifyAll();
            }
        }
    }

    /**
     * Stops: the active role closes (last checkpoint) and the lease is released, so a standby
     * takes over at its next look; waits up to a minute for that.
     */
    @Override
    public void close() {
        synchronized (monitor) {
            stopping = true;
            monitor.notifyAll();
        }
        try {
            finished.await(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void releaseQuietly() {
        try {
            leadership.release();
        } catch (IOException | RuntimeException e) {
            LOG.warn("event=lease_release_failed reason=\"{}\" text=\"the standby takes over when the lease lapses\"",
                    e.getMessage());
        }
    }

    private static void closeQuietly(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception e) {
            LOG.warn("event=role_close_failed reason=\"{}\"", e.toString());
        }
    }
}
