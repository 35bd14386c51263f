package io.jmaui.scheduler.bench;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.EngineOnly;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import static io.jmaui.scheduler.config.Cfg.cfg;

/**
 * One full iteration (fairshare, priority, limits, standing reservation, priority pass with
 * RESERVATIONDEPTH 4, FIRSTFIT backfill, estimates, windows) on a busy cluster: 8-proc nodes about
 * 90% full with running jobs ending at scattered times, idle jobs of 1 to 64 procs and 10 min to
 * 24 h, a 9:00-17:00 standing reservation of 64 tasks for class interactive. Targets: 10k idle jobs
 * x 1k nodes under 100 ms, 100k idle jobs x 10k nodes under 1 s.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class IterationBench {

    static final long NOW = 1_700_000_000L - 1_700_000_000L % 86_400 + 10 * 3600;

    @Param({"10000:1000", "100000:10000"})
    public String jobsByNodes;

    /**
     * flat: no topology. sets: 64-node switches as node sets (NODESETPOLICY ONEOF over every
     * switch, NODESETDELAY 0) and the nodes split into two partitions by a feature
     * (FEATUREPARTITIONHEADER), so every job is kept to one partition and each multi-task job
     * looks for one switch.
     */
    @Param({"flat", "sets"})
    public String topology = "flat";

    /**
     * The flat and the sets iteration in thread CPU time ({@link GpuIterationBench#cpuTime}), which
     * other builds disturb far less than JMH's wall clock; {@code [jobs:nodes]} (default
     * 100000:10000). {@code java -cp "scheduler/target/test-classes:scheduler/target/classes:$(cat
     * scheduler/target/test-classpath.txt)" io.jmaui.scheduler.bench.IterationBench}
     */
    public static void main(String[] args) {
        for (String t : List.of("flat", "sets")) {
            IterationBench b = new IterationBench();
            b.jobsByNodes = args.length > 0 ? args[0] : "100000:10000";
            b.topology = t;
            b.setup();
            GpuIterationBench.cpuTime("IterationBench.iteration topology=" + t, b::iteration);
        }
    }

    MauiConfig cfg;
    Snapshot snapshot;

    @Setup
    public void setup() {
        int idle = Integer.parseInt(jobsByNodes.split(":")[0]);
        int nodeCount = Integer.parseInt(jobsByNodes.split(":")[1]);
        List<String> lines = new ArrayList<>(List.of("RESERVATIONDEPTH 4", "BACKFILLPOLICY FIRSTFIT", "QUEUETIMEWEIGHT 1",
                "XFACTORWEIGHT 10", "FSPOLICY DEDICATEDPS", "FSWEIGHT 1", "FSUSERWEIGHT 1", "USERCFG[DEFAULT] MAXJOB=200",
                "SRCFG[interactive] TASKCOUNT=64 PERIOD=DAY STARTTIME=9:00:00 ENDTIME=17:00:00",
                "SRCFG[interactive] CLASSLIST=interactive"));
        snapshot = snapshot(idle, nodeCount, new SplittableRandom(42));
        if (topology.equals("sets")) {
            List<String> switches = new ArrayList<>();
            for (int s = 0; s * 64 < nodeCount; s++) {
                switches.add(String.format("sw%03d", s));
            }
            lines.addAll(List.of("NODESETPOLICY ONEOF", "NODESETATTRIBUTE FEATURE", "NODESETDELAY 0",
                    "NODESETLIST " + String.join(" ", switches), "FEATUREPARTITIONHEADER pt"));
            snapshot = withTopology(snapshot);
        }
        cfg = cfg(lines.toArray(String[]::new));
    }

    /** Node n on switch sw(n / 64), in partition ptA (first half) or ptB. */
    static Snapshot withTopology(Snapshot s) {
        List<Node> nodes = new ArrayList<>(s.nodes().size());
        for (int n = 0; n < s.nodes().size(); n++) {
            nodes.add(s.nodes().get(n).withFeatures(java.util.Set.of(String.format("sw%03d", n / 64),
                    n < s.nodes().size() / 2 ? "ptA" : "ptB")));
        }
        return new Snapshot(s.jobs(), nodes, s.classes(), s.reservations(), s.fairshareWindows());
    }

    static Snapshot snapshot(int idle, int nodeCount, SplittableRandom rnd) {
        List<Node> nodes = new ArrayList<>(nodeCount);
        for (int n = 0; n < nodeCount; n++) {
            nodes.add(Node.idle(String.format("node%05d", n), 8).withConfigured(new Resources(8, 32_768, 0, 0)));
        }
        List<Job> jobs = new ArrayList<>();
        int id = 1;
        for (int n = 0; n < nodeCount; n++) {
            int used = 0;
            while (used < 8 && rnd.nextInt(10) < 9) {
                int p = 1 + rnd.nextInt(Math.min(4, 8 - used));
                List<String> hosts = new ArrayList<>();
                for (int k = 0; k < p; k++) {
                    hosts.add(nodes.get(n).name());
                }
                long wall = 3600L * (1 + rnd.nextInt(24));
                jobs.add(Job.builder(id++ + ".head").user("u" + rnd.nextInt(500)).jobClass("batch").procs(p)
                        .walltime(wall).submitTime(NOW - 2 * wall).running(NOW - rnd.nextLong(wall), hosts).build());
                used += p;
            }
        }
        for (int i = 0; i < idle; i++) {
            int p = rnd.nextInt(10) < 7 ? 1 + rnd.nextInt(4) : 1 + rnd.nextInt(64);
            jobs.add(Job.builder(id++ + ".head").user("u" + rnd.nextInt(500)).group("g" + rnd.nextInt(50))
                    .jobClass(rnd.nextInt(20) == 0 ? "interactive" : "batch").procs(p)
                    .walltime(600 + 600L * rnd.nextInt(144)).submitTime(NOW - rnd.nextLong(7 * 86_400)).build());
        }
        return new Snapshot(jobs, nodes, List.of(JobClass.of("batch", 0), JobClass.of("interactive", 10)), List.of(),
                List.of());
    }

    @Benchmark
    public IterationResult iteration() {
        return Iteration.run(cfg, snapshot, NOW);
    }

    /** The same iteration with FIFO priority and no limits or caps: the engine's own share. */
    @Benchmark
    public IterationResult engineOnly() {
        return EngineOnly.run(cfg, snapshot, NOW);
    }
}
