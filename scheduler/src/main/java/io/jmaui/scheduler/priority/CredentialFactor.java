package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;

/**
 * The credential (CRED) component, guide 5.1.2.1:
 * <pre>
 *   Priority += CREDWEIGHT * MIN(CREDCAP,
 *       USERWEIGHT    * J-&gt;U-&gt;Priority +
 *       GROUPWEIGHT   * J-&gt;G-&gt;Priority +
 *       ACCOUNTWEIGHT * J-&gt;A-&gt;Priority +
 *       QOSWEIGHT     * J-&gt;Q-&gt;Priority +
 *       CLASSWEIGHT   * J-&gt;C-&gt;Priority)
 * </pre>
 * Priorities come from the PRIORITY attribute of USERCFG, GROUPCFG, ACCOUNTCFG, QOSCFG and
 * CLASSCFG; a class without CLASSCFG PRIORITY takes its PBS queue {@code Priority}. All may be
 * negative. Guide example: {@code CREDWEIGHT 1}, {@code USERWEIGHT 1}, {@code GROUPWEIGHT 1},
 * {@code USERCFG[john] PRIORITY=2000}, {@code GROUPCFG[staff] PRIORITY=10000}: a job of john in
 * staff gets 12000 from CRED.
 */
final class CredentialFactor implements PriorityFactor {

    private static final Subcomponent[] SUBCOMPONENTS = ComponentScore.subcomponents(Component.CRED);

    @Override
    public Component name() {
        return Component.CRED;
    }

    @Override
    public boolean perCredentials() {
        return true;
    }

    @Override
    public boolean mayContribute(Job job, PriorityInputs in) {
        return true; // its raw values come from the config and the fairshare usage: not known to be finite
    }

    @Override
    public boolean mayContributeToAny(PriorityInputs in) {
        return true;
    }

    @Override
    public double contribution(Job job, PriorityInputs in, double[] raw) {
        Credentials c = job.credentials();
        for (Subcomponent sub : SUBCOMPONENTS) {
            raw[sub.ordinal()] = in.credentials().priority(sub.credential(), c.of(sub.credential()));
        }
        return ComponentScore.contribution(Component.CRED, in.settings(), raw, QosTerms.NONE);
    }
}
