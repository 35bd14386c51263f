package io.jmaui.scheduler.bench;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Job;
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
 * {@link IterationBench}'s cluster and queue with GPUs and generic resources configured (issue 14:
 * the iteration targets hold with GPUs): every tenth node has 4 GPUs and a licence pool, a tenth
 * of the running jobs hold GPUs there, a tenth of the idle jobs ask 1 to 4 GPUs (some a licence
 * too), and every GPU policy is on: MAXGRES per user, PRIORITYF keeping CPU jobs off GPU nodes,
 * GPUWEIGHT, fairshare in GPU-seconds and a standing reservation of GPUs for class gpu. Same
 * targets: 10k idle jobs x 1k nodes under 100 ms, 100k x 10k under 1 s.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class GpuIterationBench {

    /** Idle jobs and nodes, as IterationBench's parameter. */
    @Param({"10000:1000", "100000:10000"})
    public String jobsByNodes;

    private MauiConfig cfg;
    private Snapshot snapshot;

    @Setup
    public void setup() {
        String[] size = jobsByNodes.split(":");
        snapshot = snapshot(Integer.parseInt(size[0]), Integer.parseInt(size[1]), new SplittableRandom(42));
        cfg = config();
    }

    static MauiConfig config() {
        return cfg("RESERVATIONDEPTH 4", "BACKFILLPOLICY FIRSTFIT", "QUEUETIMEWEIGHT 1", "XFACTORWEIGHT 10",
                "FSPOLICY DEDICATEDGPUS", "FSWEIGHT 1", "FSUSERWEIGHT 1", "RESWEIGHT 1", "GPUWEIGHT 100",
                "USERCFG[DEFAULT] MAXJOB=200 MAXGRES[gpus]=8", "GROUPCFG[DEFAULT] MAXGRES[matlab]=4",
                "NODEALLOCATIONPOLICY PRIORITY", "NODECFG[DEFAULT] PRIORITYF='-CGPUS'",
                "SRCFG[interactive] TASKCOUNT=64 PERIOD=DAY STARTTIME=9:00:00 ENDTIME=17:00:00",
                "SRCFG[interactive] CLASSLIST=interactive",
                "SRCFG[gpu] TASKCOUNT=8 RESOURCES=PROCS:1;GPUS:1 CLASSLIST=gpu PERIOD=INFINITY");
    }

    /** IterationBench's snapshot, then GPUs on every tenth node and on a tenth of the jobs. */
    static Snapshot snapshot(int idle, int nodeCount, SplittableRandom rnd) {
        Snapshot base = IterationBench.snapshot(idle, nodeCount, rnd);
        Gres licences = Gres.of("matlab", 8);
        List<Node> nodes = new ArrayList<>(base.nodes().size());
        for (int n = 0; n < base.nodes().size(); n++) {
            Node node = base.nodes().get(n);
            nodes.add(n % 10 == 0 ? node.withConfigured(node.configured().withGpus(4).withGres(licences)) : node);
        }
        List<Job> jobs = new ArrayList<>(base.jobs().size());
        int[] gpusHeld = new int[nodeCount];
        for (Job j : base.jobs()) {
            jobs.add(j.state().isActive() ? holdingGpus(j, gpusHeld, rnd) : asking(j, rnd));
        }
        return new Snapshot(jobs, nodes, List.of(io.jmaui.scheduler.model.JobClass.of("batch", 0),
                io.jmaui.scheduler.model.JobClass.of("interactive", 10), io.jmaui.scheduler.model.JobClass.of("gpu", 0)),
                List.of(), List.of());
    }

    /** A running job on a GPU node holds one GPU per task while the node has GPUs left. */
    private static Job holdingGpus(Job j, int[] gpusHeld, SplittableRandom rnd) {
        String host = j.allocatedHosts().get(0);
        int n = Integer.parseInt(host.substring("node".length()));
        if (n % 10 != 0 || gpusHeld[n] + j.tasks() > 4 || rnd.nextInt(2) == 0) {
            return j;
        }
        gpusHeld[n] += j.tasks();
        return j.toBuilder().perTask(j.perTask().withGpus(1)).build();
    }

    /** A tenth of the idle jobs: 1 to 4 GPUs in one task, a third of them with a licence, some of class gpu. */
    private static Job asking(Job j, SplittableRandom rnd) {
        if (rnd.nextInt(10) != 0) {
            return j;
        }
        Resources task = Resources.procs(1 + rnd.nextInt(4)).withGpus(1 + rnd.nextInt(4));
        if (rnd.nextInt(3) == 0) {
            task = task.withGres(Gres.of("matlab", 1));
        }
        Job.Builder b = j.toBuilder().tasks(1).perTask(task).nodes(0).tasksPerNode(0);
        return (rnd.nextInt(4) == 0 ? b.jobClass("gpu") : b).build();
    }

    @Benchmark
    public IterationResult iteration() {
        return Iteration.run(cfg, snapshot, IterationBench.NOW);
    }

    /**
     * Both benchmarks' iteration in thread CPU time, which other builds on the machine disturb far
     * less than JMH's wall clock ({@link LimitsCpuTime}): min and median of 7 runs after 3 warm-up
     * runs, {@code [jobs:nodes]} (default 100000:10000). {@code java -cp "scheduler/target/test-classes:
     * scheduler/target/classes:$(cat scheduler/target/test-classpath.txt)" io.jmaui.scheduler.bench.GpuIterationBench}
     */
    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : "100000:10000";
        IterationBench plain = new IterationBench();
        plain.jobsByNodes = size;
        plain.setup();
        GpuIterationBench gpus = new GpuIterationBench();
        gpus.jobsByNodes = size;
        gpus.setup();
        cpuTime("IterationBench.iteration", plain::iteration);
        cpuTime("GpuIterationBench.iteration", gpus::iteration);
    }

    private static void cpuTime(String name, java.util.function.Supplier<IterationResult> op) {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long[] ms = new long[7];
        int starts = 0;
        for (int i = 0; i < 3; i++) {
            starts = op.get().starts().size();
        }
        for (int i = 0; i < ms.length; i++) {
            long t0 = threads.getCurrentThreadCpuTime();
            op.get();
            ms[i] = (threads.getCurrentThreadCpuTime() - t0) / 1_000_000;
        }
        java.util.Arrays.sort(ms);
        System.out.printf("%s thread CPU ms/op: min %d, median %d, max %d (%d runs, %d starts)%n", name, ms[0],
                ms[ms.length / 2], ms[ms.length - 1], ms.length, starts);
    }
}
