package io.jmaui.scheduler.prediction;

/**
 * JOBPREDICTIONXFACTORBASIS REQUESTRATIO: the run time a job is ranked by so that its expansion
 * factor grows as fast as its expected bounded slowdown. A job's slowdown grows by
 * {@code 1 / max(TAU, run time)} per second queued; the run time is unknown, so each of the user's
 * last {@code depth} jobs says what it would be: the job's own limit times that job's run/limit
 * ratio (a user who asks for 10 hours and uses a tenth asks for 1 hour and uses a tenth). The
 * expected rate is the mean of those rates, and the run time ranked by is its inverse: the
 * harmonic mean of the scaled run times, so one quick failure among the user's last jobs ranks
 * the next one as a job that may well be short (a job that fails at once is served at once; one
 * that runs long after all costs its wait, not its slowdown). Never above the limit.
 *
 * <p>Used for a user only while, replayed over the user's kept history, the estimate scores
 * closer to the run times than the limits did (the same min/max score as predictions, on times
 * floored at TAU): where run times carry no signal, ranking stays on the predictions or limits.
 */
public final class RequestRatio {

    /** Run times below this count as this (bounded slowdown's threshold; Feitelson et al. 1997). */
    static final long TAU = 10;

    private RequestRatio() {
    }

    /**
     * The run time to rank a job with limit {@code walltime} by, from the {@code depth} jobs of
     * {@code h} before index {@code end}; 0 when there are fewer or the job has no limit.
     */
    static long estimate(UserHistory h, int end, int depth, long walltime) {
        if (walltime <= 0 || end < depth || depth <= 0) {
            return 0;
        }
        double rate = 0;
        for (int i = end - depth; i < end; i++) {
            long w = h.walltimes().get(i);
            double run = w > 0 ? (double) walltime * h.runTimes().get(i) / w : h.runTimes().get(i);
            rate += 1 / Math.max(TAU, run);
        }
        return Math.min(walltime, (long) Math.ceil(depth / rate));
    }

    /** Whether the estimate, replayed over {@code h}, scored closer to the run times than the limits. */
    public static boolean trusted(UserHistory h, int depth) {
        double estimated = 0;
        double limits = 0;
        for (int i = depth; i < h.size(); i++) {
            long wall = h.walltimes().get(i);
            if (wall <= 0) {
                return false;
            }
            long actual = Math.max(TAU, h.runTimes().get(i));
            estimated += UserAccuracy.score(Math.max(TAU, estimate(h, i, depth, wall)), actual);
            limits += UserAccuracy.score(Math.max(TAU, wall), actual);
        }
        return h.size() > depth && estimated > limits;
    }
}
