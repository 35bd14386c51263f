package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The priorities of one iteration's jobs, and the queue order they define ({@link QueueOrder}):
 * priority descending, then submit time ascending, then job number ascending (the numeric prefix
 * of the job id, {@code 1001.head} is 1001; ids without one sort after, by text).
 *
 * <p>Kept as a list in the order computed; the by-id view that {@link #of} and {@link #order}
 * read is built on first use, so ranking the jobs it was computed for ({@link #ranked}) hashes no
 * job id.
 */
public final class JobPriorities {

    /** The jobs scored, at the same positions as {@link #priorities}; null when built from priorities alone. */
    private final List<Job> jobs;
    private final List<JobPriority> priorities;
    private Map<String, JobPriority> byJob;

    JobPriorities(Collection<JobPriority> priorities) {
        this(null, List.copyOf(priorities));
    }

    /** @param jobs the jobs scored, {@code priorities.get(i)} being the priority of {@code jobs.get(i)} */
    JobPriorities(List<Job> jobs, List<JobPriority> priorities) {
        this.jobs = jobs;
        this.priorities = priorities;
    }

    /** Priorities without breakdowns, {@code values[i]} that of {@code jobs.get(i)}: no object per job until one is read. */
    JobPriorities(List<Job> jobs, long[] values) {
        this(jobs, new PriorityValues(jobs, values));
    }

    /**
     * Jobs in scheduling order, and their priorities in the same order; {@code positions[k]} the
     * index of {@code jobs.get(k)} in the list ranked (null where not known): a caller that reads
     * every job may read them in that list's order, as they lie in memory, and file what it finds by
     * rank position. Not copied: the caller must not change it.
     */
    public record Ranked(List<Job> jobs, List<JobPriority> priorities, int[] positions) {

        public Ranked(List<Job> jobs, List<JobPriority> priorities) {
            this(jobs, priorities, null);
        }
    }

    /** Every computed priority, in snapshot job order. */
    public List<JobPriority> all() {
        return priorities instanceof PriorityValues ? priorities : List.copyOf(priorities);
    }

    public Optional<JobPriority> of(String jobId) {
        return Optional.ofNullable(byJob().get(jobId));
    }

    /** The job's priority; {@link Long#MIN_VALUE} for a job this iteration did not prioritise. */
    public long priority(String jobId) {
        JobPriority p = byJob().get(jobId);
        return p == null ? Long.MIN_VALUE : p.priority();
    }

    /** {@code idle} in scheduling order; the input is not modified. */
    public List<Job> order(List<Job> idle) {
        long[] values = new long[idle.size()];
        for (int i = 0; i < values.length; i++) {
            JobPriority p = byJob().get(idle.get(i).id());
            values[i] = p == null ? Long.MIN_VALUE : p.priority();
        }
        int[] order = QueueOrder.sort(idle, values);
        return InOrder.of(idle, order, order.length);
    }

    /**
     * The jobs these priorities were computed for (the {@code jobs} given to
     * {@link Priorities#compute(io.jmaui.scheduler.config.MauiConfig, io.jmaui.scheduler.model.Snapshot,
     * FairshareSource, long, List)}), in scheduling order, with their priorities.
     *
     * @throws IllegalStateException when built from priorities alone
     */
    public Ranked ranked() {
        if (jobs == null) {
            throw new IllegalStateException("no jobs to rank: these priorities were given without their jobs");
        }
        if (priorities instanceof PriorityValues v) {
            return rankedValues(v);
        }
        long[] values = new long[priorities.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = priorities.get(i).priority();
        }
        int[] order = QueueOrder.sort(jobs, values);
        return new Ranked(InOrder.of(jobs, order, order.length), InOrder.of(priorities, order, order.length), order);
    }

    /** {@link #ranked()} of values alone: the ranked values beside the ranked jobs, no object per job. */
    private Ranked rankedValues(PriorityValues v) {
        long[] values = v.values();
        int[] order = QueueOrder.sort(jobs, values);
        List<Job> ranked = InOrder.of(jobs, order, order.length);
        long[] rankedValues = new long[order.length];
        for (int k = 0; k < order.length; k++) {
            rankedValues[k] = values[order[k]];
        }
        return new Ranked(ranked, new PriorityValues(ranked, rankedValues), order);
    }

    private Map<String, JobPriority> byJob() {
        if (byJob == null) {
            Map<String, JobPriority> m = new LinkedHashMap<>();
            for (JobPriority p : priorities) {
                m.put(p.jobId(), p);
            }
            byJob = m;
        }
        return byJob;
    }
}
