package io.jmaui.scheduler.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@link LimitsBench}'s operation timed in thread CPU time rather than wall time: on a machine
 * other builds keep busy, JMH's wall-clock figures swing by a factor of two from run to run, while
 * the CPU the benchmark thread itself used stays comparable between two builds measured one after
 * the other. Prints min, median and max of 20 runs after 15 warm-up runs:
 * {@code java -cp "scheduler/target/test-classes:scheduler/target/classes:$(cat
 * scheduler/target/test-classpath.txt)" io.jmaui.scheduler.bench.LimitsCpuTime}.
 */
public final class LimitsCpuTime {

    private LimitsCpuTime() {
    }

    public static void main(String[] args) {
        LimitsBench bench = new LimitsBench();
        bench.setup();
        Blackhole bh = new Blackhole(
                "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int i = 0; i < 15; i++) {
            bench.buildEligibleAndCheckEach(bh);
        }
        long[] ms = new long[20];
        for (int i = 0; i < ms.length; i++) {
            long start = threads.getCurrentThreadCpuTime();
            bench.buildEligibleAndCheckEach(bh);
            ms[i] = (threads.getCurrentThreadCpuTime() - start) / 1_000_000;
        }
        Arrays.sort(ms);
        System.out.printf("LimitsBench thread CPU ms/op: min %d, median %d, max %d (%d runs)%n", ms[0],
                ms[ms.length / 2], ms[ms.length - 1], ms.length);
    }
}
