package io.jmaui.bridge.daemon;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.EnumMap;
import java.util.Map;

/**
 * Times the stages of one iteration on the loop thread: wall-clock and the thread's own CPU time
 * between consecutive {@link #end} calls. CPU time is what a stage costs when the machine is
 * shared (wall time then mostly measures waiting for a core); -1 where the JVM cannot tell.
 */
final class StageClock {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU = THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();

    private final Map<IterationReport.Stage, IterationReport.Timing> times = new EnumMap<>(IterationReport.Stage.class);
    private final long startWall;
    private long wall;
    private long cpu;

    StageClock() {
        startWall = System.nanoTime();
        wall = startWall;
        cpu = cpu();
    }

    /** Closes {@code stage}: the time since the previous stage ended (or the clock started). */
    void end(IterationReport.Stage stage) {
        long w = System.nanoTime();
        long c = cpu();
        add(stage, w - wall, c < 0 || cpu < 0 ? -1 : c - cpu);
        wall = w;
        cpu = c;
    }

    /** Moves {@code nanos} of wall time measured elsewhere (decoding, on the client's thread) from {@code from} to {@code to}. */
    void split(IterationReport.Stage from, IterationReport.Stage to, long nanos) {
        IterationReport.Timing f = times.get(from);
        long moved = f == null ? 0 : Math.min(nanos, f.wallNanos());
        if (f != null) {
            times.put(from, new IterationReport.Timing(f.wallNanos() - moved, f.cpuNanos()));
        }
        add(to, moved, -1);
    }

    private void add(IterationReport.Stage stage, long wallNanos, long cpuNanos) {
        times.merge(stage, new IterationReport.Timing(wallNanos, cpuNanos), IterationReport.Timing::plus);
    }

    /** When the clock started ({@link System#nanoTime}): the iteration's start. */
    long startNanos() {
        return startWall;
    }

    long elapsedMillis() {
        return (System.nanoTime() - startWall) / 1_000_000;
    }

    IterationReport.Stages stages() {
        return new IterationReport.Stages(times);
    }

    private static long cpu() {
        return CPU ? THREADS.getCurrentThreadCpuTime() : -1;
    }
}
