package io.jmaui.it.bench;

import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.bridge.daemon.IterationReport.Stage;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.ToLongFunction;

/**
 * What {@link ScaleBench} prints at the end: per stage of the daemon's iteration, the median
 * wall-clock and loop-thread CPU time over the iterations, the server's share, GC, and as the very
 * last line one JSON object for scripts. The figure the daemon's target is about is
 * {@code daemon_ms}: the iteration's wall time less the time the emulated pbs_server spent
 * producing its replies.
 */
final class ScaleReport {

    /**
     * One iteration as the bench saw it.
     *
     * @param stages      the daemon's own stage timings
     * @param wallMillis  the iteration's wall time, as the daemon measured it
     * @param serverNanos the emulated pbs_server's time producing replies during it
     * @param serverGcNanos the emulated pbs_server's GC pauses during it (it collects between
     *                    iterations: none expected)
     * @param gcMillis    GC pause time during it (the bench's own full GCs after it left out)
     * @param cpuMillis   this JVM's CPU time during it, every thread (GC and JIT included)
     * @param ioCpuMillis the Netty I/O threads' CPU time (decoding the replies)
     * @param otherCpuMillis CPU time of no Java thread: GC and JIT compiler threads
     * @param gcCpuMillis the GC threads' CPU time (-1: not known)
     * @param jitCpuMillis the JIT compiler threads' CPU time (-1: not known)
     * @param heapMb      the largest heap left after any collection during it
     * @param commentsThroughMillis from the iteration's start to pbs_server's answer to its last
     *                    comment (comments are sent on side connections and not waited on)
     */
    record Iteration(IterationReport.Stages stages, long wallMillis, long serverNanos, long serverGcNanos, long gcMillis,
                     long cpuMillis,
                     long ioCpuMillis, long otherCpuMillis, long gcCpuMillis, long jitCpuMillis, long heapMb,
                     long commentsThroughMillis) {

        long serverMillis() {
            return serverNanos / 1_000_000;
        }

        long serverGcMillis() {
            return serverGcNanos / 1_000_000;
        }

        long daemonMillis() {
            return Math.max(0, wallMillis - serverMillis());
        }
    }

    private final List<Iteration> iterations = new ArrayList<>();
    private long fromStartMillis = -1;

    /** From the daemon's start to the end of its first iteration (its warm-up included). */
    void fromStart(long millis) {
        fromStartMillis = millis;
    }

    void add(Iteration i) {
        iterations.add(i);
    }

    void print(PrintStream out, int jobs, int nodes, String load) {
        if (iterations.isEmpty()) {
            out.println("{\"error\":\"no iteration finished\"}");
            return;
        }
        out.printf("%nper stage, median of %d iterations (wall ms | daemon iteration thread CPU ms):%n",
                iterations.size());
        for (Stage s : Stage.values()) {
            long wall = median(i -> i.stages().of(s).wallNanos() / 1_000_000);
            String cpu = s == Stage.DECODE ? String.format("%6d (I/O thread CPU)", median(Iteration::ioCpuMillis))
                    : String.format("%6d", median(i -> Math.max(0, i.stages().of(s).cpuNanos()) / 1_000_000));
            out.printf(Locale.ROOT, "  %-12s %7d | %s%n", s.name().toLowerCase(Locale.ROOT), wall, cpu);
        }
        out.printf(Locale.ROOT, "  %-12s %7d | %6d (process CPU, all threads)%n", "iteration", median(Iteration::wallMillis),
                median(Iteration::cpuMillis));
        out.printf(Locale.ROOT, "  %-12s %7d   (emulated pbs_server producing its replies)%n", "server",
                median(Iteration::serverMillis));
        out.printf(Locale.ROOT, "  %-12s %7d   (the emulated pbs_server's GC pauses: it collects between iterations)%n",
                "server gc", median(Iteration::serverGcMillis));
        out.printf(Locale.ROOT, "  %-12s %7d   (iteration less server: the < 1 s target)%n", "daemon",
                median(Iteration::daemonMillis));
        out.printf(Locale.ROOT, "  %-12s %7d   (from the iteration's start to the answer to its last comment)%n",
                "comment acks", median(Iteration::commentsThroughMillis));
        out.printf(Locale.ROOT, "  %-12s %7d | %6d (GC pauses | CPU of the GC threads)%n", "gc",
                median(Iteration::gcMillis), median(Iteration::gcCpuMillis));
        out.printf(Locale.ROOT, "  %-12s %7s | %6d (CPU of the JIT compiler threads; GC and JIT together %d)%n", "jit", "",
                median(Iteration::jitCpuMillis), median(Iteration::otherCpuMillis));
        out.printf(Locale.ROOT, "daemon_ms per iteration: %s; machine load %s%n",
                Arrays.toString(iterations.stream().mapToLong(Iteration::daemonMillis).toArray()), load);
        StringBuilder stages = new StringBuilder();
        for (Stage s : Stage.values()) {
            stages.append(stages.isEmpty() ? "" : ",").append('"').append(s.name().toLowerCase(Locale.ROOT))
                    .append("_ms\":").append(median(i -> i.stages().of(s).wallNanos() / 1_000_000));
        }
        out.printf(Locale.ROOT, "{\"daemon_ms_median\":%d,\"server_ms_median\":%d,\"server_gc_ms_median\":%d,\"gc_ms_median\":%d,"
                        + "\"gc_cpu_ms_median\":%d,\"jit_cpu_ms_median\":%d,\"heap_mb_max\":%d,\"jobs\":%d,\"nodes\":%d,"
                        + "\"iterations\":%d,\"daemon_ms_first\":%d,\"first_from_start_ms\":%d,\"wall_ms_median\":%d,"
                        + "\"cpu_ms_median\":%d,\"comments_through_ms_median\":%d,\"stages\":{%s},\"load\":\"%s\"}%n",
                median(Iteration::daemonMillis), median(Iteration::serverMillis), median(Iteration::serverGcMillis),
                median(Iteration::gcMillis),
                median(Iteration::gcCpuMillis), median(Iteration::jitCpuMillis),
                iterations.stream().mapToLong(Iteration::heapMb).max().orElse(0), jobs, nodes, iterations.size(),
                iterations.get(0).daemonMillis(), fromStartMillis, median(Iteration::wallMillis), median(Iteration::cpuMillis),
                median(Iteration::commentsThroughMillis), stages,
                load);
    }

    /** The median (the lower of the middle two for an even count). */
    private long median(ToLongFunction<Iteration> f) {
        long[] v = iterations.stream().mapToLong(f).sorted().toArray();
        return v[(v.length - 1) / 2];
    }
}
