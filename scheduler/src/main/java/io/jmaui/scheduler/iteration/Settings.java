package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodePriorities;
import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.JobNodeMatchPolicy;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Snapshot;

import java.util.ArrayList;
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

    /** The engine's settings for an iteration over {@code snapshot}; {@code warnings} receives what maui.cfg asks that cannot apply. */
    static EngineSettings from(MauiConfig cfg, Snapshot snapshot, List<String> warnings) {
        Read read = cfg.derived(READ);
        if (read.plain()) {
            return read.settings();
        }
        Map<String, Double> priorities = NodePriorities.of(cfg, snapshot, warnings);
        warnings.addAll(read.warnings());
        EngineSettings e = read.settings();
        return priorities.isEmpty() ? e : new EngineSettings(e.reservationGroups(), e.reservationPolicy(),
                e.backfillPolicy(), e.backfillDepth(), e.backfillMetric(), e.bfChunkSize(), e.bfChunkDuration(),
                e.nodeAllocationPolicy(), e.nodeAccessPolicy(), e.exactNode(), e.exactProc(), priorities, e.preemptPolicy());
    }

    /** The settings of {@code cfg} alone, without node priorities or warnings (for a stage's per-config parts). */
    static EngineSettings ofConfig(MauiConfig cfg) {
        return cfg.derived(READ).settings();
    }

    /**
     * What maui.cfg alone gives (no node priorities, which PRIORITYF computes from the nodes' state),
     * and its warnings: read once per config ({@link MauiConfig#derived}), not at every iteration.
     * {@code plain}: no NODECFG (so no node has an allocation priority) and no warning, so an
     * iteration takes the settings as they are, without a walk of the nodes for priorities.
     */
    private record Read(EngineSettings settings, List<String> warnings, boolean plain) {
    }

    private static final Derived<Read> READ = Derived.of(Settings::read);

    private static Read read(MauiConfig cfg) {
        SortedMap<String, Integer> depths = cfg.indexed(Parameters.RESERVATIONDEPTH);
        SortedMap<String, List<String>> lists = cfg.indexed(Parameters.RESERVATIONQOSLIST);
        Set<String> indexes = new TreeSet<>((a, b) -> Long.compare(index(a), index(b)));
        indexes.addAll(depths.keySet());
        indexes.addAll(lists.keySet());
        List<ReservationGroup> groups = new ArrayList<>();
        for (String i : indexes) {
            int depth = depths.getOrDefault(i, Parameters.RESERVATIONDEPTH.defaultValue());
            List<String> qos = lists.getOrDefault(i, List.of("ALL"));
            groups.add(new ReservationGroup(depth, qos.stream().anyMatch("ALL"::equalsIgnoreCase) ? Set.of() : Set.copyOf(qos)));
        }
        if (groups.isEmpty()) {
            groups.add(new ReservationGroup(Parameters.RESERVATIONDEPTH.defaultValue(), Set.of()));
        }
        List<String> warnings = new ArrayList<>();
        EngineSettings e = new EngineSettings(groups,
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
                Map.of(), preemptPolicy(cfg, warnings));
        // no NODECFG, so no node's allocation priority, and nothing to warn of: the settings are the config's alone
        return new Read(e, List.copyOf(warnings), warnings.isEmpty() && cfg.nodeConfigs().isEmpty());
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
