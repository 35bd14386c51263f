package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Remembers requests that did not fit now, so that a job asking for at least as many tasks of the
 * same kind (same per-task resources and class, no features, host list, nodes/ppn or placement
 * request, the same admin and standing reservations and partitions open to it) for at least as long is refused
 * without a search. Per kind it keeps the Pareto frontier of refusals (more tasks, shorter walltime), so one lookup is a floor search.
 * Within an iteration the availability only shrinks (starts and reservations hold, nothing is
 * released), so a refusal stays true to the end of the iteration. This keeps a 100k-job queue on
 * a full machine cheap.
 */
final class RefusalCache {

    /**
     * @param access the reservations open to the job, as {@link IterationState#reservationAccess} gives them
     */
    record Key(Resources perTask, String jobClass, String user, long access, Object partitions) {

        /**
         * Written out, giving what the record's own gives (31 * h + each component's hash, from 0, so
         * hash maps keep their order): in C1 code, which a simulation's early runs mostly execute, a
         * record's generated equals and hashCode go through method handles, some 250-900 ns a call
         * against 10-30 written out. Looked up per job tried.
         */
        @Override
        public boolean equals(Object o) {
            return o == this || o instanceof Key k && access == k.access && Objects.equals(perTask, k.perTask)
                    && Objects.equals(jobClass, k.jobClass) && Objects.equals(user, k.user)
                    && Objects.equals(partitions, k.partitions);
        }

        @Override
        public int hashCode() {
            int h = Objects.hashCode(perTask);
            h = 31 * h + Objects.hashCode(jobClass);
            h = 31 * h + Objects.hashCode(user);
            h = 31 * h + Long.hashCode(access);
            return 31 * h + Objects.hashCode(partitions);
        }
    }

    /** Per kind: tasks -> the shortest walltime refused with at most that many tasks. */
    private final Map<Key, TreeMap<Integer, Long>> refused = new HashMap<>();
    private final boolean perUser;
    private final Function<Job, Object> partitions;

    /** @param perUser NODEACCESSPOLICY SINGLEUSER: refusals hold per user only */
    RefusalCache(boolean perUser) {
        this(perUser, j -> null);
    }

    /**
     * @param perUser    NODEACCESSPOLICY SINGLEUSER: refusals hold per user only
     * @param partitions the partitions a job may use (guide 7.2): refusals hold among jobs that may use the same
     */
    RefusalCache(boolean perUser, Function<Job, Object> partitions) {
        this.perUser = perUser;
        this.partitions = partitions;
    }

    /**
     * True when a job of the same kind and reservation access, no larger and no longer, was
     * refused this iteration.
     *
     * @param access the reservations open to the job ({@link IterationState#reservationAccess}),
     *               -1 for a job not to cache (not {@link #simple}, or too many reservations)
     */
    boolean refuses(Job j, long walltime, long access) {
        if (access < 0) {
            return false;
        }
        TreeMap<Integer, Long> frontier = refused.get(key(j, access));
        if (frontier == null) {
            return false;
        }
        Map.Entry<Integer, Long> e = frontier.floorEntry(j.tasks());
        return e != null && walltime >= e.getValue();
    }

    void refused(Job j, long walltime, long access) {
        if (access < 0) {
            return;
        }
        TreeMap<Integer, Long> frontier = refused.computeIfAbsent(key(j, access), k -> new TreeMap<>());
        Map.Entry<Integer, Long> floor = frontier.floorEntry(j.tasks());
        if (floor != null && floor.getValue() <= walltime) {
            return;
        }
        frontier.put(j.tasks(), walltime);
        Map.Entry<Integer, Long> higher = frontier.higherEntry(j.tasks());
        while (higher != null && higher.getValue() >= walltime) {
            frontier.remove(higher.getKey());
            higher = frontier.higherEntry(j.tasks());
        }
    }

    static boolean simple(Job j) {
        return j.features().isEmpty() && j.requestedHosts().isEmpty() && j.nodes() == 0 && j.tasksPerNode() == 0
                && j.placement().isNone();
    }

    private Key key(Job j, long access) {
        return new Key(j.perTask(), j.credentials().jobClass(), perUser ? j.credentials().user() : null, access,
                partitions.apply(j));
    }
}
