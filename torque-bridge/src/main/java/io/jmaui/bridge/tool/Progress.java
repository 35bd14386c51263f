package io.jmaui.bridge.tool;

import java.io.PrintWriter;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The progress line of a long simulation: on a terminal only, at most twice a second, one line
 * rewritten in place ({@code \r}) with the jobs completed over all runs; cleared at the end. When
 * stderr is not a terminal nothing is printed.
 */
final class Progress {

    private final PrintWriter err;
    private final boolean terminal;
    private final AtomicLongArray done;
    private final long total;
    private final AtomicLong lastPrint = new AtomicLong();
    private final long startNanos = System.nanoTime();
    private volatile boolean printed;

    Progress(PrintWriter err, boolean terminal, int runs, long total) {
        this.err = err;
        this.terminal = terminal;
        this.done = new AtomicLongArray(runs);
        this.total = total;
    }

    static boolean onTerminal() {
        return System.console() != null;
    }

    void update(int run, long completed) {
        done.set(run, completed);
        if (!terminal) {
            return;
        }
        long now = System.nanoTime();
        long last = lastPrint.get();
        if (now - last < 500_000_000L || !lastPrint.compareAndSet(last, now)) {
            return;
        }
        long sum = 0;
        for (int i = 0; i < done.length(); i++) {
            sum += done.get(i);
        }
        synchronized (err) {
            err.printf("\rmaui-simulate: %,d of %,d jobs done (%.0f%%), %d run%s, %.0f s   ", sum, total,
                    total == 0 ? 100.0 : 100.0 * sum / total, done.length(), done.length() == 1 ? "" : "s",
                    (now - startNanos) / 1e9);
            err.flush();
            printed = true;
        }
    }

    void finish() {
        if (printed) {
            synchronized (err) {
                err.print("\r" + " ".repeat(78) + "\r");
                err.flush();
            }
        }
    }
}
