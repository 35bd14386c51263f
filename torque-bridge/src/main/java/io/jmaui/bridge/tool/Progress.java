package io.jmaui.bridge.tool;

import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.LongSupplier;

/**
 * The progress line of a long simulation, on a terminal only: once the run has taken
 * {@link #QUIET_NANOS} (a short run prints nothing extra), then at most twice a second, one line
 * rewritten in place ({@code \r}) with the simulated time into the trace (single run only), the
 * jobs completed over all runs, jobs per second and the elapsed time; cleared at the end. When
 * stderr is not a terminal nothing is printed, so a redirected or piped run's output is the same
 * as without it.
 */
final class Progress {

    /** Runs shorter than this print no progress at all. */
    static final long QUIET_NANOS = 2_000_000_000L;
    private static final long EVERY_NANOS = 500_000_000L;
    /** Set by bin/maui-simulate from {@code [ -t 2 ]}: whether stderr is a terminal. */
    static final String TERMINAL_PROPERTY = "jmaui.stderr.terminal";

    private final PrintWriter err;
    private final boolean terminal;
    private final AtomicLongArray done;
    private final long total;
    private final LongSupplier nanos;
    private final long startNanos;
    private final AtomicLong lastPrint;
    private volatile long simulatedStart = Long.MIN_VALUE;
    private volatile long simulatedNow = Long.MIN_VALUE;
    private volatile boolean printed;

    Progress(PrintWriter err, boolean terminal, int runs, long total) {
        this(err, terminal, runs, total, System::nanoTime);
    }

    Progress(PrintWriter err, boolean terminal, int runs, long total, LongSupplier nanos) {
        this.err = err;
        this.terminal = terminal;
        this.done = new AtomicLongArray(runs);
        this.total = total;
        this.nanos = nanos;
        this.startNanos = nanos.getAsLong();
        this.lastPrint = new AtomicLong(startNanos + QUIET_NANOS - EVERY_NANOS);
    }

    /**
     * Whether stderr is a terminal: the launcher's word ({@value #TERMINAL_PROPERTY}) when it gave
     * it, else whether the JVM has a console at all.
     */
    static boolean onTerminal() {
        String said = System.getProperty(TERMINAL_PROPERTY);
        return said != null ? Boolean.parseBoolean(said) : System.console() != null;
    }

    /** Run {@code run} has completed {@code completed} jobs. */
    void update(int run, long completed) {
        update(run, completed, Long.MIN_VALUE);
    }

    /** Run {@code run} has completed {@code completed} jobs and reached simulated time {@code now} (the trace's seconds). */
    void update(int run, long completed, long now) {
        done.set(run, completed);
        if (!terminal) {
            return;
        }
        if (now != Long.MIN_VALUE) {
            if (simulatedStart == Long.MIN_VALUE) {
                simulatedStart = now;
            }
            simulatedNow = now;
        }
        long t = nanos.getAsLong();
        long last = lastPrint.get();
        if (t - last < EVERY_NANOS || !lastPrint.compareAndSet(last, t)) {
            return;
        }
        long sum = 0;
        for (int i = 0; i < done.length(); i++) {
            sum += done.get(i);
        }
        double seconds = (t - startNanos) / 1e9;
        StringBuilder line = new StringBuilder("\rmaui-simulate: ");
        if (done.length() == 1 && simulatedNow != Long.MIN_VALUE) {
            // time into the trace rather than a date: SWF times count from the trace's own start
            long in = Math.max(0, simulatedNow - simulatedStart);
            line.append(String.format("%,d d %02d:%02d simulated, ", in / 86_400, in % 86_400 / 3600, in % 3600 / 60));
        }
        line.append(String.format("%,d of %,d jobs done (%.0f%%)", sum, total, total == 0 ? 100.0 : 100.0 * sum / total));
        if (done.length() > 1) {
            line.append(", ").append(done.length()).append(" runs");
        }
        line.append(String.format(", %,.0f jobs/s, %.0f s   ", sum / Math.max(seconds, 1e-9), seconds));
        synchronized (err) {
            err.print(line);
            err.flush();
            printed = true;
        }
    }

    /** Clears the line, if one was printed. */
    void finish() {
        if (printed) {
            synchronized (err) {
                err.print("\r" + " ".repeat(100) + "\r");
                err.flush();
            }
        }
    }
}
