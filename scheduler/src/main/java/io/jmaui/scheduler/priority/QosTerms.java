package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

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

    /** The terms of every QOS the jobs use (QOSCFG, falling back to QOSCFG[DEFAULT] per attribute). */
    static Map<String, QosTerms> of(MauiConfig cfg, List<Job> jobs) {
        Map<String, QosTerms> m = new HashMap<>();
        for (Job j : jobs) {
            String name = j.credentials().qos();
            if (name != null && !m.containsKey(name)) {
                CredentialConfig c = cfg.credential(CredentialKind.QOS, name);
                m.put(name, new QosTerms(c.qtWeight().orElse(0), c.xfWeight().orElse(0), c.qtTarget().orElse(0),
                        c.xfTarget().orElse(0)));
            }
        }
        return m;
    }
}
