package io.jmaui.scheduler.bench;

import io.jmaui.scheduler.sim.SwfTraceReader;
import io.jmaui.scheduler.sim.Trace;

import java.util.Random;

/**
 * A workload for a machine of any size, for measuring how the simulator scales past the shared
 * traces (120 to 256 nodes): {@code sim-bench --trace synthetic:NODES:PPN:JOBS}. Deterministic
 * (seed 1), written as SWF text and read by {@link SwfTraceReader} like a real trace. Sizes are
 * mostly powers of two, small ones most often (one in five any size up to the next power), at most
 * half the machine; run times log-normal (median 30 min, up to 72 h), estimates one to five times
 * the run time; Poisson arrivals at the rate that offers 85 % of the machine, or the load asked
 * ({@code synthetic:NODES:PPN:JOBS:LOAD}: above 1 the queue keeps growing, as on the many real logs
 * that offer more work than the machine has for weeks). A scaling probe, not a model of any site:
 * the policies are never tuned on it.
 */
final class SyntheticTrace {

    /** The load offered when none is asked; the same double, so the same trace byte for byte. */
    static final double LOAD = 0.85;
    private static final long MAX_RUN = 72 * 3600L;

    private SyntheticTrace() {
    }

    /** The trace for {@code nodes} nodes of {@code ppn} procs, {@code jobs} jobs, offering 85 %. */
    static Trace of(int nodes, int ppn, int jobs) {
        return of(nodes, ppn, jobs, LOAD);
    }

    /**
     * The trace offering {@code load} of the machine (a fraction: 1.2 offers 120 %), over the same
     * sizes, run times, estimates and users as at 85 %: only the gaps between arrivals scale.
     */
    static Trace of(int nodes, int ppn, int jobs, double load) {
        if (!(load > 0) || Double.isInfinite(load)) {
            throw new IllegalArgumentException("synthetic trace: the load must be a positive number, not " + load);
        }
        Random r = new Random(1);
        long total = (long) nodes * ppn;
        int maxLog = Math.max(0, 63 - Long.numberOfLeadingZeros(total) - 1);
        long[] size = new long[jobs];
        long[] run = new long[jobs];
        double work = 0;
        for (int i = 0; i < jobs; i++) {
            int k = (int) Math.min(Math.floor(-Math.log(1 - r.nextDouble()) / 0.45), maxLog);
            long p = r.nextInt(5) != 0 ? 1L << k : 1 + r.nextInt((int) Math.min(Integer.MAX_VALUE - 1, 1L << (k + 1)));
            size[i] = Math.max(1, Math.min(p, total / 2));
            run[i] = Math.max(1, Math.min(MAX_RUN, (long) Math.exp(7.5 + 1.8 * r.nextGaussian())));
            work += (double) size[i] * run[i];
        }
        double gap = work / (total * load) / jobs; // mean time between arrivals
        StringBuilder swf = new StringBuilder();
        swf.append("; Computer: synthetic\n; MaxJobs: ").append(jobs).append("\n; MaxNodes: ").append(nodes)
                .append("\n; MaxProcs: ").append(total).append('\n');
        double t = 0;
        for (int i = 0; i < jobs; i++) {
            t += -Math.log(1 - r.nextDouble()) * gap;
            long estimate = Math.min(MAX_RUN, (long) (run[i] * (1 + 4 * r.nextDouble())) + 60);
            int user = 1 + r.nextInt(200);
            swf.append(i + 1).append(' ').append((long) t).append(" -1 ").append(run[i]).append(' ').append(size[i])
                    .append(" -1 -1 ").append(size[i]).append(' ').append(estimate).append(" -1 1 ").append(user)
                    .append(' ').append(1 + user % 20).append(" -1 1 -1 -1 -1\n");
        }
        return SwfTraceReader.read("synthetic", swf.toString());
    }

    /**
     * A load as {@code sim-bench} is given it: a fraction ({@code 1.2}) or a percent ({@code 120%},
     * or a bare number above 5: nobody means five machines' worth of work).
     */
    static double load(String text) {
        boolean percent = text.endsWith("%");
        double v;
        try {
            v = Double.parseDouble(percent ? text.substring(0, text.length() - 1) : text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("synthetic trace: LOAD \"" + text + "\" is not a fraction (1.2) or a percent (120%)", e);
        }
        return percent || v > 5 ? v / 100 : v;
    }
}
