package io.jmaui.scheduler.bench;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.iteration.EventCounts;
import io.jmaui.scheduler.sim.IterationScheduler;
import io.jmaui.scheduler.sim.ScheduleDigest;
import io.jmaui.scheduler.sim.SimPolicies;
import io.jmaui.scheduler.sim.SimulationResult;
import io.jmaui.scheduler.sim.Simulator;
import io.jmaui.scheduler.sim.SwfTraceReader;
import io.jmaui.scheduler.sim.Trace;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The simulator's speed (issue #17: at least 10,000 jobs/s on every shared trace, default policy
 * and a policy with reservations and limits): runs every trace under every policy
 * ({@link SimPolicies}) {@code --runs} times in this JVM and prints, per pair, the median wall
 * and thread-CPU time, jobs/s from each, iterations and the schedule digest (of each run, taken
 * after the pair's timed runs, which must all give the same).
 *
 * <pre>
 *   mvn -q -pl scheduler -am test-compile
 *   bin/sim-bench [--runs N] [--jobs FIRST] [--events] [--each] [--trace FILE.swf[:NODES:PPN] | synthetic:NODES:PPN:JOBS[:LOAD]]... [--policy NAME | --config FILE]...
 * </pre>
 *
 * The first run of each pair also warms the JVM up; the median over runs is what to quote. On a
 * loaded machine thread CPU time is the steadier figure. {@code --each} prints each run's wall and
 * thread CPU to stderr (how a JVM warms up). {@code --events} adds one counted run
 * per pair after the timed ones ({@link EventCounts}: what each event is, which path its
 * iteration takes, the CPU of each kind and stage), which must give the same digest.
 */
public final class SimulationBench {

    private SimulationBench() {
    }

    public static void main(String[] args) throws Exception {
        int runs = 5;
        int first = 0;
        boolean events = false;
        boolean each = false;
        List<String> traces = new ArrayList<>();
        Map<String, MauiConfig> policies = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--trace" -> traces.add(args[++i]);
                case "--jobs" -> first = Integer.parseInt(args[++i]);
                case "--events" -> events = true;
                case "--each" -> each = true;
                case "--policy" -> policies.put(args[++i], SimPolicies.config(args[i]));
                case "--config" -> {
                    Path p = Path.of(args[++i]);
                    policies.put(p.getFileName().toString(),
                            MauiConfigParser.parse(p.toString(), Files.readString(p, StandardCharsets.UTF_8)));
                }
                default -> throw new IllegalArgumentException("sim-bench: unknown argument " + args[i]
                        + " (--runs N, --jobs FIRST, --events, --each, --trace FILE[:NODES:PPN] | synthetic:NODES:PPN:JOBS[:LOAD], --policy default|easy|reslimits, --config FILE)");
            }
        }
        if (traces.isEmpty()) {
            SimPolicies.TRACES.forEach((f, m) -> traces.add(f + ":" + m[0] + ":" + m[1]));
        }
        if (policies.isEmpty()) {
            SimPolicies.POLICIES.keySet().forEach(p -> policies.put(p, SimPolicies.config(p)));
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        System.out.printf("%-32s %-10s %6s %8s %9s %9s %9s %9s %9s  %s%n", "trace", "policy", "jobs", "iters",
                "wall_s", "cpu_s", "jobs/s", "jobs/cpu", "alloc_mb", "digest");
        for (String spec : traces) {
            String[] t = spec.split(":");
            boolean synthetic = t[0].equals("synthetic");
            if (synthetic && t.length != 4 && t.length != 5) {
                throw new IllegalArgumentException("sim-bench: synthetic:NODES:PPN:JOBS[:LOAD], not " + spec);
            }
            double offered = synthetic && t.length == 5 ? SyntheticTrace.load(t[4]) : SyntheticTrace.LOAD;
            Trace trace = synthetic ? SyntheticTrace.of(Integer.parseInt(t[1]), Integer.parseInt(t[2]), Integer.parseInt(t[3]), offered)
                    : load(t[0]);
            String name = synthetic ? "synthetic-" + t[1] + "x" + t[2] + (t.length == 5 ? "@" + t[4] : "")
                    : Path.of(t[0]).getFileName().toString();
            if (first > 0 && first < trace.jobs().size()) {
                trace = new Trace(trace.jobs().subList(0, first), trace.problems(), trace.skipped(), trace.headerNodes(),
                        trace.headerProcs());
            }
            int[] machine = t.length == 3 || synthetic ? new int[] {Integer.parseInt(t[1]), Integer.parseInt(t[2])}
                    : SimPolicies.TRACES.getOrDefault(Path.of(t[0]).getFileName().toString(),
                    new int[] {Math.max(1, trace.headerNodes()), Math.max(1, trace.headerProcs() / Math.max(1, trace.headerNodes()))});
            for (Map.Entry<String, MauiConfig> p : policies.entrySet()) {
                double[] wall = new double[runs];
                double[] cpu = new double[runs];
                double[] alloc = new double[runs];
                SimulationResult r = null;
                // each run's schedule is digested after the pair's timed runs: the digest's own code (SHA-256,
                // the lines it hashes) had C2 compile it for 120-190 ms inside the next timed run
                SimulationResult[] results = new SimulationResult[runs];
                for (int k = 0; k < runs; k++) {
                    long a0 = allocated(mx);
                    long c0 = mx.getCurrentThreadCpuTime();
                    long w0 = System.nanoTime();
                    r = new Simulator(Simulator.uniformNodes(machine[0], machine[1]), new IterationScheduler(p.getValue()))
                            .run(trace);
                    wall[k] = (System.nanoTime() - w0) / 1e9;
                    cpu[k] = (mx.getCurrentThreadCpuTime() - c0) / 1e9;
                    alloc[k] = (allocated(mx) - a0) / 1e6;
                    results[k] = r;
                    if (each) {
                        System.err.printf("run %d: wall %.3f s, cpu %.3f s, alloc %.0f MB, ended %tT.%<tL%n", k + 1, wall[k], cpu[k], alloc[k],
                                System.currentTimeMillis());
                    }
                }
                String digest = ScheduleDigest.of(results[0]);
                for (int k = 1; k < runs; k++) {
                    String d = ScheduleDigest.of(results[k]);
                    if (!digest.equals(d)) {
                        throw new IllegalStateException("run " + (k + 1) + " gave another schedule: " + d + " vs " + digest);
                    }
                    results[k] = null;
                }
                double w = median(wall);
                double c = median(cpu);
                int jobs = r.completed().size();
                System.out.printf("%-32s %-10s %6d %8d %9.3f %9.3f %9.0f %9.0f %9.0f  %s%n", name,
                        p.getKey(), jobs, r.iterations(), w, c, jobs / w, jobs / c, median(alloc), digest);
                if (events) {
                    EventCounts counts = new EventCounts(p.getValue());
                    String d = ScheduleDigest.of(new Simulator(Simulator.uniformNodes(machine[0], machine[1]), counts).run(trace));
                    if (!d.equals(digest)) {
                        throw new IllegalStateException("the counted run gave another schedule: " + d + " vs " + digest);
                    }
                    counts.print(System.out);
                }
            }
        }
    }

    /** Bytes the bench thread allocated so far: steadier than CPU time when others load the machine. */
    private static long allocated(ThreadMXBean mx) {
        return mx instanceof com.sun.management.ThreadMXBean m ? m.getCurrentThreadAllocatedBytes() : 0;
    }

    private static Trace load(String file) throws Exception {
        Path p = Path.of(file);
        if (Files.exists(p)) {
            return SwfTraceReader.read(file, Files.readString(p, StandardCharsets.UTF_8));
        }
        return SimPolicies.trace(file);
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
