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
}
