package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * Priorities without breakdowns kept as their values beside their jobs: the {@link JobPriority}
 * of a position is made when it is read. An iteration that only orders its jobs (the daemon's
 * 100,000 queued jobs, whose breakdowns {@link DeferredBreakdowns} works out for the command that
 * asks; the simulator's events) sorts the values and reads few priorities, where one object per
 * job per iteration was allocated and copied through three lists. Immutable: the caller hands
 * both over and never writes them again.
 */
public final class PriorityValues extends AbstractList<JobPriority> implements RandomAccess {

    private final List<Job> jobs;
    private final long[] values;

    /** @param values {@code values[i]} the priority of {@code jobs.get(i)} */
    PriorityValues(List<Job> jobs, long[] values) {
        if (jobs.size() != values.length) {
            throw new IllegalArgumentException(jobs.size() + " jobs, " + values.length + " priorities");
        }
        this.jobs = jobs;
        this.values = values;
    }

    @Override
    public JobPriority get(int index) {
        return new JobPriority(jobs.get(index).id(), values[index], List.of());
    }

    /** The values by position, no object made; read only. */
    long[] values() {
        return values;
    }

    @Override
    public int size() {
        return values.length;
    }
}
