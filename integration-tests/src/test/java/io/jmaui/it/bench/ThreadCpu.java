package io.jmaui.it.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * CPU time of this JVM, split three ways: Netty's I/O threads (which decode pbs_server's replies as
 * they arrive), every Java thread, and the whole process; the process less its Java threads is
 * the garbage collector's and the JIT compiler's threads. On a shared machine CPU time is the
 * steadier figure: wall time then mostly measures waiting for a core. On Linux the JVM's own
 * threads are also told apart by name ({@code /proc/self/task}): the garbage collector's
 * ({@code GC Thread#0}, {@code VM Thread}, which runs the parallel collector's pauses) and the JIT
 * compiler's ({@code C1/C2 CompilerThre}); -1 where /proc is not there.
 */
final class ThreadCpu {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    record Sample(long processNanos, long javaNanos, long ioNanos, long gcNanos, long jitNanos) {

        long gcMillis() {
            return gcNanos < 0 ? -1 : gcNanos / 1_000_000;
        }

        long jitMillis() {
            return jitNanos < 0 ? -1 : jitNanos / 1_000_000;
        }

        long processMillis() {
            return processNanos / 1_000_000;
        }

        long ioMillis() {
            return ioNanos / 1_000_000;
        }

        long otherMillis() {
            return (processNanos - javaNanos) / 1_000_000;
        }
    }

    Sample sample() {
        long java = 0;
        long io = 0;
        long[] ids = threads.getAllThreadIds();
        ThreadInfo[] infos = threads.getThreadInfo(ids);
        for (int i = 0; i < ids.length; i++) {
            long t = threads.getThreadCpuTime(ids[i]);
            if (t <= 0 || infos[i] == null) {
                continue;
            }
            java += t;
            if (infos[i].getThreadName().contains("EventLoopGroup")) {
                io += t;
            }
        }
        long process = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
        long[] vm = vmThreads();
        return new Sample(process, java, io, vm[0], vm[1]);
    }

    /** CPU nanoseconds of the GC threads and of the JIT compiler threads, from /proc; -1 each without it. */
    private static long[] vmThreads() {
        long[] out = {0, 0};
        Path tasks = Path.of("/proc/self/task");
        try (Stream<Path> all = Files.list(tasks)) {
            for (Path t : (Iterable<Path>) all::iterator) {
                String name;
                String stat;
                try {
                    name = Files.readString(t.resolve("comm")).strip();
                    stat = Files.readString(t.resolve("stat"));
                } catch (IOException gone) {
                    continue; // the thread ended meanwhile
                }
                int kind = name.startsWith("GC Thread") || name.startsWith("VM Thread") || name.startsWith("G1 ")
                        || name.startsWith("ParGC") ? 0 : name.startsWith("C1 Compiler") || name.startsWith("C2 Compiler") ? 1 : -1;
                if (kind >= 0) {
                    // fields after the name in parentheses: state is 3rd, utime 14th and stime 15th (clock ticks, 100 Hz)
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    out[kind] += (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10_000_000L;
                }
            }
        } catch (IOException | RuntimeException e) {
            return new long[] {-1, -1};
        }
        return out;
    }
}
