package io.jmaui.bridge.daemon;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * An attempt made every second on a thread of its own until it succeeds or this is closed: how a
 * daemon that took over binds what a paused former active on the same host still holds (the
 * scheduler port, SERVERPORT) as soon as that one lets go.
 */
public final class EverySecond implements AutoCloseable {

    private final ScheduledExecutorService thread;

    private EverySecond(String name, BooleanSupplier attempt) {
        thread = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named(name));
        thread.scheduleWithFixedDelay(() -> {
            if (attempt.getAsBoolean()) {
                thread.shutdown();
            }
        }, 1, 1, TimeUnit.SECONDS);
    }

    /** Tries {@code attempt} every second (the first a second from now) until it returns true. */
    public static EverySecond until(String threadName, BooleanSupplier attempt) {
        return new EverySecond(threadName, attempt);
    }

    /** Stops trying. */
    @Override
    public void close() {
        thread.shutdownNow();
    }
}
