package io.jmaui.scheduler.priority;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A job's components, one per {@link Component}, built on demand from the raw subcomponent values
 * the factors wrote: the priority stage keeps one array per job instead of 34 records. Immutable:
 * the array is owned by this list and never written after construction.
 */
final class Breakdown extends AbstractList<FactorContribution> implements RandomAccess {

    private static final Component[] COMPONENTS = Component.values();

    private final PrioritySettings settings;
    private final double[] raw;
    private final QosTerms qos;

    Breakdown(PrioritySettings settings, double[] raw, QosTerms qos) {
        this.settings = settings;
        this.raw = raw;
        this.qos = qos;
    }

    @Override
    public FactorContribution get(int index) {
        return ComponentScore.of(COMPONENTS[index], settings, raw, qos);
    }

    @Override
    public int size() {
        return COMPONENTS.length;
    }
}
