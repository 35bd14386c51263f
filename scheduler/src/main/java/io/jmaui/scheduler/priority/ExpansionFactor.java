package io.jmaui.scheduler.priority;

/**
 * The expansion factor of guide 5.1.2.4.2:
 * <pre>
 *   XFACTOR = 1 + EFFQUEUETIME / MAX(XFMINWCLIMIT, WALLCLOCKLIMIT)
 * </pre>
 * Short jobs' xfactor grows faster than long jobs': after 4 hours queued a 1-hour job has
 * 1 + 4/1 = 5.00, a 4-hour job 1 + 4/4 = 2.00 (the guide's table). XFMINWCLIMIT keeps very short
 * jobs from swamping the other subcomponents.
 *
 * <p>A job with neither a walltime nor an XFMINWCLIMIT has xfactor 1 (no growth): the guide's
 * formula is undefined there and Maui's source divides by zero.
 */
final class ExpansionFactor {

    private ExpansionFactor() {
    }

    /**
     * @param queuedSeconds effective queue time, seconds
     * @param walltime      the job's wallclock limit, seconds
     * @param xfMinWalltime XFMINWCLIMIT in seconds (0 or less: none)
     */
    static double of(long queuedSeconds, long walltime, long xfMinWalltime) {
        long limit = Math.max(Math.max(xfMinWalltime, 0), walltime);
        if (limit <= 0) {
            return 1.0;
        }
        return 1.0 + (double) Math.max(0, queuedSeconds) / limit;
    }
}
