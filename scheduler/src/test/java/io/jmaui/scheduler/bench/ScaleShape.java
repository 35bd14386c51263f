package io.jmaui.scheduler.bench;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.json.SnapshotJson;
import io.jmaui.scheduler.warmup.CoreWarmup;
import io.jmaui.scheduler.iteration.StageTimes;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;

/**
 * The integration tests' ScaleCluster in the scheduler's own model, without pbs_server or
 * daemon: 16-proc nodes with ib/bigmem/gpu properties, nearly all held by running jobs ending at
 * scattered times, idle jobs of one proc to eight nodes under EXACTNODE and MINRESOURCE.
 * {@code main} times {@link Iteration#run} stage by stage and prints a digest of the result, so two
 * builds can be compared: {@code java -cp ... io.jmaui.scheduler.bench.ScaleShape [jobs nodes runs]}.
 */
public final class ScaleShape {

    static final long NOW = 1_800_000_000L;
    private static final int PPN = 16;
    private static final long[] WALLTIMES = {600, 1800, 3600, 4 * 3600, 12 * 3600, 86_400, 172_800};
    private static final String[] SHAPES = {"1:1", "1:4", "1:8", "1:16", "2:16", "4:16", "procs32", "1:8:bigmem",
        "8:16:ib"};
    private static final int[] SHAPE_PERCENT = {25, 20, 15, 15, 10, 5, 5, 3, 2};

    private ScaleShape() {
    }

    /** integration-tests' scale-maui.cfg less the daemon's own settings (poll, checkpoint, statistics). */
    static MauiConfig config() {
        return cfg("DEFERTIME 00:01:00", "DEFERCOUNT 24", "DEFERSTARTCOUNT 1", "CREDWEIGHT 1", "CLASSWEIGHT 1",
                "SERVWEIGHT 1", "QUEUETIMEWEIGHT 1", "XFACTORWEIGHT 10", "XFMINWCLIMIT 00:02:00", "FSWEIGHT 1",
                "FSUSERWEIGHT 10", "FSPOLICY DEDICATEDPS", "FSINTERVAL 24:00:00", "FSDEPTH 7", "FSDECAY 0.80",
                "USERCFG[DEFAULT] FSTARGET=10 MAXJOB=200", "JOBNODEMATCHPOLICY EXACTNODE", "RESERVATIONDEPTH 4",
                "BACKFILLPOLICY FIRSTFIT", "BACKFILLMETRIC PROCS", "NODEALLOCATIONPOLICY MINRESOURCE");
    }

    static Snapshot snapshot(int jobCount, int nodeCount, long seed) {
        Random random = new Random(seed);
        List<Node> nodes = new ArrayList<>(nodeCount);
        for (int i = 1; i <= nodeCount; i++) {
            Set<String> props = i % 100 == 0 ? Set.of("ib", "gpu") : i % 4 == 0 ? Set.of("ib", "bigmem")
                    : i % 10 < 8 ? Set.of("ib") : Set.of();
            nodes.add(Node.idle(name(i), PPN).withConfigured(new Resources(PPN, 65_536, 0, 0)).withFeatures(props));
        }
        List<Job> jobs = new ArrayList<>();
        int node = 1;
        String half = null;
        int id = 0;
        int running = Math.min(jobCount / 10, nodeCount);
        for (int i = 0; i < running && node <= nodeCount; i++) {
            int kind = i % 10;
            List<String> hosts;
            if (kind < 7 || (kind == 7 && node + 1 > nodeCount)) {
                hosts = Collections.nCopies(PPN, name(node++));
            } else if (kind == 7) {
                hosts = new ArrayList<>(Collections.nCopies(PPN, name(node)));
                hosts.addAll(Collections.nCopies(PPN, name(node + 1)));
                node += 2;
            } else if (half == null) {
                half = name(node++);
                hosts = Collections.nCopies(PPN / 2, half);
            } else {
                hosts = Collections.nCopies(PPN / 2, half);
                half = null;
            }
            long started = NOW - random.nextInt(20 * 3600);
            Job.Builder b = submission(random, id++).walltime(random.nextBoolean() ? 86_400 : 172_800)
                    .submitTime(started - 600 - random.nextInt(86_400));
            jobs.add(b.tasks(hosts.size()).nodes(hosts.size() / PPN).tasksPerNode(hosts.size() >= PPN ? PPN : PPN / 2)
                    .running(started, hosts).build());
        }
        for (int i = jobs.size(); i < jobCount; i++) {
            Job.Builder b = submission(random, id++).submitTime(NOW - random.nextInt(7 * 86_400));
            int shape = random.nextInt(100);
            for (int k = 0; k < SHAPES.length; k++) {
                shape -= SHAPE_PERCENT[k];
                if (shape < 0) {
                    String[] s = SHAPES[k].split(":");
                    if (s[0].equals("procs32")) {
                        b.procs(32);
                    } else {
                        int n = Integer.parseInt(s[0]);
                        int p = Integer.parseInt(s[1]);
                        b.tasks(n * p).nodes(n).tasksPerNode(p);
                        if (s.length > 2) {
                            b.features(Set.of(s[2]));
                        }
                    }
                    break;
                }
            }
            b.walltime(WALLTIMES[random.nextInt(WALLTIMES.length)]);
            if (random.nextInt(5) == 0) {
                b.perTask(new Resources(1, (1 + random.nextInt(8)) * 4096L, 0, 0));
            }
            if (random.nextInt(33) == 0) {
                b.holds(Set.of(HoldType.USER));
            }
            jobs.add(b.build());
        }
        return new Snapshot(jobs, nodes, List.of(JobClass.of("batch", 0), JobClass.of("long", 0),
                JobClass.of("express", 100), JobClass.of("debug", 1000)), List.of(), List.of());
    }

    private static Job.Builder submission(Random random, int id) {
        int user = random.nextInt(250);
        int q = random.nextInt(100);
        String queue = q < 70 ? "batch" : q < 85 ? "long" : q < 95 ? "express" : "debug";
        return Job.builder(id + ".pbs01").user(String.format("u%03d", user)).group(String.format("g%02d", user % 25))
                .account("acct" + random.nextInt(10)).jobClass(queue);
    }

    private static String name(int i) {
        return String.format("n%05d", i);
    }

    /**
     * {@code [jobs nodes runs]} (default 100000 10000 7), or {@code --snapshot FILE RUNS MAUICFG NOW
     * LASTITERATION} for a snapshot in {@link SnapshotJson}'s form: after three warm-up iterations (their CPU
     * shows what a fresh JVM pays; {@code -Dscaleshape.warmup=true} runs {@link CoreWarmup} first,
     * {@code =NODES,JOBS,ROUNDS} one of another size), each run's
     * thread CPU ms and a digest of its result, then each stage's median thread CPU ms
     * ({@link StageTimes}).
     */
    public static void main(String[] args) throws java.io.IOException {
        boolean replay = args.length > 0 && args[0].equals("--snapshot");
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 7;
        MauiConfig cfg;
        Snapshot s;
        long now = NOW;
        CarryOver carry = CarryOver.NONE;
        if (replay) { // --snapshot FILE RUNS MAUI.CFG NOW LAST: a snapshot a daemon handed its core, as SnapshotJson wrote it
            s = SnapshotJson.read(Files.readString(Path.of(args[1])));
            cfg = MauiConfigParser.parse(args[3], Files.readString(Path.of(args[3])));
            now = Long.parseLong(args[4]);
            carry = new CarryOver(Long.parseLong(args[5]), 0, List.of(), Map.of());
        } else {
            cfg = config();
            s = snapshot(Integer.parseInt(args.length > 0 ? args[0] : "100000"),
                    Integer.parseInt(args.length > 1 ? args[1] : "10000"), 1);
        }
        int jobs = s.jobs().size();
        int nodes = s.nodes().size();
        String warm = System.getProperty("scaleshape.warmup", "false");
        if (!warm.equals("false")) { // as the daemon's launcher does: CoreWarmup before the first iteration
            long t0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            if (warm.equals("true")) {
                CoreWarmup.run(cfg);
            } else { // NODES,JOBS,ROUNDS: another size, to compare
                String[] w = warm.split(",");
                CoreWarmup.run(cfg, Integer.parseInt(w[0]), Integer.parseInt(w[1]), Integer.parseInt(w[2]));
            }
            System.out.printf("CoreWarmup: %d ms CPU%n",
                    (java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - t0) / 1_000_000);
        }
        for (int w = 0; w < 3; w++) { // a cold JVM's first iterations: the daemon's scale-bench runs only a few
            Map<String, Long> ns = StageTimes.table();
            StageTimes.run(cfg, s, now, carry, ns);
            StringBuilder stages = new StringBuilder();
            ns.forEach((k, v) -> stages.append(v >= 5_000_000 ? " " + k + "=" + v / 1_000_000 : ""));
            System.out.printf("warm-up %d: %d ms CPU:%s%n", w, ns.values().stream().mapToLong(Long::longValue).sum() / 1_000_000,
                    stages);
        }
        List<Map<String, Long>> tables = new ArrayList<>();
        long[] total = new long[runs];
        for (int r = 0; r < runs; r++) {
            Map<String, Long> ns = StageTimes.table();
            IterationResult res = StageTimes.run(cfg, s, now, carry, ns);
            tables.add(ns);
            total[r] = ns.values().stream().mapToLong(Long::longValue).sum() / 1_000_000;
            System.out.printf("run %d: %d ms CPU, %d starts, %d reservations, %d estimates, digest %08x %08x %08x%n", r,
                    total[r], res.starts().size(), res.reservations().size(), res.estimatedStarts().size(),
                    res.decisions().toString().hashCode(), res.estimatedStarts().toString().hashCode(),
                    (res.reasons().toString() + res.reservations() + res.bypassCounts()).hashCode());
        }
        for (String stage : StageTimes.names()) {
            long[] ms = tables.stream().mapToLong(t -> t.get(stage) / 1_000_000).sorted().toArray();
            System.out.printf("  %-22s %6d ms CPU median (min %d, max %d)%n", stage, ms[runs / 2], ms[0], ms[runs - 1]);
        }
        Arrays.sort(total);
        System.out.printf("ScaleShape %d jobs x %d nodes: thread CPU ms/iteration min %d, median %d, max %d (%d runs)%n",
                jobs, nodes, total[0], total[runs / 2], total[runs - 1], runs);
    }
}
