package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;

import java.util.List;
import java.util.Map;

/**
 * The maui.cfg parameters the engine reads, with Maui's defaults (guide appendix F). Built from
 * {@code MauiConfig} by {@link Iteration#run(io.jmaui.scheduler.config.MauiConfig,
 * io.jmaui.scheduler.model.Snapshot, long)}; tests and benchmarks may build one directly.
 *
 * @param reservationGroups    RESERVATIONDEPTH[X] / RESERVATIONQOSLIST[X]; default one group, depth 1, ALL
 * @param reservationPolicy    RESERVATIONPOLICY: CURRENTHIGHEST (default), HIGHEST, NEVER
 * @param backfillPolicy       BACKFILLPOLICY: FIRSTFIT (default), BESTFIT, GREEDY, NONE
 * @param backfillDepth        BACKFILLDEPTH: idle jobs considered for backfill, 0 = all
 * @param backfillMetric       BACKFILLMETRIC: PROCS (default), PROCSECONDS, SECONDS, PE, PESECONDS
 * @param bfChunkSize          BFCHUNKSIZE, procs (0 = no chunking)
 * @param bfChunkDuration      BFCHUNKDURATION, seconds
 * @param nodeAllocationPolicy NODEALLOCATIONPOLICY word
 * @param nodeAccessPolicy     NODEACCESSPOLICY
 * @param exactNode            JOBNODEMATCHPOLICY EXACTNODE
 * @param nodePriorities       NODECFG[name] PRIORITY
 */
public record EngineSettings(
        List<ReservationGroup> reservationGroups,
        String reservationPolicy,
        String backfillPolicy,
        int backfillDepth,
        String backfillMetric,
        int bfChunkSize,
        long bfChunkDuration,
        String nodeAllocationPolicy,
        NodeAccessPolicy nodeAccessPolicy,
        boolean exactNode,
        Map<String, Double> nodePriorities) {

    public EngineSettings {
        reservationGroups = List.copyOf(reservationGroups);
        nodePriorities = Map.copyOf(nodePriorities);
    }

    public static EngineSettings defaults() {
        return new EngineSettings(List.of(new ReservationGroup(1, java.util.Set.of())), "CURRENTHIGHEST", "FIRSTFIT",
                0, "PROCS", 0, 0, NodeAllocationPolicies.DEFAULT, NodeAccessPolicy.SHARED, false, Map.of());
    }

    public EngineSettings withReservationDepth(int depth) {
        return withReservationGroups(List.of(new ReservationGroup(depth, java.util.Set.of())));
    }

    public EngineSettings withReservationGroups(List<ReservationGroup> groups) {
        return new EngineSettings(groups, reservationPolicy, backfillPolicy, backfillDepth, backfillMetric,
                bfChunkSize, bfChunkDuration, nodeAllocationPolicy, nodeAccessPolicy, exactNode, nodePriorities);
    }

    public EngineSettings withReservationPolicy(String word) {
        return new EngineSettings(reservationGroups, word, backfillPolicy, backfillDepth, backfillMetric,
                bfChunkSize, bfChunkDuration, nodeAllocationPolicy, nodeAccessPolicy, exactNode, nodePriorities);
    }

    public EngineSettings withBackfill(String policy, int depth, String metric) {
        return new EngineSettings(reservationGroups, reservationPolicy, policy, depth, metric,
                bfChunkSize, bfChunkDuration, nodeAllocationPolicy, nodeAccessPolicy, exactNode, nodePriorities);
    }

    public EngineSettings withChunking(int size, long duration) {
        return new EngineSettings(reservationGroups, reservationPolicy, backfillPolicy, backfillDepth, backfillMetric,
                size, duration, nodeAllocationPolicy, nodeAccessPolicy, exactNode, nodePriorities);
    }

    public EngineSettings withNodes(String allocationPolicy, NodeAccessPolicy access, boolean exact,
                                    Map<String, Double> priorities) {
        return new EngineSettings(reservationGroups, reservationPolicy, backfillPolicy, backfillDepth, backfillMetric,
                bfChunkSize, bfChunkDuration, allocationPolicy, access, exact, priorities);
    }
}
