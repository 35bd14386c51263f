package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.PreemptMode;

import java.util.List;
import java.util.Map;

/**
 * The maui.cfg parameters the engine reads, with Maui's defaults (guide appendix F). Built from
 * {@code MauiConfig} by {@link Settings}: once per config, node priorities once per iteration.
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
 * @param exactProc            JOBNODEMATCHPOLICY EXACTPROC
 * @param nodePriorities       NODECFG[name] PRIORITY
 * @param preemptPolicy        PREEMPTPOLICY; null for OVERCOMMIT, which TORQUE cannot carry out
 */
record EngineSettings(
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
        boolean exactProc,
        Map<String, Double> nodePriorities,
        PreemptMode preemptPolicy) {

    public EngineSettings {
        reservationGroups = List.copyOf(reservationGroups);
        nodePriorities = Map.copyOf(nodePriorities);
    }
}
