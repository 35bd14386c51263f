package io.jmaui.scheduler.priority;

import java.util.List;

/**
 * One component of a job's priority with all its subcomponents: the data behind one column group
 * of {@code diagnose -p}.
 *
 * @param weight        the component weight (e.g. {@code CREDWEIGHT})
 * @param value         the pre-weighted component value: the sum of {@code subweight * subvalue},
 *                      capped by the component cap when one is set
 * @param contribution  {@code weight * value}: what this component adds to the job's priority
 * @param subcomponents every subcomponent of the component, in guide order
 */
public record FactorContribution(Component component, long weight, double value, double contribution,
                                 List<SubcomponentContribution> subcomponents) {

    public FactorContribution {
        subcomponents = List.copyOf(subcomponents);
    }

    /** The named subcomponent; every component lists all of its subcomponents. */
    public SubcomponentContribution subcomponent(Subcomponent s) {
        for (SubcomponentContribution c : subcomponents) {
            if (c.subcomponent() == s) {
                return c;
            }
        }
        throw new IllegalArgumentException(s + " is not a subcomponent of " + component);
    }
}
