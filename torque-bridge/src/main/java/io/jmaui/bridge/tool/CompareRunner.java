package io.jmaui.bridge.tool;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.jmaui.bridge.report.Buckets;
import io.jmaui.bridge.report.CompareTable;
import io.jmaui.bridge.report.Comparison;
import io.jmaui.bridge.report.ReportHtml;
import io.jmaui.bridge.report.RunMetrics;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.sim.IterationScheduler;
import io.jmaui.scheduler.sim.SimulationListener;
import io.jmaui.scheduler.sim.SimulationResult;
import io.jmaui.scheduler.sim.SimulationSettings;
import io.jmaui.scheduler.sim.Simulator;
import io.jmaui.scheduler.sim.Trace;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@code maui-simulate --compare A.cfg B.cfg ... --trace T1 T2 ... --out DIR}: every trace under
 * every configuration, at most {@code --jobs} simulations at once (each is single-threaded), then
 * {@code DIR/report.html}, {@code DIR/compare.json} and the text table on stdout. Runs are listed
 * trace by trace, configurations in the order given, whatever order they finish in.
 */
final class CompareRunner {

    private final PrintWriter stdout;
    private final PrintWriter stderr;
    private final String format;
    private final Integer nodes;
    private final Integer procsPerNode;
    private final Path resources;
    private final long seed;

    CompareRunner(PrintWriter stdout, PrintWriter stderr, String format, Integer nodes, Integer procsPerNode,
                  Path resources, long seed) {
        this.stdout = stdout;
        this.stderr = stderr;
        this.format = format;
        this.nodes = nodes;
        this.procsPerNode = procsPerNode;
        this.resources = resources;
        this.seed = seed;
    }

    private record Job(int index, Path config, MauiConfig cfg, Path tracePath, Trace trace, List<Node> cluster) {
    }

    int run(List<Path> configs, List<Path> traces, Path out, Integer parallel) throws IOException {
        List<MauiConfig> cfgs = new ArrayList<>();
        for (Path c : configs) {
            MauiConfig cfg = MauiSimulate.load(c, stderr);
            if (cfg == null) {
                return 2;
            }
            cfgs.add(cfg);
        }
        List<Job> jobs = new ArrayList<>();
        long total = 0;
        for (Path tp : traces) {
            Trace t = SimulationInputs.readTrace(tp, format, stderr);
            for (int k = 0; k < configs.size(); k++) {
                List<Node> cluster = SimulationInputs.cluster(t, cfgs.get(k), configs.get(k), resources, nodes,
                        procsPerNode, stderr);
                if (cluster == null) {
                    return 2;
                }
                jobs.add(new Job(jobs.size(), configs.get(k), cfgs.get(k), tp, t, cluster));
                total += t.jobs().size();
            }
        }
        MauiConfig first = cfgs.get(0);
        Buckets size = Buckets.geometric(first.get(Parameters.PLOTMINPROC), first.get(Parameters.PLOTMAXPROC),
                first.get(Parameters.PLOTPROCSCALE), false);
        Buckets time = Buckets.geometric(first.get(Parameters.PLOTMINTIME), first.get(Parameters.PLOTMAXTIME),
                first.get(Parameters.PLOTTIMESCALE), true);
        int threads = Math.max(1, Math.min(jobs.size(),
                parallel != null ? parallel : Runtime.getRuntime().availableProcessors()));
        Progress progress = new Progress(stderr, Progress.onTerminal(), jobs.size(), total);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<RunMetrics> runs = new ArrayList<>();
        try {
            List<Future<RunMetrics>> futures = new ArrayList<>();
            for (Job j : jobs) {
                futures.add(pool.submit(() -> simulate(j, progress, size, time)));
            }
            for (Future<RunMetrics> f : futures) {
                runs.add(f.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 4;
        } catch (ExecutionException e) {
            progress.finish();
            stderr.println("maui-simulate: " + e.getCause().getMessage());
            return 4;
        } finally {
            pool.shutdownNow();
        }
        progress.finish();
        Comparison c = new Comparison(RunMetrics.TAU, size, time, runs);
        Files.createDirectories(out);
        Files.writeString(out.resolve("compare.json"),
                new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(c) + "\n");
        Files.writeString(out.resolve("report.html"), ReportHtml.render(c));
        stdout.print(CompareTable.render(c));
        stdout.println("wrote " + out.resolve("report.html") + " and " + out.resolve("compare.json"));
        return 0;
    }

    private RunMetrics simulate(Job j, Progress progress, Buckets size, Buckets time) {
        SimulationListener listener = new SimulationListener() {
            @Override
            public void iterated(int iteration, long now, int completed, int total) {
                progress.update(j.index(), completed);
            }
        };
        SimulationResult r = new Simulator(j.cluster(), new IterationScheduler(j.cfg()),
                SimulationSettings.of(j.cfg()).withSeed(seed), listener).run(j.trace());
        int procs = j.cluster().stream().mapToInt(n -> n.configured().procs()).sum();
        return RunMetrics.of(name(j.config()), name(j.tracePath()), r, procs, size, time);
    }

    private static String name(Path p) {
        return p.getFileName().toString();
    }
}
