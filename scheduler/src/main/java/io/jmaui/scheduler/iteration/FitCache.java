package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Job;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The mirror of {@link RefusalCache} for a verdict without hosts ({@link SchedulePriorityJobs#fitsNow}):
 * remembers jobs found to fit now, so that a job of the same kind (same per-task resources, class,
 * user, node access policy, allocation policy, reservations and partitions open to it) asking for
 * no more tasks for no longer fits too, without a search. A job refused by its limits asks this
 * only to learn its reason and whether it blocks the jobs below it; under limits most of the queue
 * does, at every event. Unlike a refusal, a fit lasts only while nothing more is held: every
 * answer is kept with the availability's hold count ({@code Availability.holds()}) it was found
 * at, and a lookup at another count forgets them all.
 */
final class FitCache {

    /** The kind of a job: what besides its size and length decides where it fits ({@link #key}). */
    record Key(RefusalCache.Key kind, NodeAccessPolicy jobAccess, String policy) {

        /** Written out as {@link RefusalCache.Key}'s (why there). */
        @Override
        public boolean equals(Object o) {
            return o == this || o instanceof Key k && jobAccess == k.jobAccess && kind.equals(k.kind)
                    && Objects.equals(policy, k.policy);
        }

        @Override
        public int hashCode() {
            return 31 * (31 * kind.hashCode() + Objects.hashCode(jobAccess)) + Objects.hashCode(policy);
        }
    }

    /** Per kind: tasks -> the longest walltime found to fit with at least that many tasks. */
    private final Map<Key, TreeMap<Integer, Long>> fitted = new HashMap<>();
    private long holds = -1;

    /**
     * True when a job of the same kind, at least as large and as long, was found to fit while the
     * availability stood at {@code holds} holds. {@code key} null: not cacheable.
     */
    boolean fits(Key key, int tasks, long walltime, long holds) {
        if (key == null || holds < 0 || !current(holds)) {
            return false;
        }
        TreeMap<Integer, Long> frontier = fitted.get(key);
        if (frontier == null) {
            return false;
        }
        // the frontier's walltimes fall as its task counts rise: the first entry at or above
        // tasks is the longest among those large enough
        Map.Entry<Integer, Long> e = frontier.ceilingEntry(tasks);
        return e != null && e.getValue() >= walltime;
    }

    void fitted(Key key, int tasks, long walltime, long holds) {
        if (key == null || holds < 0) {
            return;
        }
        current(holds);
        TreeMap<Integer, Long> frontier = fitted.computeIfAbsent(key, k -> new TreeMap<>());
        Map.Entry<Integer, Long> ceiling = frontier.ceilingEntry(tasks);
        if (ceiling != null && ceiling.getValue() >= walltime) {
            return;
        }
        frontier.put(tasks, walltime);
        Map.Entry<Integer, Long> lower = frontier.lowerEntry(tasks);
        while (lower != null && lower.getValue() <= walltime) {
            frontier.remove(lower.getKey());
            lower = frontier.lowerEntry(tasks);
        }
    }

    /** Forgets every fit found at another hold count; true when the cache was already at {@code holds}. */
    private boolean current(long holds) {
        if (holds == this.holds) {
            return true;
        }
        fitted.clear();
        this.holds = holds;
        return false;
    }

    /** The kind of a cacheable job (the caller decides which are), with the reservations open to it. */
    static Key key(Job j, long access, Object partitions, NodeAccessPolicy jobAccess, String policy) {
        return new Key(new RefusalCache.Key(j.perTask(), j.credentials().jobClass(), j.credentials().user(), access,
                partitions), jobAccess, policy);
    }
}
