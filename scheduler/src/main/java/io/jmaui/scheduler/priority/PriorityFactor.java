package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;

/**
 * The extension point of job prioritisation: one implementation per component of guide 5.1.2.
 * A factor reads only the job and the per-iteration {@link PriorityInputs}, writes the raw value of
 * each of its subcomponents into the job's breakdown array ({@code raw[subcomponent.ordinal()]})
 * and returns its weighted contribution. The breakdown records ({@link FactorContribution}) are
 * built from those raw values only when someone reads them, so 100,000 jobs cost no more than a
 * few arrays each.
 */
interface PriorityFactor {

    /** The component this factor computes. */
    Component name();

    /** {@code CWEIGHT * MIN(CCAP, SUM(SWEIGHT * MIN(SCAP, value)))} for this component. */
    double contribution(Job job, PriorityInputs in, double[] raw);

    /**
     * True when the factor reads nothing of the job but its credentials: its raw values and
     * contribution are then the same for every job of the same credentials, and an iteration
     * works them out once per distinct credentials ({@link CredentialTerms}).
     */
    default boolean perCredentials() {
        return false;
    }

    /**
     * False when this factor's contribution for {@code job} is known to be a zero (+0 or -0), which
     * leaves the priority's sum as it was (the sum starts at +0, so it is never -0): a priority
     * without its breakdown then skips the factor. The default: no component weight (times the
     * finite weighted sum of finite raw values, a zero), or no subcomponent weight (a sum of
     * zeros, capped and weighted: a zero; the guide's defaults weigh every component 1 and no
     * subcomponent but QUEUETIME). A factor whose raw values may not be finite, or whose weights
     * a QOS adds to, answers true.
     */
    default boolean mayContribute(Job job, PriorityInputs in) {
        return in.settings().weighted(name());
    }

    /**
     * False when {@link #mayContribute} is false for every job under {@code in}'s settings: a
     * priority without its breakdown then asks the factor nothing, not once per job. The default is
     * {@link #mayContribute}'s (the weights alone), which every factor's own answer implies; a factor
     * that may contribute without them answers true.
     */
    default boolean mayContributeToAny(PriorityInputs in) {
        return in.settings().weighted(name());
    }
}
