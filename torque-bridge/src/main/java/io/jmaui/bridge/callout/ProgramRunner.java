package io.jmaui.bridge.callout;

import io.jmaui.bridge.daemon.DaemonThreads;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs call-out programs off the scheduling thread: {@link #run} queues and returns at once. Up to
 * two programs run at a time; each gets no input, its output is kept up to {@value #KEPT} bytes for
 * the log, and it is killed when it runs past the time limit. A full queue drops the call and logs
 * it, so a slow program can never hold back an iteration.
 */
public final class ProgramRunner implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger("maui.callout");
    private static final int KEPT = 1024;

    private final long timeLimitSeconds;
    private final ThreadPoolExecutor pool;
    private final ScheduledExecutorService killer;

    /** @param queue calls that may wait for a free runner before further ones are dropped */
    public ProgramRunner(long timeLimitSeconds, int queue) {
        this.timeLimitSeconds = timeLimitSeconds;
        this.pool = new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(queue),
                DaemonThreads.named("maui-callout"));
        this.killer = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("maui-callout-timer"));
    }

    /** Queues {@code command} (program first) under the name {@code what} for the log; never blocks. */
    public void run(String what, List<String> command) {
        try {
            pool.execute(() -> exec(what, List.copyOf(command)));
        } catch (RejectedExecutionException e) {
            LOG.warn("event=callout_dropped callout={} program={} reason=\"{}\"", what, command.get(0),
                    pool.isShutdown() ? "shutting down" : "too many calls waiting");
        }
    }

    private void exec(String what, List<String> command) {
        Process p;
        try {
            p = new ProcessBuilder(command).redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(
                    new java.io.File("/dev/null"))).start();
        } catch (IOException e) {
            LOG.warn("event=callout_failed callout={} program={} reason=\"cannot start: {}\"", what, command.get(0),
                    e.getMessage());
            return;
        }
        AtomicBoolean killed = new AtomicBoolean();
        ScheduledFuture<?> limit = killer.schedule(() -> {
            killed.set(true);
            // the program first, so a script cannot go on to its next line when its child dies
            List<ProcessHandle> children = p.descendants().toList();
            p.destroyForcibly();
            children.forEach(ProcessHandle::destroyForcibly);
        }, timeLimitSeconds, TimeUnit.SECONDS);
        String output = drain(p.getInputStream());
        try {
            int rc = p.waitFor();
            limit.cancel(false);
            if (killed.get()) {
                LOG.warn("event=callout_timeout callout={} program={} limit={} output=\"{}\"", what, command.get(0),
                        timeLimitSeconds, output);
            } else if (rc != 0) {
                LOG.warn("event=callout_failed callout={} program={} rc={} output=\"{}\"", what, command.get(0), rc,
                        output);
            } else {
                LOG.debug("event=callout_done callout={} program={}", what, command.get(0));
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** Reads the program's output to its end, keeping the first {@value #KEPT} bytes on one line. */
    private static String drain(InputStream in) {
        byte[] kept = new byte[KEPT];
        int n = 0;
        byte[] buf = new byte[4096];
        try (in) {
            int r;
            while ((r = in.read(buf)) >= 0) {
                int take = Math.min(r, KEPT - n);
                System.arraycopy(buf, 0, kept, n, take);
                n += take;
            }
        } catch (IOException e) {
            // the process went away; what was read is what there is
        }
        return new String(kept, 0, n, StandardCharsets.UTF_8).strip().replace('\n', ' ').replace("\"", "'");
    }

    /** Lets queued calls finish for up to {@code seconds}, then stops. */
    public void close(long seconds) {
        pool.shutdown();
        try {
            if (!pool.awaitTermination(seconds, TimeUnit.SECONDS)) {
                pool.shutdownNow();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        killer.shutdownNow();
    }

    @Override
    public void close() {
        close(5);
    }
}
