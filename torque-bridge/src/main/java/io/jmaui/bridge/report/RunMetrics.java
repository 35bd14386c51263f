package io.jmaui.bridge.report;

import io.jmaui.scheduler.sim.CompletedJob;
import io.jmaui.scheduler.sim.SimulationResult;
import java.util.Arrays;
import java.util.List;

/**
 * The figures of one simulation (one maui.cfg on one trace), as the report and compare.json show
 * them. Waits are start minus submit; bounded slowdown is {@code max(1, (wait + run) / max(run, tau))}
 * with tau = {@value #TAU} s; utilisation is processor-seconds run over processors times makespan;
 * makespan runs from the first submission to the last completion; p95 is the nearest-rank 95th
 * percentile. Accuracy of a planning estimate e for a job that ran r seconds is {@code min(e, r) /
 * max(e, r)} (1 = exact): {@code estimateAccuracy} averages it over every job with the estimate the
 * scheduler planned with (its prediction, else its wallclock limit), {@code walltimeAccuracy} with
 * the wallclock limit alone.
 */
public record RunMetrics(
        String config,
        String trace,
        int jobs,
        int processors,
        double meanWait,
        double medianWait,
        double p95Wait,
        long maxWait,
        double meanBoundedSlowdown,
        double utilisation,
        long makespan,
        int backfilled,
        int predicted,
        double estimateAccuracy,
        double walltimeAccuracy,
        int neverStarted,
        int endedEarly,
        Distributions charts) {

    public static final long TAU = 10;

    public static RunMetrics of(String config, String trace, SimulationResult r, int processors, Buckets size,
                                Buckets time) {
        List<CompletedJob> done = r.completed();
        int n = done.size();
        long[] waits = new long[n];
        double slowdown = 0;
        double procSeconds = 0;
        double estimate = 0;
        double wall = 0;
        int backfilled = 0;
        int predicted = 0;
        int early = 0;
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            CompletedJob c = done.get(i);
            long run = c.end() - c.start();
            waits[i] = c.waitTime();
            slowdown += boundedSlowdown(waits[i], run);
            procSeconds += (double) c.job().procs() * run;
            wall += accuracy(c.job().walltime(), run);
            estimate += accuracy(c.predicted() > 0 ? c.predicted() : c.job().walltime(), run);
            predicted += c.predicted() > 0 ? 1 : 0;
            backfilled += c.backfilled() ? 1 : 0;
            early += run < c.job().runTime() ? 1 : 0;
            first = Math.min(first, c.job().submitTime());
            last = Math.max(last, c.end());
        }
        long makespan = n == 0 ? 0 : last - first;
        long[] sorted = waits.clone();
        Arrays.sort(sorted);
        double median = n == 0 ? 0 : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
        double p95 = n == 0 ? 0 : sorted[(int) Math.ceil(0.95 * n) - 1];
        double util = makespan == 0 || processors == 0 ? 0 : procSeconds / ((double) processors * makespan);
        Distributions charts = Distributions.of(r, waits, processors, first, last, size, time);
        return new RunMetrics(config, trace, n, processors, n == 0 ? 0 : Arrays.stream(waits).sum() / (double) n, median,
                p95, n == 0 ? 0 : sorted[n - 1], n == 0 ? 0 : slowdown / n, util, makespan, backfilled, predicted,
                n == 0 ? 0 : estimate / n, n == 0 ? 0 : wall / n, r.neverStarted().size(), early, charts);
    }

    static double boundedSlowdown(long wait, long run) {
        return Math.max(1.0, (double) (wait + run) / Math.max(run, TAU));
    }

    static double accuracy(long estimate, long run) {
        if (estimate <= 0 || run <= 0) {
            return estimate == run ? 1 : 0;
        }
        return (double) Math.min(estimate, run) / Math.max(estimate, run);
    }
}
