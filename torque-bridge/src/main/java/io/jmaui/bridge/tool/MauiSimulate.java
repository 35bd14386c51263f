package io.jmaui.bridge.tool;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.jmaui.bridge.config.ConfigFiles;
import io.jmaui.scheduler.config.ConfigException;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.sim.CompletedJob;
import io.jmaui.scheduler.sim.IterationScheduler;
import io.jmaui.scheduler.sim.ResourceTrace;
import io.jmaui.scheduler.sim.SimulationResult;
import io.jmaui.scheduler.sim.SimulationSummary;
import io.jmaui.scheduler.sim.Simulator;
import io.jmaui.scheduler.sim.SwfTraceReader;
import io.jmaui.scheduler.sim.Trace;
import io.jmaui.scheduler.sim.WorkloadTrace;
import java.io.IOException;
import java.io.PrintWriter;
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
 * (guide 16.3 format, one line per job in job-number order) and {@code summary.json}.
 */
@Command(name = "maui-simulate", mixinStandardHelpOptions = true,
        description = "Replays a workload trace (SWF or Maui's workload trace) through the jmaui core.")
public final class MauiSimulate implements Callable<Integer> {

    @Option(names = "--config", required = true, paramLabel = "FILE", description = "maui.cfg")
    Path config;

    @Option(names = "--trace", required = true, paramLabel = "FILE",
            description = "workload: Standard Workload Format (.swf) or Maui's 44-field workload trace")
    Path trace;

    @Option(names = "--format", defaultValue = "auto", description = "swf, maui or auto (by content; default)")
    String format;

    @Option(names = "--nodes", description = "number of nodes (default: the SWF header's MaxNodes)")
    Integer nodes;

    @Option(names = "--procs-per-node", description = "processors per node (default: MaxProcs / MaxNodes, else 1)")
    Integer procsPerNode;

    @Option(names = "--resources", paramLabel = "FILE", description = "Maui resource trace (guide 16.2) describing the nodes")
    Path resources;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "where completed.trace and summary.json go")
    Path out;

    private final PrintWriter stdout;
    private final PrintWriter stderr;

    MauiSimulate(PrintWriter stdout, PrintWriter stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    public static void main(String[] args) {
        System.exit(commandLine(new PrintWriter(System.out, true), new PrintWriter(System.err, true)).execute(args));
    }

    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return new CommandLine(new MauiSimulate(out, err)).setOut(out).setErr(err);
    }

    @Override
    public Integer call() throws IOException {
        MauiConfig cfg;
        try {
            cfg = ConfigFiles.load(config);
        } catch (ConfigException e) {
            e.errors().forEach(stderr::println);
            return 2;
        }
        String text = Files.readString(trace);
        Trace t = isSwf(text) ? SwfTraceReader.read(trace.toString(), text) : WorkloadTrace.read(trace.toString(), text);
        t.problems().forEach(p -> stderr.println(p + " (skipped)"));
        List<Node> cluster = cluster(t);
        if (cluster == null) {
            return 2;
        }
        int procs = cluster.stream().mapToInt(n -> n.configured().procs()).sum();
        long begin = System.nanoTime();
        SimulationResult r = new Simulator(cluster, new IterationScheduler(cfg)).run(t);
        double seconds = (System.nanoTime() - begin) / 1e9;
        SimulationSummary summary = SimulationSummary.of(r, t, procs);
        Files.createDirectories(out);
        StringBuilder lines = new StringBuilder();
        r.completed().stream().sorted(Comparator.comparingLong((CompletedJob c) -> number(c.job().id()))
                .thenComparing(c -> c.job().id())).forEach(c -> lines.append(WorkloadTrace.line(c)).append('\n'));
        Files.writeString(out.resolve("completed.trace"), lines);
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        Files.writeString(out.resolve("summary.json"), json.writeValueAsString(summary) + "\n");
        stdout.printf("%d jobs on %d nodes (%d procs) in %.1f s (%.0f jobs/s): utilisation %.3f, mean wait %.0f s, "
                        + "mean bounded slowdown %.2f, %d backfilled; wrote %s%n",
                summary.jobs(), cluster.size(), procs, seconds, summary.jobs() / Math.max(seconds, 1e-9),
                summary.utilisation(), summary.meanWait(), summary.meanBoundedSlowdown(), summary.backfilledJobs(), out);
        return 0;
    }

    private List<Node> cluster(Trace t) throws IOException {
        if (resources != null) {
            ResourceTrace.Nodes r = ResourceTrace.read(resources.toString(), Files.readString(resources));
            r.problems().forEach(p -> stderr.println(p + " (skipped)"));
            return r.nodes();
        }
        int n = nodes != null ? nodes : t.headerNodes();
        if (n <= 0) {
            stderr.println("maui-simulate: the trace gives no MaxNodes; say --nodes N [--procs-per-node P] or --resources FILE");
            return null;
        }
        int p = procsPerNode != null ? procsPerNode
                : t.headerProcs() > 0 && nodes == null ? Math.max(1, t.headerProcs() / n) : 1;
        return Simulator.uniformNodes(n, p);
    }

    private boolean isSwf(String text) {
        if (!"auto".equals(format)) {
            return "swf".equals(format);
        }
        for (String line : text.split("\n", 200)) {
            String s = line.strip();
            if (s.startsWith(";")) {
                return true;
            }
            if (!s.isEmpty() && !s.startsWith("#")) {
                return s.split("\\s+").length < 30;
            }
        }
        return true;
    }

    private static long number(String id) {
        try {
            return Long.parseLong(id);
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }
}
