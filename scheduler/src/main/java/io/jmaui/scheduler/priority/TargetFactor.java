package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;

/**
 * The target service (TARGET) component, guide 5.1.2.5:
 * <pre>
 *   Priority += TARGWEIGHT * MIN(TARGCAP,
 *       TARGETQUEUETIMEWEIGHT * MIN(TARGETQUEUETIMECAP, (QTTARGET - queued)^-2) +
 *       TARGETXFACTORWEIGHT   * MIN(TARGETXFACTORCAP,   (XFTARGET - XFACTOR)^-2))
 * </pre>
 * The targets are the job's QOS QTTARGET and XFTARGET; a QOS without one contributes 0. Each value
 * is small far from the target and grows steeply as the target approaches; the distance is
 * floored at 0.0001, so a reached target is worth 10^8. The queue-time distance is in minutes, the
 * unit of the QUEUETIME subcomponent. Where the guide says a missed target keeps growing, "but not
 * exponentially", the value past the target is 10^8 plus the overshoot (minutes, or xfactor),
 * so the job that missed its target by more still ranks first. (Maui's own source subtracts the
 * epoch queue time from the target and never grows after the miss; we follow the guide.)
 */
final class TargetFactor implements PriorityFactor {

    /** The distance floor of Maui's formula. */
    static final double MIN_DISTANCE = 0.0001;

    @Override
    public Component name() {
        return Component.TARGET;
    }

    /** Without a QTTARGET or XFTARGET on the job's QOS both raw values are 0: a zero. */
    @Override
    public boolean mayContribute(Job job, PriorityInputs in) {
        if (!PriorityFactor.super.mayContribute(job, in)) {
            return false;
        }
        QosTerms q = in.qosOf(job);
        return q.qtTarget() > 0 || q.xfTarget() > 0;
    }

    @Override
    public double contribution(Job job, PriorityInputs in, double[] raw) {
        QosTerms q = in.qosOf(job);
        double qt = 0;
        if (q.qtTarget() > 0) {
            qt = closeness((q.qtTarget() - in.queuedSeconds(job)) / 60.0);
        }
        double xf = 0;
        if (q.xfTarget() > 0) {
            xf = closeness(q.xfTarget() - in.xfactor(job));
        }
        raw[Subcomponent.TARGETQUEUETIME.ordinal()] = qt;
        raw[Subcomponent.TARGETXFACTOR.ordinal()] = xf;
        return ComponentScore.contribution(Component.TARGET, in.settings(), raw, QosTerms.NONE);
    }

    /** {@code MAX(0.0001, distance)^-2}, plus the overshoot once the target is passed. */
    static double closeness(double distance) {
        double d = Math.max(MIN_DISTANCE, distance);
        double value = 1.0 / (d * d);
        return distance < 0 ? value - distance : value;
    }
}
