package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;

/**
 * The service (SERV) component, guide 5.1.2.4:
 * <pre>
 *   Priority += SERVWEIGHT * MIN(SERVCAP,
 *       (QUEUETIMEWEIGHT + QOS.QTWEIGHT) * MIN(QUEUETIMECAP, minutes queued) +
 *       (XFACTORWEIGHT   + QOS.XFWEIGHT) * MIN(XFACTORCAP, XFACTOR) +
 *       BYPASSWEIGHT                     * MIN(BYPASSCAP, bypass count))
 * </pre>
 * Queue time is counted from the effective queue time under JOBPRIOACCRUALPOLICY. Guide examples:
 * {@code QUEUETIMEWEIGHT 20} and 4:20:00 queued give 20 * 260; {@code QUEUETIMECAP 10000},
 * {@code QUEUETIMEWEIGHT 10} give {@code 10 * MIN(10000, 40)} after 40 minutes;
 * {@code QOSCFG[special] QTWEIGHT=5000} raises the queue-time weight of QOS special's jobs by 5000.
 * The xfactor is {@link ExpansionFactor}.
 */
final class ServiceFactor implements PriorityFactor {

    @Override
    public Component name() {
        return Component.SERV;
    }

    /** A QOS's QTWEIGHT and XFWEIGHT may weigh it where the subcomponent weights do not. */
    @Override
    public boolean mayContribute(Job job, PriorityInputs in) {
        return true;
    }

    @Override
    public boolean mayContributeToAny(PriorityInputs in) {
        return true;
    }

    @Override
    public double contribution(Job job, PriorityInputs in, double[] raw) {
        raw[Subcomponent.QUEUETIME.ordinal()] = in.queuedSeconds(job) / 60.0;
        raw[Subcomponent.XFACTOR.ordinal()] = in.xfactor(job);
        raw[Subcomponent.BYPASS.ordinal()] = job.bypassCount();
        return ComponentScore.contribution(Component.SERV, in.settings(), raw, in.qosOf(job));
    }
}
