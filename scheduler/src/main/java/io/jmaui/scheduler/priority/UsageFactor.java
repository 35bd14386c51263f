package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;

/**
 * The usage (USAGE) component, guide 5.1.2.6, for active jobs only (0 for every other job):
 * <pre>
 *   Priority += USAGEWEIGHT * MIN(USAGECAP,
 *       USAGECONSUMEDWEIGHT      * proc-seconds consumed +
 *       USAGEREMAININGWEIGHT     * proc-seconds remaining +
 *       USAGEPERCENTWEIGHT       * percent of walltime consumed +
 *       USAGEEXECUTIONTIMEWEIGHT * seconds since start)
 * </pre>
 * Example: an 8-proc job with 2 hours of walltime, started 30 minutes ago, has consumed 14400
 * proc-seconds, has 43200 remaining, is 25 percent through and has run 1800 seconds.
 */
final class UsageFactor implements PriorityFactor {

    @Override
    public Component name() {
        return Component.USAGE;
    }

    /** A queued job's raw values are zeros, whatever the weights: a zero. */
    @Override
    public boolean mayContribute(Job job, PriorityInputs in) {
        return job.state().isActive() && job.startTime() > 0 && PriorityFactor.super.mayContribute(job, in);
    }

    @Override
    public double contribution(Job job, PriorityInputs in, double[] raw) {
        if (!job.state().isActive() || job.startTime() <= 0) {
            return ComponentScore.contribution(Component.USAGE, in.settings(), raw, QosTerms.NONE);
        }
        long elapsed = Math.max(0, in.now() - job.startTime());
        int procs = job.procs();
        double percent = job.walltime() > 0 ? 100.0 * elapsed / job.walltime() : 0;
        raw[Subcomponent.CONSUMED.ordinal()] = (double) procs * elapsed;
        raw[Subcomponent.REMAINING.ordinal()] = (double) procs * job.remainingWalltime(in.now());
        raw[Subcomponent.PERCENT.ordinal()] = percent;
        raw[Subcomponent.EXECUTIONTIME.ordinal()] = elapsed;
        return ComponentScore.contribution(Component.USAGE, in.settings(), raw, QosTerms.NONE);
    }
}
