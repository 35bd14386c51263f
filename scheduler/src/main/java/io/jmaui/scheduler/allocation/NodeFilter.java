package io.jmaui.scheduler.allocation;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Req;

import java.util.List;
import java.util.Objects;
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
        int procs = exactProc && job.tasksPerNode() > 0 ? job.tasksPerNode() * Math.max(1, job.perTask().procs()) : -1;
        return JobFilter.of(job, procs);
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
        return JobFilter.of(job, -1);
    }

    /**
     * {@link #forJob(Job, boolean)}'s filter as a value: its answer for a node is a function of its
     * fields and the node alone, so two equal filters admit the same nodes, and a job reservation
     * search carried from one event to the next (the same job's filter made anew at each) need not
     * ask the nodes that are the same objects again ({@code CarriedSearches}). {@code procs}: the
     * configured procs EXACTPROC asks of a node, -1 for any.
     */
    private record JobFilter(String cls, Set<String> features, boolean anyFeature, List<String> hosts, boolean anyHost,
                             int procs) implements Predicate<Node> {

        static JobFilter of(Job job, int procs) {
            Set<String> features = job.features();
            List<String> hosts = job.requestedHosts();
            return new JobFilter(job.credentials().jobClass(), features, !features.isEmpty(), hosts, !hosts.isEmpty(),
                    procs);
        }

        /**
         * Field by field, by hand: the record's own equals is a method-handle chain, slow in the
         * interpreted and C1 code of a JVM's early runs, and asked at every event.
         */
        @Override
        public boolean equals(Object o) {
            return o == this || o instanceof JobFilter f && procs == f.procs && Objects.equals(cls, f.cls)
                    && (features == f.features || features.equals(f.features))
                    && (hosts == f.hosts || hosts.equals(f.hosts));
        }

        @Override
        public int hashCode() {
            return Objects.hash(cls, features, hosts, procs);
        }

        @Override
        public boolean test(Node n) {
            return usable(n)
                    && (!anyFeature || n.features().containsAll(features))
                    && (n.classes().isEmpty() || cls == null || n.classes().contains(cls))
                    && (!anyHost || hosts.contains(n.name()))
                    && (procs < 0 || n.configured().procs() == procs);
        }
    }

    /** Whether a node may be given tasks at all: IDLE, RUNNING or BUSY (full now, free later). */
    public static boolean usable(Node n) {
        return n.state().acceptsWork() || n.state() == NodeState.BUSY;
    }
}
