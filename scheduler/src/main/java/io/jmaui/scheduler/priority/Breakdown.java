package io.jmaui.scheduler.priority;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A job's components, one per {@link Component}, built on demand from the raw subcomponent values
 * the factors wrote: the priority stage keeps one array per job instead of 34 records. Immutable:
 * the array is owned by this list and never written after construction. A breakdown the published
 * result keeps reads its row of a {@link PriorityTable} instead of an array of its own.
 */
final class Breakdown extends AbstractList<FactorContribution> implements RandomAccess {

    private static final Component[] COMPONENTS = Component.values();

    private final PrioritySettings settings;
    /** The raw subcomponent values; null when they are row {@link #row} of {@link #table}. */
    private final double[] raw;
    private final PriorityTable table;
    private final int row;
    /** A table row's values once read; a breakdown from {@link PriorityTable#get} serves the one caller that asked. */
    private double[] rowRaw;
    private final QosTerms qos;

    Breakdown(PrioritySettings settings, double[] raw, QosTerms qos) {
        this.settings = settings;
        this.raw = raw;
        this.qos = qos;
        this.table = null;
        this.row = -1;
    }

    /** Row {@code row} of {@code table}. */
    Breakdown(PriorityTable table, int row) {
        this.settings = table.settings();
        this.raw = null;
        this.qos = table.qos(row);
        this.table = table;
        this.row = row;
    }

    PrioritySettings settings() {
        return settings;
    }

    QosTerms qos() {
        return qos;
    }

    /**
     * The raw subcomponent values as the factors wrote them; not to be written. A table row's are
     * copied out once per breakdown (diagnose -p reads every component of every job), not per component.
     */
    double[] raw() {
        if (raw != null) {
            return raw;
        }
        double[] r = rowRaw;
        if (r == null) {
            r = table.raw(row);
            rowRaw = r;
        }
        return r;
    }

    /** True when this breakdown reads a table row rather than an array of its own. */
    boolean inTable() {
        return table != null;
    }

    @Override
    public FactorContribution get(int index) {
        return ComponentScore.of(COMPONENTS[index], settings, raw(), qos);
    }

    @Override
    public int size() {
        return COMPONENTS.length;
    }
}
