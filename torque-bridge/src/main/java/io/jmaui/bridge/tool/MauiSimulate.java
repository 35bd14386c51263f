package io.jmaui.bridge.tool;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.jmaui.bridge.config.ConfigFiles;
import io.jmaui.bridge.daemon.ClassArchive;
import io.jmaui.scheduler.config.ConfigException;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.json.SnapshotJson;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.sim.CompletedJob;
import io.jmaui.scheduler.sim.IterationScheduler;
import io.jmaui.scheduler.sim.SimulationListener;
import io.jmaui.scheduler.sim.SimulationResult;
import io.jmaui.scheduler.sim.SimulationSettings;
import io.jmaui.scheduler.sim.SimulationSummary;
import io.jmaui.scheduler.sim.Simulator;
import io.jmaui.scheduler.sim.Trace;
import io.jmaui.scheduler.sim.WorkloadTrace;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code maui-simulate}: Maui's SIMULATION mode (guide 16.x). Replays a workload trace through the
 * same scheduler core the daemon runs, at simulated time, and writes {@code completed.trace}
 * (guide 16.3 format, one line per job in job-number order) and {@code summary.json}. Maui's SIM*
 * parameters in maui.cfg drive it (SimulationSettings); command-line flags override them. With
 * {@code --compare A.cfg B.cfg ...} it runs every trace under every configuration and writes the
 * comparison report instead ({@link CompareRunner}).
 */
@Command(name = "maui-simulate", mixinStandardHelpOptions = true,
        description = "Replays a workload trace (SWF or Maui's workload trace) through the jmaui core.")
public final class MauiSimulate implements Callable<Integer> {

    @Option(names = "--config", paramLabel = "FILE",
            description = "maui.cfg; its SIM* parameters say what to replay and how (SERVERMODE SIMULATION)")
    Path config;

    @Option(names = "--compare", arity = "1..*", paramLabel = "CFG",
            description = "compare these maui.cfg files on every --trace: writes report.html and compare.json")
    List<Path> compare;

    @Option(names = "--trace", arity = "1..*", paramLabel = "FILE",
            description = "workload: Standard Workload Format (.swf) or Maui's 44-field workload trace (default: SIMWORKLOADTRACEFILE)")
    List<Path> traces;

    @Option(names = "--format", defaultValue = "auto", description = "swf, maui or auto (by content; default)")
    String format;

    @Option(names = "--nodes", description = "number of nodes (default: SIMRESOURCETRACEFILE, else the SWF header's MaxNodes)")
    Integer nodes;

    @Option(names = "--procs-per-node", description = "processors per node (default: MaxProcs / MaxNodes, else 1)")
    Integer procsPerNode;

    @Option(names = "--resources", paramLabel = "FILE", description = "Maui resource trace (guide 16.2) describing the nodes")
    Path resources;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "where the results go")
    Path out;

    @Option(names = "--jobs", paramLabel = "N", description = "simulations run at once with --compare (default: the processors)")
    Integer parallel;

    @Option(names = "--seed", defaultValue = "1", description = "seed of the SIMRMRANDOMDELAY delays (default 1)")
    long seed;

    private final PrintWriter stdout;
    private final PrintWriter stderr;

    MauiSimulate(PrintWriter stdout, PrintWriter stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    public static void main(String[] args) {
        int rc = commandLine(new PrintWriter(System.out, true), new PrintWriter(System.err, true)).execute(args);
        if (rc == 0) { // the launcher keeps the archive of a successful run only
            ClassArchive.beforeExitDump();
        }
        System.exit(rc);
    }

    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return new CommandLine(new MauiSimulate(out, err)).setOut(out).setErr(err);
    }

    @Override
    public Integer call() throws IOException {
        if (compare != null) {
            if (traces == null || traces.isEmpty()) {
                stderr.println("maui-simulate: --compare needs at least one --trace FILE");
                return 2;
            }
            return new CompareRunner(stdout, stderr, format, nodes, procsPerNode, resources, seed)
                    .run(compare, traces, out, parallel);
        }
        if (config == null) {
            stderr.println("maui-simulate: say --config maui.cfg, or --compare A.cfg B.cfg ... --trace FILE");
            return 2;
        }
        MauiConfig cfg = load(config, stderr);
        if (cfg == null) {
            return 2;
        }
        if (traces != null && traces.size() > 1) {
            stderr.println("maui-simulate: one --trace without --compare");
            return 2;
        }
        Path traceFile = SimulationInputs.traceFile(traces == null ? null : traces.get(0), cfg, config);
        if (traceFile == null) {
            stderr.println("maui-simulate: no workload: say --trace FILE, or set SIMWORKLOADTRACEFILE in " + config);
            return 2;
        }
        Trace t = SimulationInputs.readTrace(traceFile, format, stderr);
        List<Node> cluster = SimulationInputs.cluster(t, cfg, config, resources, nodes, procsPerNode, stderr);
        if (cluster == null) {
            return 2;
        }
        int procs = cluster.stream().mapToInt(n -> n.configured().procs()).sum();
        Files.createDirectories(out);
        Progress progress = new Progress(stderr, Progress.onTerminal(), 1, t.jobs().size());
        long begin = System.nanoTime();
        SimulationResult r = new Simulator(cluster, new IterationScheduler(cfg), SimulationSettings.of(cfg).withSeed(seed),
                new Watcher(progress, cfg.get(Parameters.SIMTIMERATIO))).run(t);
        progress.finish();
        double seconds = (System.nanoTime() - begin) / 1e9;
        SimulationSummary summary = SimulationSummary.of(r, t, procs);
        StringBuilder lines = new StringBuilder();
        r.completed().stream().sorted(Comparator.comparingLong((CompletedJob c) -> number(c.job().id()))
                .thenComparing(c -> c.job().id())).forEach(c -> lines.append(WorkloadTrace.line(c)).append('\n'));
        Files.writeString(out.resolve("completed.trace"), lines);
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        Files.writeString(out.resolve("summary.json"), json.writeValueAsString(summary) + "\n");
        stdout.printf("%d jobs on %d nodes (%d procs) in %.1f s (%.0f jobs/s): utilisation %.3f, mean wait %.0f s, "
                        + "mean bounded slowdown %.2f, %d backfilled%s; wrote %s%n",
                summary.jobs(), cluster.size(), procs, seconds, summary.jobs() / Math.max(seconds, 1e-9),
                summary.utilisation(), summary.meanWait(), summary.meanBoundedSlowdown(), summary.backfilledJobs(),
                r.exited() ? "; ended at SIMEXITITERATION " + r.iterations() + " with " + r.stillRunning() + " running" : "",
                out);
        return 0;
    }

    /** maui.cfg as the daemon reads it, or null after printing its errors. */
    static MauiConfig load(Path file, PrintWriter err) throws IOException {
        try {
            return ConfigFiles.load(file);
        } catch (ConfigException e) {
            e.errors().forEach(err::println);
            return null;
        }
    }

    /**
     * The single run's listener: the progress line, SIMTIMERATIO pacing (simulated time runs that
     * many times faster than the wall clock) and SIMSTOPITERATION (the snapshot that iteration saw is
     * written as {@code iteration-N.json} for {@code maui-replay}; on a terminal the run waits for Enter).
     */
    private final class Watcher implements SimulationListener {
        private final Progress progress;
        private final int ratio;
        private long simStart = Long.MIN_VALUE;
        private final long wallStart = System.nanoTime();

        Watcher(Progress progress, int ratio) {
            this.progress = progress;
            this.ratio = ratio;
        }

        @Override
        public void iterated(int iteration, long now, int completed, int total) {
            progress.update(0, completed, now);
            if (ratio <= 0) {
                return;
            }
            if (simStart == Long.MIN_VALUE) {
                simStart = now;
            }
            long dueNanos = (long) ((now - simStart) * 1e9 / ratio) - (System.nanoTime() - wallStart);
            if (dueNanos > 0) {
                try {
                    Thread.sleep(dueNanos / 1_000_000, (int) (dueNanos % 1_000_000));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        @Override
        public void stopped(int iteration, long now, Snapshot snapshot) {
            Path file = out.resolve("iteration-" + iteration + ".json");
            try {
                Files.writeString(file, SnapshotJson.write(snapshot));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            stderr.printf("maui-simulate: SIMSTOPITERATION %d reached at simulated time %d; snapshot in %s "
                    + "(bin/maui-replay --config %s --snapshot %s --now %d)%n", iteration, now, file, config, file, now);
            if (Progress.onTerminal()) {
                stderr.print("press Enter to resume ");
                stderr.flush();
                try {
                    new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }

    private static long number(String id) {
        try {
            return Long.parseLong(id);
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }
}
