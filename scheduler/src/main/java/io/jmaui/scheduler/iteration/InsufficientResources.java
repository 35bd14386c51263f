package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Resources;

import java.util.List;
import java.util.Set;

/**
 * Too few resources for the job, naming the resource that binds and whether it can ever run
 * ({@link Fit}). Each resource of the one vector can bind: procs, memory, swap, disk, GPUs, a
 * generic resource ({@link Resources#names()}); the job's node constraints (features, requested
 * hosts) narrow the nodes counted.
 *
 * @param fit            how the job stands against the nodes it may use
 * @param resource       the binding resource by its Maui name ({@link Resources#PROCS}, ...); for
 *                       {@link Fit#NO_NODE} the constraint no node meets: FEATURES, HOSTS, CLASS
 *                       or NODESIZE (JOBNODEMATCHPOLICY EXACTPROC)
 * @param needed         the job's need of it: in total for NOW and NEVER_TOTAL, on one node for
 *                       NEVER_NODE (a task, or the {@code ppn} tasks a node must hold)
 * @param available      for NOW what is free of it on the job's nodes in pieces a task can use (the
 *                       tasks that fit, node by node, times a task's need); for NEVER_NODE the
 *                       largest node's; for NEVER_TOTAL all the job's nodes' together; for
 *                       NODES_DOWN the same of the nodes up
 * @param largestNode    the most of it one of the job's nodes has (for NOW: the most free on one)
 * @param nodes          how many nodes the job may use that are up
 * @param down           how many more it could use are down or drained
 * @param features       the node features the job asks for (empty: none)
 * @param hosts          the hosts the job asked for (empty: any)
 * @param earliestStart  when it could start (its job reservation, or an estimate; 0 when unknown,
 *                       {@link io.jmaui.scheduler.model.Times#INFINITY} when it never fits)
 */
public record InsufficientResources(Fit fit, String resource, long needed, long available, long largestNode,
                                    int nodes, int down, Set<String> features, List<String> hosts,
                                    long earliestStart)
        implements Reason {

    /** How the job stands against the nodes it may use. */
    public enum Fit {
        /** It fits on those nodes, but not now: {@code available} is what is free of the resource. */
        NOW,
        /** One node's share of it (a task, or {@code ppn} tasks) exceeds the largest such node: never. */
        NEVER_NODE,
        /** All those nodes together have less than it needs: never. */
        NEVER_TOTAL,
        /** No node meets the constraint named by {@code resource}: never. */
        NO_NODE,
        /**
         * It would fit if the nodes it may use that are down or drained were up: {@code available}
         * is what the ones up have (on the largest of them when a node's share binds).
         */
        NODES_DOWN
    }

    public InsufficientResources {
        features = Set.copyOf(features);
        hosts = List.copyOf(hosts);
    }

    /** The plain case: procs short now over the whole cluster. */
    public InsufficientResources(long procsNeeded, long procsFree, long earliestStart) {
        this(Fit.NOW, Resources.PROCS, procsNeeded, procsFree, 0, 0, 0, Set.of(), List.of(), earliestStart);
    }

    /** Whether the job can never run on the nodes as they are configured. */
    public boolean never() {
        return fit == Fit.NEVER_NODE || fit == Fit.NEVER_TOTAL || fit == Fit.NO_NODE;
    }

    @Override
    public String policy() {
        return "RESOURCES";
    }

    @Override
    public String summary() {
        String where = (features.isEmpty() ? "" : " features=" + String.join(",", new java.util.TreeSet<>(features)))
                + (hosts.isEmpty() ? "" : " hosts=" + String.join(",", hosts));
        if (fit == Fit.NOW && Resources.PROCS.equals(resource)) {
            return "RESOURCES needs " + needed + " procs, " + available + " free" + where;
        }
        return "RESOURCES " + fit + " " + resource + " needs " + needed + ", available " + available
                + ", largest node " + largestNode + ", nodes " + nodes + (down > 0 ? ", down " + down : "") + where;
    }
}
