package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodePriorities;
import io.jmaui.scheduler.config.JobNodeMatchPolicy;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeSet;

/**
 * Reads the engine's parameters out of maui.cfg: RESERVATIONDEPTH[X] with RESERVATIONQOSLIST[X]
 * (one group per index, in index order; ALL or no list admits every QOS), RESERVATIONPOLICY,
 * BACKFILLPOLICY, BACKFILLDEPTH, BACKFILLMETRIC, BFCHUNKSIZE, BFCHUNKDURATION,
 * NODEALLOCATIONPOLICY, NODEACCESSPOLICY, JOBNODEMATCHPOLICY EXACTNODE and EXACTPROC, and each node's
 * allocation priority from NODECFG PRIORITY and PRIORITYF ({@link NodePriorities}; NODECFG[DEFAULT] included).
 */
final class Settings {

    private Settings() {
    }

    static EngineSettings from(MauiConfig cfg, Snapshot snapshot, List<String> warnings) {
        SortedMap<String, Integer> depths = cfg.indexed(Parameters.RESERVATIONDEPTH);
        SortedMap<String, List<String>> lists = cfg.indexed(Parameters.RESERVATIONQOSLIST);
        Set<String> indexes = new TreeSet<>((a, b) -> Long.compare(index(a), index(b)));
        indexes.addAll(depths.keySet());
        indexes.addAll(lists.keySet());
        List<ReservationGroup> groups = new ArrayList<>();
        for (String i : indexes) {
            int depth = depths.getOrDefault(i, Parameters.RESERVATIONDEPTH.defaultValue());
            List<String> qos = lists.getOrDefault(i, List.of("ALL"));
            groups.add(new ReservationGroup(depth, qos.stream().anyMatch("ALL"::equalsIgnoreCase) ? Set.of() : new HashSet<>(qos)));
        }
        if (groups.isEmpty()) {
            groups.add(new ReservationGroup(Parameters.RESERVATIONDEPTH.defaultValue(), Set.of()));
        }
        Map<String, Double> priorities = NodePriorities.of(cfg, snapshot, warnings);
        return new EngineSettings(groups,
                cfg.get(Parameters.RESERVATIONPOLICY).name(),
                cfg.get(Parameters.BACKFILLPOLICY).name(),
                cfg.get(Parameters.BACKFILLDEPTH),
                cfg.get(Parameters.BACKFILLMETRIC).name(),
                cfg.get(Parameters.BFCHUNKSIZE),
                cfg.get(Parameters.BFCHUNKDURATION),
                cfg.get(Parameters.NODEALLOCATIONPOLICY).name(),
                NodeAccessPolicy.valueOf(cfg.get(Parameters.NODEACCESSPOLICY).name()),
                cfg.get(Parameters.JOBNODEMATCHPOLICY).contains(JobNodeMatchPolicy.EXACTNODE),
                cfg.get(Parameters.JOBNODEMATCHPOLICY).contains(JobNodeMatchPolicy.EXACTPROC),
                priorities, preemptPolicy(cfg, warnings));
    }

    /** PREEMPTPOLICY; OVERCOMMIT (leave preemption to the resource manager) has no TORQUE request to carry it. */
    private static PreemptMode preemptPolicy(MauiConfig cfg, List<String> warnings) {
        String p = cfg.get(Parameters.PREEMPTPOLICY);
        if (p.equals("OVERCOMMIT")) {
            warnings.add("PREEMPTPOLICY OVERCOMMIT cannot apply to TORQUE: pbs_server runs no job on slots another job"
                    + " holds, so no job is preempted");
            return null;
        }
        return PreemptMode.valueOf(p);
    }

    private static long index(String i) {
        try {
            return Long.parseLong(i);
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }
}
