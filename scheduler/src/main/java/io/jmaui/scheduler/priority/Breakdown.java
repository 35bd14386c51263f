package io.jmaui.scheduler.priority;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A job's components, one per {@link Component}, built on demand from the raw subcomponent values
 * the factors wrote: the priority stage keeps one array per job instead of 34 records. Immutable:
 * the array is owned by this list and never written after construction. A breakdown the published
 * result keeps reads its row of {@link Rows} instead of an array of its own: a {@link PriorityTable},
 * or {@link DeferredBreakdowns}, whose rows are worked out when the first breakdown is read.
 */
final class Breakdown extends AbstractList<FactorContribution> implements RandomAccess {

    private static final Component[] COMPONENTS = Component.values();

    /** Breakdowns kept as rows, one per job: what a {@link Breakdown} of a row reads. */
    interface Rows {
        PrioritySettings settings();

        QosTerms qos(int row);

        /** Row {@code row}'s raw subcomponent values, a fresh array. */
        double[] raw(int row);
    }

    /** Null for a row of {@link #rows}: read from them on the first component asked for. */
    private final PrioritySettings settings;
    /** The raw subcomponent values; null when they are row {@link #row} of {@link #rows}. */
    private final double[] raw;
    private final Rows rows;
    private final int row;
    /** A row's values once read; a breakdown from {@link Rows} serves the one caller that asked. */
    private double[] rowRaw;
    private final QosTerms qos;

    Breakdown(PrioritySettings settings, double[] raw, QosTerms qos) {
        this.settings = settings;
        this.raw = raw;
        this.qos = qos;
        this.rows = null;
        this.row = -1;
    }

    /** Row {@code row} of {@code rows}, not read until a component is asked for. */
    Breakdown(Rows rows, int row) {
        this.settings = null;
        this.raw = null;
        this.qos = null;
        this.rows = rows;
        this.row = row;
    }

    PrioritySettings settings() {
        return rows == null ? settings : rows.settings();
    }

    QosTerms qos() {
        return rows == null ? qos : rows.qos(row);
    }

    /**
     * The raw subcomponent values as the factors wrote them; not to be written. A row's are
     * copied out once per breakdown (diagnose -p reads every component of every job), not per component.
     */
    double[] raw() {
        if (raw != null) {
            return raw;
        }
        double[] r = rowRaw;
        if (r == null) {
            r = rows.raw(row);
            rowRaw = r;
        }
        return r;
    }

    /** True when this breakdown reads a row of {@link Rows} rather than an array of its own. */
    boolean inTable() {
        return rows != null;
    }

    @Override
    public FactorContribution get(int index) {
        return ComponentScore.of(COMPONENTS[index], settings(), raw(), qos());
    }

    @Override
    public int size() {
        return COMPONENTS.length;
    }
}
