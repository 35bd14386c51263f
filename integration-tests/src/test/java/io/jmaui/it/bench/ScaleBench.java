package io.jmaui.it.bench;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.bridge.daemon.DaemonThreads;
import io.jmaui.bridge.daemon.DaemonSettings;
import io.jmaui.bridge.daemon.IterationReport;
import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.LoggerFactory;

/**
 * The daemon at scale: {@code bin/scale-bench} runs this main in a JVM limited to 512 MB of heap.
 * It starts {@link ScaleEmulator} in a second JVM (so the emulated pbs_server's memory is not
 * counted), starts the daemon against it with the bench's maui.cfg ({@code scale-maui.cfg}
 * beside this class), runs iterations one simulated minute apart and prints, per iteration, the
 * daemon's own {@code event=iteration} log line (wall, poll and core time), the GC's pauses and CPU,
 * and the largest heap left after any collection during the iteration (no full GC is forced
 * between iterations: the old generation fills and is collected as in a running daemon); then
 * the live heap after a full GC, the size of each
 * status reply the emulator sent and the per-stage table of {@link ScaleReport}, whose last line
 * is one JSON object. Everything in this JVM's heap is the daemon's: the bench adds a few log
 * lines and reports.
 *
 * <p>As the daemon's launcher does, the bench starts the decoder warm-up
 * ({@link io.jmaui.pbs.codec.DecoderWarmup}) and the core's ({@link io.jmaui.scheduler.warmup.CoreWarmup},
 * under the bench's maui.cfg) and the mapping's ({@link Daemon#warmMapping}) as its JVM starts; it
 * prints the time from the daemon's start to the end of its first iteration. {@code --cold true}
 * leaves them out, to see a cold first poll and iteration.
 *
 * <p>Options: {@code --nodes 10000 --jobs 100000 --running 10000 --iterations 10 --seed 1
 * --emulator-heap 6g --config FILE --cold false}.
 */
public final class ScaleBench {

    private ScaleBench() {
    }

    public static void main(String[] args) throws Exception {
        int nodes = 10_000;
        int jobs = 100_000;
        int running = 10_000;
        // ten: a daemon iterates for days, and on a 2-core machine the JIT still compiles through the
        // third to fifth iteration (0.7-1.5 s of compiler CPU each), so a median of five measured the
        // warm-up; the first iteration is reported on its own (daemon_ms_first, first_from_start_ms)
        int iterations = 10;
        long seed = 1;
        String emulatorHeap = "6g";
        Path config = null;
        boolean cold = false;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--nodes" -> nodes = Integer.parseInt(args[i + 1]);
                case "--jobs" -> jobs = Integer.parseInt(args[i + 1]);
                case "--running" -> running = Integer.parseInt(args[i + 1]);
                case "--iterations" -> iterations = Integer.parseInt(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--emulator-heap" -> emulatorHeap = args[i + 1];
                case "--config" -> config = Path.of(args[i + 1]);
                case "--cold" -> cold = Boolean.parseBoolean(args[i + 1]);
                default -> throw new IllegalArgumentException("scale-bench: unknown option " + args[i]);
            }
        }
        if (!cold) {
            DaemonThreads.background("decoder-warmup", io.jmaui.pbs.codec.DecoderWarmup::run);
            MauiConfig warmConfig = MauiConfigParser.parse("scale-maui.cfg", configText(config));
            DaemonThreads.background("core-warmup", () -> io.jmaui.scheduler.warmup.CoreWarmup.run(warmConfig));
            Daemon.warmMapping(warmConfig, DaemonSettings.of(warmConfig, Path.of(".")));
        }
        System.out.printf("scale-bench: %d nodes x 16 procs, %d jobs (%d running), %d iterations; daemon JVM max heap %d MB;"
                + " decoder and core warm-up %s; JVM options %s%n", nodes, jobs, running, iterations,
                Runtime.getRuntime().maxMemory() >> 20, cold ? "off" : "on",
                ManagementFactory.getRuntimeMXBean().getInputArguments());
        // The emulator stands in for a C pbs_server, which has no collector: its garbage (an
        // iteration's replies, about 1.5 GB) is collected between iterations (ServerTimes.collect), in a
        // young generation that holds an iteration's worth; G1, its default on this machine, paused it
        // 100-210 ms several times an iteration, on both cores, while the daemon waited or worked.
        Process emulator = new ProcessBuilder(javaCommand(), "-XX:+UseParallelGC", "-Xmx" + emulatorHeap,
                "-Xmn" + (megabytes(emulatorHeap) * 2 / 3) + "m", "-cp",
                System.getProperty("java.class.path"), ScaleEmulator.class.getName(), Integer.toString(nodes),
                Integer.toString(jobs), Integer.toString(running), Long.toString(seed))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            run(emulator, config, iterations, jobs, nodes);
        } finally {
            emulator.destroy();
        }
    }

    private static void run(Process emulator, Path config, int iterations, int jobs, int nodes) throws Exception {
        BufferedReader fromEmulator = new BufferedReader(new InputStreamReader(emulator.getInputStream(),
                StandardCharsets.UTF_8));
        PrintWriter toEmulator = new PrintWriter(emulator.getOutputStream(), true, StandardCharsets.UTF_8);
        String ready = fromEmulator.readLine();
        if (ready == null || !ready.startsWith("ready port=")) {
            throw new IllegalStateException("scale-bench: the emulator did not start: " + ready);
        }
        System.out.println("emulator: " + ready);
        int port = Integer.parseInt(ready.split(" ")[1].substring("port=".length()));

        LogTap tap = LogTap.attach();
        HeapWatch heap = HeapWatch.start();
        Path home = Files.createTempDirectory("jmaui-scale");
        MauiConfig cfg = MauiConfigParser.parse("scale-maui.cfg", configText(config));
        DaemonSettings settings = DaemonSettings.of(cfg, home).withRm("127.0.0.1", port).withSchedulerPort(0)
                .withUnprivilegedPokes();
        AtomicLong clock = new AtomicLong(ScaleCluster.NOW);
        BlockingQueue<IterationReport> reports = new LinkedBlockingQueue<>();
        ScaleReport summary = new ScaleReport();
        ThreadCpu threads = new ThreadCpu();
        ServerTimes producing = ServerTimes.collect(fromEmulator, toEmulator);
        ThreadCpu.Sample before = threads.sample();
        long gc = heap.pauseMillis();
        long started = System.nanoTime();
        try (Daemon daemon = Daemon.start(cfg, settings, AuthMode.NONE, Daemon.MAUI, clock::get)) {
            daemon.loop().watch(reports::add);
            // as bin/maui's first start: bin/scale-bench has a short run write the archive the others map
            java.util.concurrent.CompletableFuture<Boolean> archived =
                    io.jmaui.bridge.daemon.ClassArchive.afterFirstIteration(daemon.loop());
            for (int i = 1; i <= iterations; i++) {
                heap.resetPeak();
                if (i == 1) {
                    daemon.loop().state(); // waits for the iteration Daemon.start runs
                    summary.fromStart((System.nanoTime() - started) / 1_000_000);
                    System.out.printf("from the daemon's start to the end of its first iteration:"
                            + " %d ms%n", (System.nanoTime() - started) / 1_000_000);
                } else {
                    clock.addAndGet(60);
                    daemon.loop().iterateNow();
                }
                IterationReport r = reports.poll(1, TimeUnit.SECONDS);
                ServerTimes producingAfter = ServerTimes.read(fromEmulator, toEmulator);
                // the comments leave on side connections, not waited on by the iteration: wait here, so that
                // their CPU counts in this iteration and the next one starts as a quiet cluster's would
                long commentsThrough = daemon.loop().commentsThrough().get(10, TimeUnit.MINUTES);
                ThreadCpu.Sample after = threads.sample();
                long gcAfter = heap.pauseMillis();
                String line = tap.lastIteration();
                long peak = heap.peakAfterGcMb();
                if (r == null) {
                    System.out.println(String.format("iteration %d FAILED: %s", i, tap.problems()));
                } else {
                    ScaleReport.Iteration it = new ScaleReport.Iteration(r.stages(), r.wallMillis(),
                            producingAfter.producingNanos() - producing.producingNanos(),
                            producingAfter.gcNanos() - producing.gcNanos(), gcAfter - gc, after.processMillis() - before.processMillis(),
                            after.ioMillis() - before.ioMillis(), after.otherMillis() - before.otherMillis(),
                            minus(after.gcMillis(), before.gcMillis()), minus(after.jitMillis(), before.jitMillis()),
                            peak, commentsThrough);
                    summary.add(it);
                    System.out.printf("iteration %d: %s | daemon_ms=%d server_ms=%d server_gc_ms=%d comments_through_ms=%d"
                                    + " gc_ms=%d gc_cpu_ms=%d jit_cpu_ms=%d cpu_ms=%d load=%s | max heap after any GC"
                                    + " during it %d MB%n",
                            i, line, it.daemonMillis(), it.serverMillis(), it.serverGcMillis(), commentsThrough,
                            it.gcMillis(),
                            it.gcCpuMillis(), it.jitCpuMillis(), it.cpuMillis(), loadAverage(), peak);
                }
                // no full GC between iterations: the old generation fills and is collected as in a running daemon
                before = threads.sample();
                gc = heap.pauseMillis();
                // the comments' replies are not the next iteration's, nor is collecting them
                producing = ServerTimes.collect(fromEmulator, toEmulator);
            }
            archived.completeOnTimeout(false, 30, TimeUnit.SECONDS).join(); // a dump under way ends before the JVM does
        }
        System.out.printf("daemon heap after a full GC at the end (its live set): %d MB%n", HeapWatch.usedAfterFullGcMb());
        toEmulator.println("sizes");
        for (String l = fromEmulator.readLine(); l != null && !l.equals("end"); l = fromEmulator.readLine()) {
            System.out.println("emulator: " + l);
        }
        toEmulator.println("quit");
        System.out.printf("daemon JVM: max heap %d MB, GC count %d, GC time %d ms, peak heap after any GC %d MB%n",
                Runtime.getRuntime().maxMemory() >> 20, HeapWatch.gcCount(), HeapWatch.gcMillis(),
                heap.overallPeakMb());
        tap.problems().forEach(p -> System.out.println("warning: " + p));
        summary.print(System.out, jobs, nodes, loadAverage());
    }

    private static long minus(long after, long before) {
        return after < 0 || before < 0 ? -1 : after - before;
    }

    /** The emulated pbs_server's time producing replies so far, and its GC pauses so far. */
    private record ServerTimes(long producingNanos, long gcNanos) {

        static ServerTimes read(BufferedReader from, PrintWriter to) throws IOException {
            to.println("producing");
            String l = from.readLine();
            if (l == null || !l.startsWith("producing_ns=") || !l.contains(" gc_ns=")) {
                throw new IllegalStateException("scale-bench: the emulator answered " + l);
            }
            String[] f = l.split(" ");
            return new ServerTimes(Long.parseLong(f[0].substring("producing_ns=".length())),
                    Long.parseLong(f[1].substring("gc_ns=".length())));
        }

        /** Has the emulator collect its garbage, then reads its times: the next iteration starts from these. */
        static ServerTimes collect(BufferedReader from, PrintWriter to) throws IOException {
            to.println("gc");
            String l = from.readLine();
            if (!"collected".equals(l)) {
                throw new IllegalStateException("scale-bench: the emulator answered " + l);
            }
            return read(from, to);
        }
    }

    /** A JVM heap size ({@code 6g}, {@code 1024m}) in MB. */
    static long megabytes(String size) {
        String s = size.toLowerCase(java.util.Locale.ROOT);
        long n = Long.parseLong(s.replaceAll("[kmg]$", ""));
        return s.endsWith("g") ? n * 1024 : s.endsWith("m") ? n : s.endsWith("k") ? n / 1024 : n >> 20;
    }

    private static String configText(Path config) throws IOException {
        if (config != null) {
            return Files.readString(config);
        }
        try (InputStream in = ScaleBench.class.getResourceAsStream("scale-maui.cfg")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The machine's 1-minute load average: wall times mean little when it is above the core count. */
    private static String loadAverage() {
        return String.format("%.1f/%d", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors());
    }

    private static String javaCommand() {
        return ProcessHandle.current().info().command().orElse("java");
    }

    /** Keeps the daemon's last {@code event=iteration} line and its warnings, as the log shows them. */
    static final class LogTap extends AppenderBase<ILoggingEvent> {

        private volatile String lastIteration = "";
        private final List<String> problems = new ArrayList<>();

        static LogTap attach() {
            Logger maui = (Logger) LoggerFactory.getLogger("maui");
            LogTap tap = new LogTap();
            tap.setContext(maui.getLoggerContext());
            tap.start();
            maui.addAppender(tap);
            return tap;
        }

        @Override
        protected void append(ILoggingEvent e) {
            String msg = e.getFormattedMessage();
            if (msg.startsWith("event=iteration ")) {
                lastIteration = msg;
            } else if (e.getLevel().isGreaterOrEqual(Level.WARN)) {
                synchronized (problems) {
                    if (problems.size() < 20) {
                        problems.add(msg);
                    }
                }
            }
        }

        String lastIteration() {
            return lastIteration;
        }

        List<String> problems() {
            synchronized (problems) {
                return List.copyOf(problems);
            }
        }
    }
}
