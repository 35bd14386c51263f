package io.jmaui.scheduler.partition;

import io.jmaui.scheduler.allocation.ResourceSets;

import java.util.List;

/**
 * The partitions one job may run in (guide 7.2), its default first, then in node order.
 *
 * @param allowed   the partitions it may use; empty when it may use none
 * @param requested its own {@code x=PARTITION} request, empty when it made none
 * @param bound     whether it must keep to one partition of several (false when the nodes are in
 *                  one partition it may use: nothing to choose)
 */
public record JobPartitions(List<String> allowed, List<String> requested, boolean bound) {

    /** One partition and the job may use it: no constraint at all. */
    public static final JobPartitions ANYWHERE = new JobPartitions(List.of(), List.of(), false);

    public JobPartitions {
        allowed = List.copyOf(allowed);
        requested = List.copyOf(requested);
    }

    static JobPartitions of(List<String> existing, List<String> allowed, List<String> requested) {
        boolean bound = !(existing.size() <= 1 && allowed.size() == existing.size());
        return new JobPartitions(allowed, requested, bound);
    }

    /** True when the job may run in no partition at all. */
    public boolean denied() {
        return bound && allowed.isEmpty();
    }

    /** The constraint on the job's nodes: one allowed partition at a time, {@code inner} (its node sets) inside it. */
    public ResourceSets scope(ResourceSets inner) {
        return bound ? new PartitionScope(allowed, inner) : inner;
    }
}
