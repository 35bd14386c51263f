package io.jmaui.pbs.bench;

import io.jmaui.pbs.codec.DecoderWarmup;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The first decode of a 10,000-job StatusJob reply in a fresh JVM, as the daemon's first poll
 * meets it, against the same JVM's 15th: per set of JVM options, {@code runs} fresh JVMs each
 * decode the reply (64 KiB chunks) 15 times and report the first decode's wall and thread CPU
 * time and the median of the last five. Option sets: {@code default} (only the daemon's
 * {@code -Xmx512m}) and {@code launcher} (what {@code bin/maui} gives the daemon's JVM, read from
 * its {@code JMAUI_DAEMON_JAVA_OPTS} default, and the decoder warm-up the daemon runs as it
 * starts, {@link DecoderWarmup}), or {@code name=options} arguments, where {@code warmup:N} runs
 * N rounds of the warm-up before the first decode.
 *
 * <p>{@code java -cp <bin/bench's class path> io.jmaui.pbs.bench.StatusJobDecodeCold [--runs 3]
 * [--launcher bin/maui] [name=options ...]}
 */
public final class StatusJobDecodeCold {
  private static final int DECODES = 15;

  private StatusJobDecodeCold() {}

  public static void main(String[] args) throws Exception {
    if (args.length >= 2 && args[0].equals("--child")) {
      child(Path.of(args[1]), args.length > 2 ? Integer.parseInt(args[2]) : 0);
      return;
    }
    int runs = 3;
    Path launcher = Path.of("bin/maui");
    Map<String, String> variants = new LinkedHashMap<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--runs" -> runs = Integer.parseInt(args[++i]);
        case "--launcher" -> launcher = Path.of(args[++i]);
        default -> {
          int eq = args[i].indexOf('=');
          variants.put(args[i].substring(0, eq), args[i].substring(eq + 1));
        }
      }
    }
    if (variants.isEmpty()) {
      variants.put("default", "-Xmx512m");
      variants.put("launcher", launcherOptions(launcher) + " warmup:" + DecoderWarmup.ROUNDS);
    }
    Path reply = Files.createTempFile("statjob-", ".dis");
    try {
      Files.write(reply, StatusJobReplies.encoded(10_000));
      System.out.printf("10,000-job StatusJob reply, %d bytes; %d fresh JVMs per option set%n", Files.size(reply),
          runs);
      for (Map.Entry<String, String> v : variants.entrySet()) {
        measure(v.getKey(), v.getValue(), reply, runs);
      }
    } finally {
      Files.deleteIfExists(reply);
    }
  }

  /** The default of {@code JMAUI_DAEMON_JAVA_OPTS} in the daemon's launcher. */
  static String launcherOptions(Path launcher) throws IOException {
    Matcher m = Pattern.compile("JMAUI_DAEMON_JAVA_OPTS:-([^}]*)}").matcher(Files.readString(launcher));
    if (!m.find()) {
      throw new IllegalStateException(launcher + " sets no JMAUI_DAEMON_JAVA_OPTS default");
    }
    return m.group(1).trim();
  }

  private static void measure(String name, String options, Path reply, int runs) throws Exception {
    double[][] results = new double[runs][];
    for (int i = 0; i < runs; i++) {
      List<String> cmd = new ArrayList<>();
      cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
      String warmup = "0";
      for (String o : options.split("\\s+")) {
        if (o.startsWith("warmup:")) {
          warmup = o.substring("warmup:".length());
        } else {
          cmd.add(o);
        }
      }
      cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), StatusJobDecodeCold.class.getName(),
          "--child", reply.toString(), warmup));
      Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
      String out = new String(p.getInputStream().readAllBytes()).trim();
      if (p.waitFor() != 0) {
        throw new IllegalStateException(name + ": child JVM failed: " + out);
      }
      results[i] = Arrays.stream(out.split(" ")).mapToDouble(Double::parseDouble).toArray();
    }
    System.out.printf("%-9s first decode: wall %s ms, thread CPU %s ms; warm (11th-15th): wall %s ms, thread CPU %s ms;"
        + " warm-up before: wall %s ms, thread CPU %s ms  [%s]%n", name, column(results, 0), column(results, 1),
        column(results, 2), column(results, 3), column(results, 4), column(results, 5), options);
  }

  /** Every run's figure, median first. */
  private static String column(double[][] results, int c) {
    double[] v = Arrays.stream(results).mapToDouble(r -> r[c]).toArray();
    double[] sorted = v.clone();
    Arrays.sort(sorted);
    StringBuilder s = new StringBuilder(String.format(java.util.Locale.ROOT, "%.0f (", sorted[sorted.length / 2]));
    for (int i = 0; i < v.length; i++) {
      s.append(i == 0 ? "" : " ").append(String.format(java.util.Locale.ROOT, "%.0f", v[i]));
    }
    return s.append(')').toString();
  }

  /**
   * In the fresh JVM: the launcher's warm-up ({@link DecoderWarmup}, {@code warmupRounds} rounds
   * of {@link DecoderWarmup#JOBS} jobs, none if 0), then the reply decoded {@link #DECODES} times;
   * prints the first decode's figures, the warm ones and the warm-up's.
   */
  private static void child(Path file, int warmupRounds) throws IOException {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    long wc0 = mx.getCurrentThreadCpuTime();
    long ww0 = System.nanoTime();
    if (warmupRounds > 0) {
      DecoderWarmup.run(DecoderWarmup.JOBS, warmupRounds);
    }
    double warmupWall = (System.nanoTime() - ww0) / 1e6;
    double warmupCpu = (mx.getCurrentThreadCpuTime() - wc0) / 1e6;
    StatusJobDecodeBench b = new StatusJobDecodeBench();
    b.jobs = 10_000;
    b.chunk = 65536;
    b.reply = Files.readAllBytes(file);
    double[] wall = new double[DECODES];
    double[] cpu = new double[DECODES];
    for (int i = 0; i < DECODES; i++) {
      long c0 = mx.getCurrentThreadCpuTime();
      long w0 = System.nanoTime();
      b.decode();
      wall[i] = (System.nanoTime() - w0) / 1e6;
      cpu[i] = (mx.getCurrentThreadCpuTime() - c0) / 1e6;
    }
    System.out.printf(java.util.Locale.ROOT, "%.1f %.1f %.1f %.1f %.1f %.1f%n", wall[0], cpu[0], median(wall, DECODES - 5),
        median(cpu, DECODES - 5), warmupWall, warmupCpu);
  }

  private static double median(double[] v, int from) {
    double[] tail = Arrays.copyOfRange(v, from, v.length);
    Arrays.sort(tail);
    return tail[tail.length / 2];
  }
}
