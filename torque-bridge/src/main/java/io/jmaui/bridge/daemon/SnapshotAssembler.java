package io.jmaui.bridge.daemon;

import io.jmaui.bridge.state.DeferPolicy;
import io.jmaui.bridge.state.PreemptionLedger;
import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.bridge.state.StartLedger;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Snapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The snapshot one iteration sees: what pbs_server reported, with what only the scheduler knows
 * laid over it (starts in flight and deferrals from the ledger, preemptions in flight and each
 * job's preemption history, bypass counts, setspri
 * priorities, administrative reservations, fairshare history, since when nodes are down).
 * Finished jobs are left out, except that those that completed since fairshare was last accrued
 * are passed as {@link Snapshot#ended()}, to be charged up to their end.
 */
final class SnapshotAssembler {

    private SnapshotAssembler() {
    }

    static Snapshot assemble(PolledCluster cluster, SchedulerState state, long now, DeferPolicy policy) {
        return assemble(cluster, state, now, policy, new Overlays());
    }

    /**
     * As {@link #assemble(PolledCluster, SchedulerState, long, DeferPolicy)}, each job whose overlay
     * did not change since the last poll given as the last poll's object ({@link Overlays}).
     */
    static Snapshot assemble(PolledCluster cluster, SchedulerState state, long now, DeferPolicy policy,
                             Overlays overlays) {
        List<Job> jobs = new ArrayList<>(cluster.jobs().size());
        List<Job> ended = new ArrayList<>();
        // looked up per job: hashed once here rather than searched in the state's sorted maps
        Map<String, Integer> bypassCounts = state.bypassCounts().isEmpty() ? Map.of() : new HashMap<>(state.bypassCounts());
        Map<String, Long> systemPriorities = state.systemPriorities().isEmpty() ? Map.of()
                : new HashMap<>(state.systemPriorities());
        boolean overlaid = !bypassCounts.isEmpty() || !systemPriorities.isEmpty();
        for (Job j : PreemptionLedger.apply(state, StartLedger.apply(state, cluster.jobs(), now, policy))) {
            if (j.state() == JobState.COMPLETED || j.state() == JobState.REMOVED) {
                if (j.state() == JobState.COMPLETED && j.completionTime() > state.lastAccrual()) {
                    ended.add(j);
                }
                continue;
            }
            jobs.add(overlaid ? overlaid(j, bypassCounts, systemPriorities, overlays) : j);
        }
        overlays.endPoll();
        return new Snapshot(jobs, cluster.nodes(), cluster.classes(), state.adminReservations(),
                state.fairshareWindows(), state.nodeDownSince(), state.prediction(), ended);
    }

    /**
     * Since when each DOWN or DRAINED node has been so (DOWNNODEDELAYTIME): the time already known,
     * else {@code now}, the poll that first saw it; a node up again is forgotten.
     */
    static Map<String, Long> downSince(Map<String, Long> known, List<Node> nodes, long now) {
        Map<String, Long> out = new TreeMap<>();
        for (Node n : nodes) {
            if (n.state() == NodeState.DOWN || n.state() == NodeState.DRAINED) {
                out.put(n.name(), known.getOrDefault(n.name(), now));
            }
        }
        return out;
    }

    /**
     * {@code j} with the bypass count and system priority the state keeps for it, where it keeps
     * one: the last poll's object where nothing changed ({@link Overlays}). A method of its own,
     * not the loop's body, so that the JIT compiles it from its calls (one per job) early and the
     * loop, which runs once per iteration, compiles small.
     */
    private static Job overlaid(Job j, Map<String, Integer> bypassCounts, Map<String, Long> systemPriorities,
                                Overlays overlays) {
        Integer bypass = bypassCounts.get(j.id());
        Long spri = systemPriorities.get(j.id());
        return bypass == null && spri == null ? j : overlays.overlaid(j, bypass, spri);
    }
}
