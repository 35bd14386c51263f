package io.jmaui.bridge.daemon;

import java.util.concurrent.ThreadFactory;

/**
 * How the daemon makes its own threads: none of them keeps the JVM alive (the launcher's shutdown
 * hook and SIGTERM end it), and the warm-ups run at the lowest priority, so that nothing the
 * daemon does at once (a poll, a takeover) waits behind them where the platform honours it.
 */
public final class DaemonThreads {

    private DaemonThreads() {
    }

    /** Daemon threads named {@code name}, for an executor of the daemon's. */
    public static ThreadFactory named(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    /** Runs {@code task} on a daemon thread of its own at the lowest priority (a warm-up), started now. */
    public static Thread background(String name, Runnable task) {
        Thread t = named(name).newThread(task);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
        return t;
    }
}
