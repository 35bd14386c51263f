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
public final class PriorityTable extends AbstractList<JobPriority> implements RandomAccess, Breakdown.Rows {

    private final String[] ids;
    private final long[] priorities;
    private final PrioritySettings settings;
    private final QosTerms[] qos;
    /** The subcomponents kept, by {@link Subcomponent#ordinal()}; every other one is 0 for every job. */
    private final int[] kept;
    /** Column c's row r at {@code columns[c][r]}. */
    private final double[][] columns;

    private PriorityTable(String[] ids, long[] priorities, PrioritySettings settings, QosTerms[] qos, int[] kept,
                          double[][] columns) {
        this.ids = ids;
        this.priorities = priorities;
        this.settings = settings;
        this.qos = qos;
        this.kept = kept;
        this.columns = columns;
    }

    /**
     * {@code priorities} kept as a table, or as they are when they are not all breakdowns of
     * their own under one set of weights (priorities without breakdowns, already a table).
     */
    public static List<JobPriority> of(List<JobPriority> priorities) {
        int n = priorities.size();
        if (n == 0 || priorities instanceof PriorityTable || priorities instanceof DeferredBreakdowns) {
            return priorities;
        }
        return built(priorities);
    }

    /** {@code priorities}, each with a breakdown of its own under one set of weights, as a table; else as they are. */
    static List<JobPriority> built(List<JobPriority> priorities) {
        int n = priorities.size();
        // one pass: each job's breakdown is read once (at 100,000 jobs two passes were a tenth of
        // the daemon's steady iteration, JFR); a column is made when some job first has a value in it
        PrioritySettings settings = null;
        double[][] byOrdinal = new double[Priorities.SUBCOMPONENTS][];
        String[] ids = new String[n];
        long[] prio = new long[n];
        QosTerms[] qos = new QosTerms[n];
        for (int r = 0; r < n; r++) {
            JobPriority p = priorities.get(r);
            if (!(p.components() instanceof Breakdown b) || b.inTable()
                    || settings != null && b.settings() != settings) {
                return priorities;
            }
            settings = b.settings();
            ids[r] = p.jobId();
            prio[r] = p.priority();
            qos[r] = b.qos();
            double[] raw = b.raw();
            for (int k = 0; k < raw.length; k++) {
                double v = raw[k];
                if (Double.doubleToRawLongBits(v) != 0) { // a -0.0 is kept as written
                    if (byOrdinal[k] == null) {
                        byOrdinal[k] = new double[n];
                    }
                    byOrdinal[k][r] = v;
                }
            }
        }
        int count = 0;
        for (double[] column : byOrdinal) {
            count += column != null ? 1 : 0;
        }
        int[] kept = new int[count];
        double[][] columns = new double[count][];
        for (int k = 0, c = 0; k < byOrdinal.length; k++) {
            if (byOrdinal[k] != null) {
                kept[c] = k;
                columns[c++] = byOrdinal[k];
            }
        }
        return new PriorityTable(ids, prio, settings, qos, kept, columns);
    }

    @Override
    public JobPriority get(int index) {
        return new JobPriority(ids[index], priorities[index], new Breakdown(this, index));
    }

    @Override
    public int size() {
        return ids.length;
    }

    @Override
    public PrioritySettings settings() {
        return settings;
    }

    @Override
    public QosTerms qos(int row) {
        return qos[row];
    }

    @Override
    public double[] raw(int row) {
        double[] raw = new double[Priorities.SUBCOMPONENTS];
        for (int c = 0; c < kept.length; c++) {
            raw[kept[c]] = columns[c][row];
        }
        return raw;
    }
}
