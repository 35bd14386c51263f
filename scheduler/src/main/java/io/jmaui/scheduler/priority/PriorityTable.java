package io.jmaui.scheduler.priority;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * An iteration's priorities with their breakdowns as the published result keeps them: column by
 * column, and only the subcomponents some job has a value for. The daemon keeps each iteration's
 * result until the next one replaces it (showq, checkjob, diagnose -p read it), so at 100,000
 * jobs the breakdowns (34 raw values, a {@link Breakdown} and a {@link JobPriority} per job, about
 * 34 MB) survived every young collection and were promoted about every iteration, which filled
 * the old generation for a full collection every second or third iteration. A site's config
 * weights a handful of the 34 subcomponents, so this keeps a few MB in a few arrays.
 *
 * <p>Each {@link #get} gives the same {@link JobPriority} (equal priority, equal components) as
 * the list it was made from; immutable.
 */
public final class PriorityTable extends AbstractList<JobPriority> implements RandomAccess {

    private final String[] ids;
    private final long[] priorities;
    private final PrioritySettings settings;
    private final QosTerms[] qos;
    /** The subcomponents kept, by {@link Subcomponent#ordinal()}; every other one is 0 for every job. */
    private final int[] kept;
    /** Column c's row r at {@code values[c * rows + r]}. */
    private final double[] values;

    private PriorityTable(String[] ids, long[] priorities, PrioritySettings settings, QosTerms[] qos, int[] kept,
                          double[] values) {
        this.ids = ids;
        this.priorities = priorities;
        this.settings = settings;
        this.qos = qos;
        this.kept = kept;
        this.values = values;
    }

    /**
     * {@code priorities} kept as a table, or as they are when they are not all breakdowns of
     * their own under one set of weights (priorities without breakdowns, already a table).
     */
    public static List<JobPriority> of(List<JobPriority> priorities) {
        int n = priorities.size();
        if (n == 0 || priorities instanceof PriorityTable) {
            return priorities;
        }
        PrioritySettings settings = null;
        boolean[] used = new boolean[Priorities.SUBCOMPONENTS];
        for (JobPriority p : priorities) {
            if (!(p.components() instanceof Breakdown b) || b.inTable()
                    || settings != null && b.settings() != settings) {
                return priorities;
            }
            settings = b.settings();
            double[] raw = b.raw();
            for (int k = 0; k < raw.length; k++) {
                used[k] |= Double.doubleToRawLongBits(raw[k]) != 0; // a -0.0 is kept as written
            }
        }
        int columns = 0;
        for (boolean u : used) {
            columns += u ? 1 : 0;
        }
        int[] kept = new int[columns];
        for (int k = 0, c = 0; k < used.length; k++) {
            if (used[k]) {
                kept[c++] = k;
            }
        }
        String[] ids = new String[n];
        long[] prio = new long[n];
        QosTerms[] qos = new QosTerms[n];
        double[] values = new double[columns * n];
        for (int r = 0; r < n; r++) {
            JobPriority p = priorities.get(r);
            Breakdown b = (Breakdown) p.components();
            ids[r] = p.jobId();
            prio[r] = p.priority();
            qos[r] = b.qos();
            double[] raw = b.raw();
            for (int c = 0; c < columns; c++) {
                values[c * n + r] = raw[kept[c]];
            }
        }
        return new PriorityTable(ids, prio, settings, qos, kept, values);
    }

    @Override
    public JobPriority get(int index) {
        return new JobPriority(ids[index], priorities[index], new Breakdown(this, index));
    }

    @Override
    public int size() {
        return ids.length;
    }

    PrioritySettings settings() {
        return settings;
    }

    QosTerms qos(int row) {
        return qos[row];
    }

    /** Row {@code row}'s raw subcomponent values, a fresh array. */
    double[] raw(int row) {
        double[] raw = new double[Priorities.SUBCOMPONENTS];
        int n = ids.length;
        for (int c = 0; c < kept.length; c++) {
            raw[kept[c]] = values[c * n + row];
        }
        return raw;
    }
}
