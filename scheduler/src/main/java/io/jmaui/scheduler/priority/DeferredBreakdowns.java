package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;

import java.util.AbstractList;
import java.util.Collections;
import java.util.List;
import java.util.RandomAccess;

/**
 * Ranked priorities whose breakdowns are worked out when the first one is read: the daemon's
 * iterations rank 100,000 queued jobs by their values alone, as the simulator's do, and keep what
 * a breakdown is made from (maui.cfg, the snapshot, the iteration's fairshare usage and time, all
 * immutable) for the diagnose -p, checkjob or showq that reads one. Scoring each job with its
 * breakdown and keeping them as a {@link PriorityTable} was a fifth of the daemon's steady
 * iteration at 100,000 jobs x 10,000 nodes (JFR), for commands that mostly do not run before the
 * next iteration replaces the result. The breakdowns are those of {@link Priorities#compute} with
 * breakdowns at the same time, in the same order; a read from two threads at once works them out
 * twice, alike. Immutable.
 */
public final class DeferredBreakdowns extends AbstractList<JobPriority> implements RandomAccess, Breakdown.Rows {

    private final MauiConfig cfg;
    private final Snapshot snapshot;
    private final FairshareSource fs;
    private final long now;
    private final List<Job> jobs;
    private final long[] priorities;
    private volatile PriorityTable rows;

    private DeferredBreakdowns(MauiConfig cfg, Snapshot snapshot, FairshareSource fs, long now, List<Job> jobs,
                               long[] priorities) {
        this.cfg = cfg;
        this.snapshot = snapshot;
        this.fs = fs;
        this.now = now;
        this.jobs = jobs;
        this.priorities = priorities;
    }

    /**
     * {@code ranked}'s priorities (computed with or without breakdowns, from these inputs), each
     * with a breakdown worked out on first read.
     */
    public static DeferredBreakdowns of(MauiConfig cfg, Snapshot snapshot, FairshareSource fs, long now,
                                        JobPriorities.Ranked ranked) {
        List<JobPriority> given = ranked.priorities();
        if (given instanceof PriorityValues v) {
            // both handed over by JobPriorities.ranked, which keeps neither: nothing to copy
            return new DeferredBreakdowns(cfg, snapshot, fs, now, Collections.unmodifiableList(ranked.jobs()), v.values());
        }
        long[] values = new long[given.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = given.get(i).priority();
        }
        return new DeferredBreakdowns(cfg, snapshot, fs, now, List.copyOf(ranked.jobs()), values);
    }

    @Override
    public JobPriority get(int index) {
        return new JobPriority(jobs.get(index).id(), priorities[index], new Breakdown(this, index));
    }

    @Override
    public int size() {
        return priorities.length;
    }

    @Override
    public PrioritySettings settings() {
        return rows().settings();
    }

    @Override
    public QosTerms qos(int row) {
        return rows().qos(row);
    }

    @Override
    public double[] raw(int row) {
        return rows().raw(row);
    }

    private PriorityTable rows() {
        PriorityTable t = rows;
        if (t == null) {
            // every job scored with its breakdown, in rank order: one table, as an eager iteration kept it
            t = (PriorityTable) PriorityTable.built(Priorities.compute(cfg, snapshot, fs, now, jobs, true).all());
            rows = t;
        }
        return t;
    }
}
