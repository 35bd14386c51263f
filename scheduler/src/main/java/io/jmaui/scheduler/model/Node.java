package io.jmaui.scheduler.model;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A compute node.
 *
 * @param configured what the node has (TORQUE {@code np}, physmem, ...)
 * @param available  what the resource manager reports free; the core derives dedicated
 *                   availability from the jobs it knows and uses this only as an upper bound
 * @param features   TORQUE node properties
 * @param classes    classes (queues) allowed on the node; empty means all
 * @param load       the node's load average
 * @param jobs       ids of the jobs running on the node
 */
public record Node(
        String name,
        NodeState state,
        Resources configured,
        Resources available,
        Set<String> features,
        String partition,
        Set<String> classes,
        double load,
        List<String> jobs) {

    public Node {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(configured, "configured");
        Objects.requireNonNull(available, "available");
        features = Set.copyOf(features);
        classes = Set.copyOf(classes);
        jobs = List.copyOf(jobs);
        partition = partition == null ? "DEFAULT" : partition;
    }

    /** An idle node with {@code procs} processors and no other resources, in partition DEFAULT. */
    public static Node idle(String name, int procs) {
        return new Node(name, NodeState.IDLE, Resources.procs(procs), Resources.procs(procs), Set.of(), "DEFAULT",
                Set.of(), 0.0, List.of());
    }

    /** The configured resources of all {@code nodes}, whatever their state: the system total processor equivalents are measured against. */
    public static Resources configuredTotal(List<Node> nodes) {
        // summed as numbers: a Resources per node made this a visible part of every iteration
        long procs = 0;
        long mem = 0;
        long swap = 0;
        long disk = 0;
        long gpus = 0;
        Gres gres = Gres.NONE;
        for (Node n : nodes) {
            Resources c = n.configured();
            procs += c.procs();
            mem += c.memMb();
            swap += c.swapMb();
            disk += c.diskMb();
            gpus += c.gpus();
            if (!c.gres().isEmpty()) {
                gres = gres.plus(c.gres());
            }
        }
        return new Resources((int) procs, mem, swap, disk, (int) gpus, gres);
    }

    public Node withState(NodeState s) {
        return new Node(name, s, configured, available, features, partition, classes, load, jobs);
    }

    public Node withFeatures(Set<String> f) {
        return new Node(name, state, configured, available, f, partition, classes, load, jobs);
    }

    public Node withConfigured(Resources r) {
        return new Node(name, state, r, r, features, partition, classes, load, jobs);
    }
}
