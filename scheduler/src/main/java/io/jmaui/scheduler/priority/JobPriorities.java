package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The priorities of one iteration's jobs, and the queue order they define: priority descending,
 * then submit time ascending, then job number ascending (the numeric prefix of the job id,
 * {@code 1001.head} is 1001; ids without one sort after, by text).
 */
public final class JobPriorities {

    private final Map<String, JobPriority> byJob;

    JobPriorities(Collection<JobPriority> priorities) {
        Map<String, JobPriority> m = new LinkedHashMap<>();
        for (JobPriority p : priorities) {
            m.put(p.jobId(), p);
        }
        this.byJob = m;
    }

    /** Every computed priority, in snapshot job order. */
    public List<JobPriority> all() {
        return List.copyOf(byJob.values());
    }

    public Optional<JobPriority> of(String jobId) {
        return Optional.ofNullable(byJob.get(jobId));
    }

    /** The job's priority; {@link Long#MIN_VALUE} for a job this iteration did not prioritise. */
    public long priority(String jobId) {
        JobPriority p = byJob.get(jobId);
        return p == null ? Long.MIN_VALUE : p.priority();
    }

    /** {@code idle} in scheduling order; the input is not modified. */
    public List<Job> order(List<Job> idle) {
        Key[] keys = new Key[idle.size()];
        for (int i = 0; i < keys.length; i++) {
            Job j = idle.get(i);
            keys[i] = new Key(j, priority(j.id()), j.submitTime(), jobNumber(j.id()));
        }
        Arrays.sort(keys, ORDER);
        List<Job> out = new ArrayList<>(keys.length);
        for (Key k : keys) {
            out.add(k.job);
        }
        return out;
    }

    private record Key(Job job, long priority, long submit, long number) {
    }

    private static final Comparator<Key> ORDER = ((Comparator<Key>) (a, b) -> Long.compare(b.priority, a.priority))
            .thenComparingLong(k -> k.submit)
            .thenComparingLong(k -> k.number)
            .thenComparing(k -> k.job.id());

    /** The leading digits of a job id; {@link Long#MAX_VALUE} when there are none. */
    static long jobNumber(String id) {
        int end = 0;
        while (end < id.length() && end < 18 && Character.isDigit(id.charAt(end))) {
            end++;
        }
        return end == 0 ? Long.MAX_VALUE : Long.parseLong(id, 0, end, 10);
    }
}
