package io.jmaui.scheduler.allocation;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Req;

import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Which nodes a job may run on at all (guide 5.2, 12.2): the node takes work (not down, drained
 * or of unknown state), has every feature the job asks for, allows the job's class, and is one of
 * the job's requested hosts when it named any.
 */
public final class NodeFilter {

    private NodeFilter() {
    }

    /**
     * As {@link #forJob(Job)}; under JOBNODEMATCHPOLICY EXACTPROC a job that gave
     * {@code ppn=P} also takes only nodes with exactly P tasks' worth of configured procs.
     */
    public static Predicate<Node> forJob(Job job, boolean exactProc) {
        Predicate<Node> base = forJob(job);
        if (!exactProc || job.tasksPerNode() <= 0) {
            return base;
        }
        int procs = job.tasksPerNode() * Math.max(1, job.perTask().procs());
        return n -> base.test(n) && n.configured().procs() == procs;
    }

    /**
     * The filter for one further request of a multi-req job: the job's class and requested
     * hosts, the request's own features (a {@code nodes=3:fast+1:io} job's second request wants
     * {@code io}, not {@code fast}).
     */
    public static Predicate<Node> forReq(Job job, Req req, boolean exactProc) {
        String cls = job.credentials().jobClass();
        int procs = req.tasksPerNode() * Math.max(1, req.perTask().procs());
        return n -> usable(n)
                && n.features().containsAll(req.features())
                && (n.classes().isEmpty() || cls == null || n.classes().contains(cls))
                && (job.requestedHosts().isEmpty() || job.requestedHosts().contains(n.name()))
                && (!exactProc || req.tasksPerNode() <= 0 || n.configured().procs() == procs);
    }

    /**
     * The static filter for a job; resources and time are the availability's business. What the
     * job asks is read once: a search tests every node with it (10,000 per start estimate), and a
     * job asking no feature need not walk an empty set on each.
     */
    public static Predicate<Node> forJob(Job job) {
        String cls = job.credentials().jobClass();
        Set<String> features = job.features();
        boolean anyFeature = !features.isEmpty();
        List<String> hosts = job.requestedHosts();
        boolean anyHost = !hosts.isEmpty();
        return n -> usable(n)
                && (!anyFeature || n.features().containsAll(features))
                && (n.classes().isEmpty() || cls == null || n.classes().contains(cls))
                && (!anyHost || hosts.contains(n.name()));
    }

    /** Whether a node may be given tasks at all: IDLE, RUNNING or BUSY (full now, free later). */
    public static boolean usable(Node n) {
        return n.state().acceptsWork() || n.state() == NodeState.BUSY;
    }
}
