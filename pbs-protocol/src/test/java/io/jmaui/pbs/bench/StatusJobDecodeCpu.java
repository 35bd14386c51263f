package io.jmaui.pbs.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * The same decode as {@link StatusJobDecodeBench}, timed in thread CPU time rather than wall
 * time, so that the figure means "one core" even on a machine shared with other work.
 * {@code java -cp <bin/bench's class path> io.jmaui.pbs.bench.StatusJobDecodeCpu [chunk]}
 */
public final class StatusJobDecodeCpu {
  private StatusJobDecodeCpu() {}

  public static void main(String[] args) {
    StatusJobDecodeBench b = new StatusJobDecodeBench();
    b.jobs = 10_000;
    b.chunk = args.length > 0 ? Integer.parseInt(args[0]) : 0;
    b.setup();
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    for (int i = 0; i < 15; i++) {
      b.decode();
    }
    int runs = 25;
    double[] cpu = new double[runs];
    double[] wall = new double[runs];
    for (int i = 0; i < runs; i++) {
      long c0 = mx.getCurrentThreadCpuTime();
      long w0 = System.nanoTime();
      b.decode();
      cpu[i] = (mx.getCurrentThreadCpuTime() - c0) / 1e6;
      wall[i] = (System.nanoTime() - w0) / 1e6;
    }
    Arrays.sort(cpu);
    Arrays.sort(wall);
    double ms = cpu[runs / 2];
    System.out.printf("chunk %d: median thread CPU %.1f ms per 10,000-job reply (min %.1f),"
        + " wall median %.1f ms; %.0f jobs/s, %.0f MB/s on one core%n", b.chunk, ms, cpu[0],
        wall[runs / 2], b.jobs / (ms / 1000), b.reply.length / 1e6 / (ms / 1000));
  }
}
