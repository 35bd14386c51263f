package io.jmaui.scheduler.prediction;

/**
 * JOBPREDICTIONCORRECTION: the longer prediction a running job gets once it outlives the one it
 * had (Tsafrir et al. 2007, section 4). INCREMENT adds 1 min, 5 min, 15 min, 30 min, 1, 2, 5, 10,
 * 20, 50 and 100 hours to the original prediction, the first step that is still ahead (then
 * steps of 100 hours); DOUBLE doubles it until ahead; WALLTIME falls back to the wallclock limit.
 * Never beyond the wallclock limit: a job planned past its limit would be planned past its kill.
 */
public enum Correction {
    INCREMENT,
    DOUBLE,
    WALLTIME;

    private static final long[] STEPS = {60, 300, 900, 1800, 3600, 7200, 18000, 36000, 72000, 180000, 360000};

    /**
     * The planned run time of a job predicted to run {@code predicted} seconds that has run
     * {@code elapsed}: {@code predicted} while that is still ahead, else the correction.
     *
     * @param walltime the wallclock limit, {@code Long.MAX_VALUE} when none
     */
    public long planned(long predicted, long elapsed, long walltime) {
        if (predicted > elapsed) {
            return Math.min(predicted, walltime);
        }
        long p = switch (this) {
            case WALLTIME -> walltime;
            case DOUBLE -> {
                long d = Math.max(1, predicted);
                while (d <= elapsed && d < walltime) {
                    d = d > Long.MAX_VALUE / 2 ? Long.MAX_VALUE : d * 2;
                }
                yield d;
            }
            case INCREMENT -> {
                long step = 0;
                for (int i = 0; predicted + step <= elapsed; i++) {
                    step = i < STEPS.length ? STEPS[i] : STEPS[STEPS.length - 1] * (i - STEPS.length + 2);
                }
                yield predicted + step;
            }
        };
        return Math.min(p, walltime);
    }
}
