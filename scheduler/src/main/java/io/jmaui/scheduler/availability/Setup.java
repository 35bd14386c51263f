package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;

import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * How {@link Availability#of(java.util.List, java.util.List, long, Setup)} reads the nodes and
 * the running jobs.
 *
 * @param accessPolicy   NODEACCESSPOLICY, for nodes without one of their own
 * @param nodeAccess     NODECFG ACCESS: nodes with a policy of their own
 * @param jobAccess      a running job's own access policy (NACCESSPOLICY, {@code qsub -n}), null for none
 * @param trackUsers     whether some node or job is SINGLEUSER, so who holds each node must be known
 * @param nodePriorities NODECFG PRIORITY
 * @param plannedUp      DOWN or DRAINED nodes planned back at these times (DOWNNODEDELAYTIME)
 * @param dedicated      active jobs that hold the whole of each of their nodes (QOS DEDICATED)
 * @param runningShare   what a running task holds of what it asked for (NODEAVAILABILITYPOLICY
 *                       UTILIZED: memory the node reports in use counts instead)
 * @param busyFor        how long from now a BUSY node's free resources stay held: its state is
 *                       known again at the next poll
 * @param loadTakes      the nodes whose load or use may take something beyond what their jobs hold
 *                       (NodeLoad; every node unless told): {@link Availability#nextLoadTaking} lists
 *                       them, read once per node object while a base carries it
 */
public record Setup(NodeAccessPolicy accessPolicy, Map<String, NodeAccessPolicy> nodeAccess,
                    Function<Job, NodeAccessPolicy> jobAccess, boolean trackUsers,
                    Map<String, Double> nodePriorities, Map<String, Long> plannedUp, Predicate<Job> dedicated,
                    UnaryOperator<Resources> runningShare, long busyFor, Predicate<Node> loadTakes) {

    public Setup {
        Objects.requireNonNull(accessPolicy, "accessPolicy");
        nodeAccess = Map.copyOf(nodeAccess);
        nodePriorities = Map.copyOf(nodePriorities);
        plannedUp = Map.copyOf(plannedUp);
        Objects.requireNonNull(jobAccess, "jobAccess");
        Objects.requireNonNull(dedicated, "dedicated");
        Objects.requireNonNull(runningShare, "runningShare");
        Objects.requireNonNull(loadTakes, "loadTakes");
        busyFor = Math.max(1, busyFor);
        trackUsers |= accessPolicy == NodeAccessPolicy.SINGLEUSER || nodeAccess.containsValue(NodeAccessPolicy.SINGLEUSER);
    }

    /** Everything shared, no priorities, nothing planned back, a BUSY node's free resources held one second. */
    public static Setup of(NodeAccessPolicy accessPolicy) {
        return new Setup(accessPolicy, Map.of(), j -> null, false, Map.of(), Map.of(), j -> false,
                UnaryOperator.identity(), 1, n -> true);
    }

    public Setup withNodePriorities(Map<String, Double> p) {
        return new Setup(accessPolicy, nodeAccess, jobAccess, trackUsers, p, plannedUp, dedicated, runningShare, busyFor, loadTakes);
    }

    public Setup withPlannedUp(Map<String, Long> p) {
        return new Setup(accessPolicy, nodeAccess, jobAccess, trackUsers, nodePriorities, p, dedicated, runningShare, busyFor, loadTakes);
    }

    public Setup withDedicated(Predicate<Job> d) {
        return new Setup(accessPolicy, nodeAccess, jobAccess, trackUsers, nodePriorities, plannedUp, d, runningShare, busyFor, loadTakes);
    }

    public Setup withAccess(Map<String, NodeAccessPolicy> perNode, Function<Job, NodeAccessPolicy> perJob, boolean users) {
        return new Setup(accessPolicy, perNode, perJob, users, nodePriorities, plannedUp, dedicated, runningShare, busyFor, loadTakes);
    }

    public Setup withLoad(UnaryOperator<Resources> share, long busy) {
        return withLoad(share, busy, loadTakes);
    }

    /** {@link #withLoad(UnaryOperator, long)}, with the nodes whose load or use may take something beyond their jobs. */
    public Setup withLoad(UnaryOperator<Resources> share, long busy, Predicate<Node> takes) {
        return new Setup(accessPolicy, nodeAccess, jobAccess, trackUsers, nodePriorities, plannedUp, dedicated, share, busy, takes);
    }
}
