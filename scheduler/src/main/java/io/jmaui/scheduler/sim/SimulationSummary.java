package io.jmaui.scheduler.sim;

import java.util.Arrays;
import java.util.List;

/**
 * The figures a simulation is judged by (written as {@code summary.json}).
 *
 * <ul>
 *   <li>utilisation: processor-seconds the jobs ran, over the machine's processors times the makespan;</li>
 *   <li>wait: start minus submit; mean, median (the mean of the two middle values for an even count), max;</li>
 *   <li>bounded slowdown with threshold 10 s: {@code max(1, (wait + run) / max(run, 10))}, averaged;</li>
 *   <li>makespan: from the first submission to the last completion;</li>
 *   <li>skipped: trace jobs that never ran in the original log (run time or procs not above zero)
 *       plus lines reported as malformed; neverStarted: jobs the simulated cluster could not run.</li>
 * </ul>
 */
public record SimulationSummary(
        int jobs,
        int processors,
        double utilisation,
        double meanWait,
        double medianWait,
        long maxWait,
        double meanBoundedSlowdown,
        int backfilledJobs,
        long makespan,
        int skippedJobs,
        int malformedLines,
        int neverStarted,
        int iterations) {

    static final long SLOWDOWN_THRESHOLD = 10;

    public static SimulationSummary of(SimulationResult result, Trace trace, int processors) {
        List<CompletedJob> done = result.completed();
        int n = done.size();
        long[] waits = new long[n];
        double procSeconds = 0;
        double slowdownSum = 0;
        int backfilled = 0;
        long firstSubmit = Long.MAX_VALUE;
        long lastEnd = Long.MIN_VALUE;
        long maxWait = 0;
        for (int i = 0; i < n; i++) {
            CompletedJob c = done.get(i);
            long run = c.end() - c.start();
            waits[i] = c.waitTime();
            maxWait = Math.max(maxWait, waits[i]);
            procSeconds += (double) c.job().tasks() * c.job().perTask().procs() * run;
            slowdownSum += Math.max(1.0, (double) (waits[i] + run) / Math.max(run, SLOWDOWN_THRESHOLD));
            backfilled += c.backfilled() ? 1 : 0;
            firstSubmit = Math.min(firstSubmit, c.job().submitTime());
            lastEnd = Math.max(lastEnd, c.end());
        }
        long makespan = n == 0 ? 0 : lastEnd - firstSubmit;
        Arrays.sort(waits);
        double median = n == 0 ? 0 : n % 2 == 1 ? waits[n / 2] : (waits[n / 2 - 1] + waits[n / 2]) / 2.0;
        double mean = n == 0 ? 0 : Arrays.stream(waits).sum() / (double) n;
        double util = makespan == 0 || processors == 0 ? 0 : procSeconds / ((double) processors * makespan);
        return new SimulationSummary(n, processors, util, mean, median, maxWait, n == 0 ? 0 : slowdownSum / n,
                backfilled, makespan, trace.skipped(), trace.problems().size(), result.neverStarted().size(),
                result.iterations());
    }
}
