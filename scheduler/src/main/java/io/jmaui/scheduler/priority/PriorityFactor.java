package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;

/**
 * The extension point of job prioritisation: one implementation per component of guide 5.1.2.
 * A factor reads only the job and the per-iteration {@link PriorityInputs} and returns its named,
 * weighted contribution with the breakdown per subcomponent.
 */
interface PriorityFactor {

    /** The component this factor computes. */
    Component name();

    /** This component's contribution to the job's priority. */
    FactorContribution contribution(Job job, PriorityInputs in);
}
