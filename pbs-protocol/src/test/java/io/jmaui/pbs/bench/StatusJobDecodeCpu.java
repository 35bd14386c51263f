package io.jmaui.pbs.bench;

import io.jmaui.pbs.message.Attribute;
import io.jmaui.pbs.message.StatusObject;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The same decode as {@link StatusJobDecodeBench}, timed in thread CPU time rather than wall
 * time, so that the figure means "one core" even on a machine shared with other work.
 * {@code java -cp <bin/bench's class path> io.jmaui.pbs.bench.StatusJobDecodeCpu [chunk] [--all]
 * [--digest] [--held] [--jobs N] [--write FILE]}: {@code --all} also makes a String of every name, resource and value of every
 * job (what TORQUE's C decoder does as it decodes: a {@code strdup} each), {@code --digest} has the
 * decoder digest each job's attributes as the daemon's client does, {@code --held} decodes as a
 * steady poll of the daemon does (digesting, every job held with the same bytes, so it comes
 * withheld), {@code --write} saves
 * the reply's bytes first, for {@code bin/decode-side-by-side} to give the C decoder the same bytes.
 */
public final class StatusJobDecodeCpu {
  private StatusJobDecodeCpu() {}

  public static void main(String[] args) throws IOException {
    StatusJobDecodeBench b = new StatusJobDecodeBench();
    b.jobs = 10_000;
    boolean all = false;
    boolean held = false;
    Path write = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--all" -> all = true;
        case "--digest" -> b.digest = true;
        case "--held" -> held = true;
        case "--jobs" -> b.jobs = Integer.parseInt(args[++i]);
        case "--write" -> write = Path.of(args[++i]);
        default -> b.chunk = Integer.parseInt(args[i]);
      }
    }
    b.setup();
    if (held) {
      b.digest = true;
      java.util.Map<String, io.jmaui.pbs.message.KnownObjects.Held> known = new java.util.HashMap<>();
      for (StatusObject o : b.decodeObjects()) {
        io.jmaui.pbs.message.EncodedAttributes a = (io.jmaui.pbs.message.EncodedAttributes) o.attributes();
        known.put(o.name(), new Known(a.size(), a.length(), a.digest()));
      }
      b.known = (type, name) -> known.get(name);
    }
    if (write != null) {
      Files.write(write, b.reply);
    }
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    for (int i = 0; i < 15; i++) {
      run(b, all);
    }
    int runs = 25;
    double[] cpu = new double[runs];
    double[] wall = new double[runs];
    for (int i = 0; i < runs; i++) {
      long c0 = mx.getCurrentThreadCpuTime();
      long w0 = System.nanoTime();
      run(b, all);
      cpu[i] = (mx.getCurrentThreadCpuTime() - c0) / 1e6;
      wall[i] = (System.nanoTime() - w0) / 1e6;
    }
    Arrays.sort(cpu);
    Arrays.sort(wall);
    double ms = cpu[runs / 2];
    System.out.printf("jmaui BatchReplyDecoder%s%s, chunk %d: median thread CPU %.1f ms per %,d-job reply (min %.1f),"
        + " wall median %.1f ms; %.0f jobs/s, %.0f MB/s on one core%n", held ? " every job held" : b.digest ? " digesting" : "",
        all ? " + every attribute as Strings" : "", b.chunk, ms, b.jobs, cpu[0], wall[runs / 2], b.jobs / (ms / 1000), b.reply.length / 1e6 / (ms / 1000));
  }

  /** What the caller holds of one job (--held). */
  private record Known(int entries, int length, long digest) implements io.jmaui.pbs.message.KnownObjects.Held {
  }

  private static long run(StatusJobDecodeBench b, boolean all) {
    if (!all) {
      return b.decode();
    }
    long chars = 0;
    for (StatusObject o : b.decodeObjects()) {
      List<Attribute> attrs = o.attributes();
      for (int i = 0; i < attrs.size(); i++) {
        Attribute a = attrs.get(i);
        chars += a.name().length() + a.value().length() + (a.resource() == null ? 0 : a.resource().length());
      }
    }
    return chars;
  }
}
