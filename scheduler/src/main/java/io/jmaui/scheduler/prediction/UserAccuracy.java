package io.jmaui.scheduler.prediction;

/**
 * How well the predictor did for one user, replayed over the user's kept history: each job after
 * the first {@code depth} is predicted from the ones before it, and both that prediction and the
 * job's wallclock limit are scored {@code min(estimate, actual) / max(estimate, actual)}.
 *
 * @param samples    jobs scored
 * @param predicted  mean score of the predictions
 * @param walltime   mean score of the wallclock limits
 * @param ratio      mean of prediction / actual run time (above 1: predictions run long)
 * @param outlived   share of the jobs that ran longer than their prediction (those get corrected)
 * @param trusted    whether this user's jobs are planned with predictions
 */
public record UserAccuracy(int samples, double predicted, double walltime, double ratio, double outlived,
                           boolean trusted) {

    /** Replays {@code h} under {@code s} (diagnose shows the result; the predictor trusts by it). */
    public static UserAccuracy of(UserHistory h, PredictionSettings s) {
        int n = 0;
        double p = 0;
        double w = 0;
        double ratio = 0;
        int outlived = 0;
        for (int i = s.depth(); i < h.size(); i++) {
            long actual = h.runTimes().get(i);
            long wall = h.walltimes().get(i);
            long pred = wall > 0 ? Math.min(h.meanBefore(i, s.depth()), wall) : h.meanBefore(i, s.depth());
            p += score(pred, actual);
            ratio += (double) pred / Math.max(1, actual);
            outlived += actual > pred ? 1 : 0;
            w += wall > 0 ? score(wall, actual) : 0;
            n++;
        }
        if (n == 0) {
            return new UserAccuracy(0, 0, 0, 0, 0, false);
        }
        p /= n;
        w /= n;
        return new UserAccuracy(n, p, w, ratio / n, (double) outlived / n, p >= s.minAccuracy() && p > w);
    }

    static double score(long estimate, long actual) {
        if (estimate <= 0 || actual <= 0) {
            return estimate == actual ? 1 : 0;
        }
        return (double) Math.min(estimate, actual) / Math.max(estimate, actual);
    }
}
