package io.jmaui.bridge.report;

import io.jmaui.scheduler.sim.CompletedJob;
import io.jmaui.scheduler.sim.QueueSample;
import io.jmaui.scheduler.sim.SimulationResult;
import java.util.ArrayList;
import java.util.List;

/**
 * The distributions the report draws for one simulation: the share of jobs per wait class, mean
 * bounded slowdown per job-size class, per wallclock class and per (size, wallclock) cell of the
 * PLOT* matrix with the job counts behind each mean, utilisation and idle-queue length over time
 * (time-weighted means over {@value #TIME_BINS} equal slices of the makespan), and the share of jobs
 * per tenth of planning-estimate accuracy and of wallclock-limit accuracy.
 */
public record Distributions(
        List<Double> waitShare,
        List<Double> slowdownBySize,
        List<Integer> jobsBySize,
        List<Double> slowdownByTime,
        List<Integer> jobsByTime,
        List<List<Double>> slowdownMatrix,
        List<List<Integer>> jobsMatrix,
        List<Double> timelineDays,
        List<Double> utilisationOverTime,
        List<Double> idleJobsOverTime,
        List<Double> estimateAccuracyShare,
        List<Double> walltimeAccuracyShare) {

    static final int TIME_BINS = 120;
    static final long[] WAIT_BOUNDS = {0, 60, 300, 900, 1800, 3600, 7200, 14400, 28800, 57600, 86400, 172800, 345600};

    static List<String> waitLabels() {
        List<String> out = new ArrayList<>();
        out.add("0");
        for (int i = 1; i < WAIT_BOUNDS.length; i++) {
            out.add("≤" + Buckets.duration(WAIT_BOUNDS[i]));
        }
        out.add(">" + Buckets.duration(WAIT_BOUNDS[WAIT_BOUNDS.length - 1]));
        return out;
    }

    static List<String> accuracyLabels() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            out.add(String.format(java.util.Locale.ROOT, "%.1f–%.1f", i / 10.0, (i + 1) / 10.0));
        }
        return out;
    }

    static Distributions of(SimulationResult r, long[] waits, int processors, long first, long last, Buckets size,
                            Buckets time) {
        List<CompletedJob> done = r.completed();
        int n = done.size();
        double[] waitCount = new double[WAIT_BOUNDS.length + 1];
        double[] bySize = new double[size.size()];
        int[] sizeN = new int[size.size()];
        double[] byTime = new double[time.size()];
        int[] timeN = new int[time.size()];
        double[][] cell = new double[size.size()][time.size()];
        int[][] cellN = new int[size.size()][time.size()];
        double[] est = new double[10];
        double[] wall = new double[10];
        for (int i = 0; i < n; i++) {
            CompletedJob c = done.get(i);
            long run = c.end() - c.start();
            waitCount[waitClass(waits[i])]++;
            double bsld = RunMetrics.boundedSlowdown(waits[i], run);
            int s = size.index(c.job().procs());
            int t = time.index(c.job().walltime());
            bySize[s] += bsld;
            sizeN[s]++;
            byTime[t] += bsld;
            timeN[t]++;
            cell[s][t] += bsld;
            cellN[s][t]++;
            est[tenth(RunMetrics.accuracy(c.predicted() > 0 ? c.predicted() : c.job().walltime(), run))]++;
            wall[tenth(RunMetrics.accuracy(c.job().walltime(), run))]++;
        }
        List<List<Double>> matrix = new ArrayList<>();
        List<List<Integer>> counts = new ArrayList<>();
        for (int s = 0; s < size.size(); s++) {
            matrix.add(means(cell[s], cellN[s]));
            counts.add(ints(cellN[s]));
        }
        Timeline tl = Timeline.of(r.samples(), processors, first, last);
        return new Distributions(shares(waitCount, n), means(bySize, sizeN), ints(sizeN), means(byTime, timeN),
                ints(timeN), matrix, counts, tl.days, tl.utilisation, tl.idleJobs, shares(est, n), shares(wall, n));
    }

    private static int waitClass(long wait) {
        for (int i = 0; i < WAIT_BOUNDS.length; i++) {
            if (wait <= WAIT_BOUNDS[i]) {
                return i;
            }
        }
        return WAIT_BOUNDS.length;
    }

    private static int tenth(double accuracy) {
        return Math.min(9, (int) Math.floor(accuracy * 10));
    }

    private static List<Double> shares(double[] counts, int n) {
        List<Double> out = new ArrayList<>(counts.length);
        for (double c : counts) {
            out.add(n == 0 ? 0 : c / n);
        }
        return out;
    }

    private static List<Double> means(double[] sum, int[] count) {
        List<Double> out = new ArrayList<>(sum.length);
        for (int i = 0; i < sum.length; i++) {
            out.add(count[i] == 0 ? 0 : sum[i] / count[i]);
        }
        return out;
    }

    private static List<Integer> ints(int[] a) {
        List<Integer> out = new ArrayList<>(a.length);
        for (int v : a) {
            out.add(v);
        }
        return out;
    }

    /** Time-weighted means of the samples (each holds until the next) over equal slices of [first, last]. */
    private record Timeline(List<Double> days, List<Double> utilisation, List<Double> idleJobs) {

        static Timeline of(List<QueueSample> samples, int processors, long first, long last) {
            List<Double> days = new ArrayList<>();
            List<Double> util = new ArrayList<>();
            List<Double> idle = new ArrayList<>();
            if (samples.isEmpty() || last <= first) {
                return new Timeline(days, util, idle);
            }
            double width = (double) (last - first) / TIME_BINS;
            double[] busy = new double[TIME_BINS];
            double[] queued = new double[TIME_BINS];
            for (int i = 0; i < samples.size(); i++) {
                QueueSample s = samples.get(i);
                long from = Math.max(first, s.time());
                long to = i + 1 < samples.size() ? Math.min(last, samples.get(i + 1).time()) : last;
                while (from < to) {
                    int bin = (int) Math.min(TIME_BINS - 1, (from - first) / width);
                    long binEnd = (long) Math.ceil(first + (bin + 1) * width);
                    long end = Math.min(to, Math.max(binEnd, from + 1));
                    busy[bin] += (double) s.busyProcs() * (end - from);
                    queued[bin] += (double) s.idleJobs() * (end - from);
                    from = end;
                }
            }
            for (int b = 0; b < TIME_BINS; b++) {
                days.add((b + 0.5) * width / 86400);
                util.add(processors == 0 ? 0 : busy[b] / (width * processors));
                idle.add(queued[b] / width);
            }
            return new Timeline(days, util, idle);
        }
    }
}
