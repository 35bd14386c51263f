package io.jmaui.it.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;

/**
 * CPU time of this JVM, split three ways: Netty's I/O threads (which decode pbs_server's replies as
 * they arrive), every Java thread, and the whole process; the process less its Java threads is
 * the garbage collector's and the JIT compiler's threads. On a shared machine CPU time is the
 * steadier figure: wall time then mostly measures waiting for a core.
 */
final class ThreadCpu {

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    record Sample(long processNanos, long javaNanos, long ioNanos) {

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
        return new Sample(process, java, io);
    }
}
