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
 * the run time; Poisson arrivals at the rate that offers 85 % of the machine. A scaling probe, not
 * a model of any site: the policies are never tuned on it.
 */
final class SyntheticTrace {

    private static final double LOAD = 0.85;
    private static final long MAX_RUN = 72 * 3600L;

    private SyntheticTrace() {
    }

    /** The trace for {@code nodes} nodes of {@code ppn} procs, {@code jobs} jobs. */
    static Trace of(int nodes, int ppn, int jobs) {
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
        double gap = work / (total * LOAD) / jobs; // mean time between arrivals
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
}
