package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.NodeConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Who may share a node (guide 5.3): NODEACCESSPOLICY for every node, {@code NODECFG[n] ACCESS}
 * for one, and a job's own {@code NACCESSPOLICY} (or {@code qsub -n}), which binds the jobs that
 * come after it on its nodes while it runs. Read once per iteration.
 *
 * @param global     NODEACCESSPOLICY
 * @param perNode    nodes whose NODECFG (or NODECFG[DEFAULT]) sets ACCESS
 * @param singleUser some node or job is SINGLEUSER: who holds each node must be known
 */
record AccessPolicies(NodeAccessPolicy global, Map<String, NodeAccessPolicy> perNode, boolean singleUser) {

    static AccessPolicies of(MauiConfig cfg, NodeAccessPolicy global, List<Node> nodes, List<Job> jobs) {
        boolean single = false;
        for (int i = 0; i < jobs.size() && !single; i++) {
            single = of(jobs.get(i)) == NodeAccessPolicy.SINGLEUSER;
        }
        return of(cfg, global, nodes, single);
    }

    /**
     * As {@link #of(MauiConfig, NodeAccessPolicy, List, List)} where the caller knows whether some
     * job asks SINGLEUSER ({@code singleUserJob}): the event's {@link Prepared} snapshot carries it
     * from the last event's jobs.
     */
    static AccessPolicies of(MauiConfig cfg, NodeAccessPolicy global, List<Node> nodes, boolean singleUserJob) {
        boolean single = singleUserJob || global == NodeAccessPolicy.SINGLEUSER;
        if (cfg.nodeConfigs().isEmpty()) { // most sites: no node of its own, and no map made at every event
            return new AccessPolicies(global, Map.of(), single);
        }
        Map<String, NodeAccessPolicy> perNode = new HashMap<>();
        for (Node n : nodes) {
            NodeConfig nc = cfg.node(n.name());
            nc.access().ifPresent(a -> perNode.put(n.name(), NodeAccessPolicy.valueOf(a.name())));
        }
        single |= perNode.containsValue(NodeAccessPolicy.SINGLEUSER);
        // immutable, as the availability's Setup keeps it: a HashMap was copied there at every event
        return new AccessPolicies(global, perNode.isEmpty() ? Map.of() : Map.copyOf(perNode), single);
    }

    /** The job's own access policy ({@code NACCESSPOLICY}), null when it asks none. */
    static NodeAccessPolicy of(Job j) {
        String w = j.placement().accessPolicy();
        return w == null ? null : NodeAccessPolicy.byWord(w);
    }
}
