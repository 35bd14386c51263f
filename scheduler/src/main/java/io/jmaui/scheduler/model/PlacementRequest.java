package io.jmaui.scheduler.model;

import java.util.List;

/**
 * Where a job asks to be placed beyond its resources, as its resource manager extension gives it
 * (guide 13.3): {@code qsub -W x=PARTITION:math}, {@code x=NACCESSPOLICY:SINGLEJOB} (or TORQUE's
 * {@code qsub -n}), {@code x=NODESET:ONEOF:FEATURE:switchA,switchB}, {@code x=NALLOCPOLICY:MINRESOURCE}. Words are kept upper case as
 * given and checked where they are used; null is "not asked", the system's setting applies.
 *
 * @param partitions   the partitions the job asks to run in (Maui's PMASK: one of them), empty for any
 * @param accessPolicy the node access policy the job asks for: SHARED, SINGLEUSER, SINGLEJOB or SINGLETASK
 * @param nodeSet      the node set the job asks for (NODESET), null for the system's
 * @param allocationPolicy the node allocation policy the job asks for (NALLOCPOLICY, one of
 *                     NODEALLOCATIONPOLICY's words), null for the system's
 */
public record PlacementRequest(List<String> partitions, String accessPolicy, NodeSetRequest nodeSet,
                               String allocationPolicy) {

    /** Nothing asked: the system's settings apply. */
    public static final PlacementRequest NONE = new PlacementRequest(List.of(), null, null, null);

    public PlacementRequest {
        partitions = partitions == null ? List.of() : List.copyOf(partitions);
    }

    /** True when the job asks for nothing beyond its resources. */
    public boolean isNone() {
        return partitions.isEmpty() && accessPolicy == null && nodeSet == null && allocationPolicy == null;
    }

    public PlacementRequest withPartitions(List<String> p) {
        return new PlacementRequest(p, accessPolicy, nodeSet, allocationPolicy);
    }

    public PlacementRequest withAccessPolicy(String a) {
        return new PlacementRequest(partitions, a, nodeSet, allocationPolicy);
    }

    public PlacementRequest withNodeSet(NodeSetRequest s) {
        return new PlacementRequest(partitions, accessPolicy, s, allocationPolicy);
    }

    public PlacementRequest withAllocationPolicy(String a) {
        return new PlacementRequest(partitions, accessPolicy, nodeSet, a);
    }
}
