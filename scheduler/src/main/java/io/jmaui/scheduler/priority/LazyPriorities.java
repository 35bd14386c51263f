package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The priorities (without breakdowns) of jobs ranked by {@link QueueTimeOrder}, in their order,
 * worked out on the first read: the simulator's iterations mostly read none. Its inputs are
 * immutable (the snapshot, the iteration's fairshare usage), so the values are those the plain
 * path gives at the same time; a read from two threads at once works them out twice, alike.
 * Immutable.
 */
public final class LazyPriorities extends AbstractList<JobPriority> implements RandomAccess {

    private final MauiConfig cfg;
    private final Snapshot snapshot;
    private final FairshareSource fs;
    private final long now;
    private final List<Job> jobs;
    private volatile List<JobPriority> values;

    LazyPriorities(MauiConfig cfg, Snapshot snapshot, FairshareSource fs, long now, List<Job> jobs) {
        this.cfg = cfg;
        this.snapshot = snapshot;
        this.fs = fs;
        this.now = now;
        this.jobs = jobs;
    }

    /**
     * The priorities of {@code jobs} in their order, worked out on the first read: for an
     * iteration that ranks only the jobs it may start and lists the others' priorities in case
     * someone reads them.
     */
    public static LazyPriorities of(MauiConfig cfg, Snapshot snapshot, FairshareSource fs, long now, List<Job> jobs) {
        return new LazyPriorities(cfg, snapshot, fs, now, jobs);
    }

    @Override
    public JobPriority get(int index) {
        List<JobPriority> v = values;
        if (v == null) {
            v = Priorities.compute(cfg, snapshot, fs, now, jobs, false).all();
            values = v;
        }
        return v.get(index);
    }

    @Override
    public int size() {
        return jobs.size();
    }
}
