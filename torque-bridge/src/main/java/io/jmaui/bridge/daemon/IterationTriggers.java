package io.jmaui.bridge.daemon;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * When the loop runs an iteration: at start, when pbs_server pokes the scheduler port (pokes
 * within JOBAGGREGATIONTIME of the last iteration's start coalesced into one), when RMPOLLINTERVAL
 * has passed since the last one, and not at all while scheduling is stopped (schedctl -s) but for
 * one step at a time (schedctl -S). Everything runs on the loop's one thread.
 */
final class IterationTriggers {

    private final ScheduledExecutorService thread;
    private final Runnable iteration;
    private final Supplier<DaemonSettings> settings;
    private final LongSupplier clock;
    private long lastStart = Long.MIN_VALUE / 2;
    private ScheduledFuture<?> pending;
    private ScheduledFuture<?> pollTimer;
    private volatile boolean paused;
    private boolean stepOnce;

    /** @param iteration runs one iteration (and calls {@link #started}) on {@code thread} */
    IterationTriggers(ScheduledExecutorService thread, Runnable iteration, Supplier<DaemonSettings> settings,
                      LongSupplier clock) {
        this.thread = thread;
        this.iteration = iteration;
        this.settings = settings;
        this.clock = clock;
    }

    /** An iteration started at {@code now} (epoch seconds): the aggregation and the poll interval count from it. */
    void started(long now) {
        lastStart = now;
    }

    /** Runs a first iteration now and then one at least every RMPOLLINTERVAL. */
    void start() {
        thread.execute(iteration);
        pollTimer = thread.scheduleWithFixedDelay(this::pollIfDue, 1, 1, TimeUnit.SECONDS);
    }

    /** Schedules an iteration, coalescing within JOBAGGREGATIONTIME. */
    void poke() {
        thread.execute(() -> {
            if (pending != null && !pending.isDone()) {
                return;
            }
            long wait = Math.max(0, lastStart + settings.get().aggregationTime() - clock.getAsLong());
            pending = thread.schedule(this::runScheduled, wait, TimeUnit.SECONDS);
        });
    }

    private void pollIfDue() {
        if (paused) {
            return;
        }
        if (clock.getAsLong() - lastStart >= settings.get().pollInterval()) {
            iteration.run();
        }
    }

    private void runScheduled() {
        if (!paused || stepOnce) {
            stepOnce = false;
            iteration.run();
        }
    }

    boolean paused() {
        return paused;
    }

    /** Stops or resumes scheduling; resuming runs an iteration soon. */
    void paused(boolean stop) {
        paused = stop;
        if (!stop) {
            poke();
        }
    }

    /** While stopped, runs one iteration. */
    void step() {
        thread.execute(() -> {
            stepOnce = true;
            runScheduled();
        });
    }

    /** No more iterations by RMPOLLINTERVAL (shutdown). */
    void stop() {
        if (pollTimer != null) {
            pollTimer.cancel(false);
        }
    }
}
