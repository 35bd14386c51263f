package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The priorities of one iteration's jobs, and the queue order they define: priority descending,
 * then submit time ascending, then job number ascending (the numeric prefix of the job id,
 * {@code 1001.head} is 1001; ids without one sort after, by text).
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

    /** Jobs in scheduling order, and their priorities in the same order. */
    public record Ranked(List<Job> jobs, List<JobPriority> priorities) {
    }

    /** Every computed priority, in snapshot job order. */
    public List<JobPriority> all() {
        return List.copyOf(priorities);
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
        Key[] keys = new Key[idle.size()];
        for (int i = 0; i < keys.length; i++) {
            Job j = idle.get(i);
            keys[i] = new Key(j, byJob().get(j.id()));
        }
        sort(keys);
        List<Job> out = new ArrayList<>(keys.length);
        for (Key k : keys) {
            out.add(k.job);
        }
        return out;
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
        Key[] keys = new Key[jobs.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = new Key(jobs.get(i), priorities.get(i));
        }
        sort(keys);
        List<Job> order = new ArrayList<>(keys.length);
        List<JobPriority> ranked = new ArrayList<>(keys.length);
        for (Key k : keys) {
            order.add(k.job);
            ranked.add(k.priority);
        }
        return new Ranked(order, ranked);
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

    /**
     * Sorts {@code keys} into queue order, as {@code Arrays.sort(keys, Key::compare)} would. When
     * the priorities span less than 2^31 (always, short of setspri's relative adjustments), by
     * priority first as primitive longs (the priority's rank above the lowest in the high half,
     * the position in the low half: 100,000 objects sorted by comparator took a tenth of an
     * iteration), then each run of equal priority by the comparator.
     */
    private static void sort(Key[] keys) {
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (Key k : keys) {
            min = Math.min(min, k.value);
            max = Math.max(max, k.value);
        }
        if (keys.length < 2 || max - min < 0 || max - min >= 1L << 31) {
            Arrays.sort(keys, Key::compare);
            return;
        }
        long[] codes = new long[keys.length];
        for (int i = 0; i < keys.length; i++) {
            codes[i] = (max - keys[i].value) << 32 | i;
        }
        Arrays.sort(codes);
        Key[] byValue = new Key[keys.length];
        for (int i = 0; i < codes.length; i++) {
            byValue[i] = keys[(int) codes[i]];
        }
        for (int from = 0; from < byValue.length; ) {
            int to = from + 1;
            while (to < byValue.length && byValue[to].value == byValue[from].value) {
                to++;
            }
            if (to - from > 1) {
                Arrays.sort(byValue, from, to, Key::compare);
            }
            from = to;
        }
        System.arraycopy(byValue, 0, keys, 0, keys.length);
    }

    /** One job's sort key, its numbers read once rather than at each of the sort's comparisons. */
    private static final class Key {
        final Job job;
        final JobPriority priority;
        final long value;
        final long submit;
        /** The job number, read from the id only when a tie asks for it. */
        private long number;
        private boolean numbered;

        Key(Job job, JobPriority priority) {
            this.job = job;
            this.priority = priority;
            this.value = priority == null ? Long.MIN_VALUE : priority.priority();
            this.submit = job.submitTime();
        }

        long number() {
            if (!numbered) {
                number = jobNumber(job.id());
                numbered = true;
            }
            return number;
        }

        static int compare(Key a, Key b) {
            if (a.value != b.value) {
                return a.value > b.value ? -1 : 1;
            }
            if (a.submit != b.submit) {
                return a.submit < b.submit ? -1 : 1;
            }
            if (a.number() != b.number()) {
                return a.number() < b.number() ? -1 : 1;
            }
            return a.job.id().compareTo(b.job.id());
        }
    }

    /** The leading digits of a job id; {@link Long#MAX_VALUE} when there are none. */
    static long jobNumber(String id) {
        int end = 0;
        while (end < id.length() && end < 18 && Character.isDigit(id.charAt(end))) {
            end++;
        }
        return end == 0 ? Long.MAX_VALUE : Long.parseLong(id, 0, end, 10);
    }
}
