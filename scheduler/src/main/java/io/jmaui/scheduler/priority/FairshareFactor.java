package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;

/**
 * The fairshare (FS) component, guide 5.1.2.2:
 * <pre>
 *   Priority += FSWEIGHT * MIN(FSCAP,
 *       FSUSERWEIGHT    * DeltaUserFSUsage +
 *       FSGROUPWEIGHT   * DeltaGroupFSUsage +
 *       FSACCOUNTWEIGHT * DeltaAccountFSUsage +
 *       FSQOSWEIGHT     * DeltaQOSFSUsage +
 *       FSCLASSWEIGHT   * DeltaClassFSUsage)
 * </pre>
 * Each delta is the credential's target minus its usage, shaped by the target's form
 * ({@link FairshareDeltas}, computed by {@code FairshareUsage.delta}). Guide example: user A 5% under target 50, group B without target,
 * account C 10% over target 25, QOS with floor target 10+ and 25% usage, weights
 * FSWEIGHT 100, FSUSERWEIGHT 10, FSGROUPWEIGHT 20, FSACCOUNTWEIGHT 30, FSQOSWEIGHT 40:
 * {@code 100 * (10*5 + 20*0 + 30*(-10) + 40*0 + 0*0) = -25000}. With FSPOLICY NONE, or before
 * any usage was delivered, the component is 0.
 */
final class FairshareFactor implements PriorityFactor {

    private static final Subcomponent[] SUBCOMPONENTS = ComponentScore.subcomponents(Component.FS);

    @Override
    public Component name() {
        return Component.FS;
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
            raw[sub.ordinal()] = in.fairshare().delta(sub.credential(), c.of(sub.credential()));
        }
        return weighed(in.settings(), raw);
    }

    /** The component's contribution from the raw values of its subcomponents in {@code raw}. */
    static double weighed(PrioritySettings settings, double[] raw) {
        return ComponentScore.contribution(Component.FS, settings, raw, QosTerms.NONE);
    }
}
