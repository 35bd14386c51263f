package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.CredentialConfig;

/**
 * The priority attributes of one QOS (QOSCFG, guide 5.1.2.4 and 5.1.2.5).
 *
 * @param qtWeight added to QUEUETIMEWEIGHT for the QOS's jobs (QTWEIGHT)
 * @param xfWeight added to XFACTORWEIGHT for the QOS's jobs (XFWEIGHT)
 * @param qtTarget target queue time, seconds (QTTARGET; 0 = none)
 * @param xfTarget target expansion factor (XFTARGET; 0 = none)
 */
record QosTerms(long qtWeight, long xfWeight, long qtTarget, double xfTarget) {

    static final QosTerms NONE = new QosTerms(0, 0, 0, 0);

    /** The terms a QOSCFG entry gives (falling back to QOSCFG[DEFAULT] per attribute). */
    static QosTerms of(CredentialConfig c) {
        return new QosTerms(c.qtWeight().orElse(0), c.xfWeight().orElse(0), c.qtTarget().orElse(0),
                c.xfTarget().orElse(0));
    }
}
