package io.jmaui.scheduler.nodeset;

import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeSetRequest;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToLongFunction;

/**
 * The node sets of an iteration (guide 8.3): the system's NODESETPOLICY, NODESETATTRIBUTE,
 * NODESETLIST, NODESETPRIORITYTYPE, NODESETTOLERANCE and NODESETDELAY, with each job's own
 * {@code NODESET} request laid over them. A policy and an attribute are both needed for sets to
 * apply. Sets bind jobs of more than one task: a one-task job is on one node whatever its set.
 * Jobs that ask alike share one selection.
 */
public final class NodeSets {

    private final String policy;
    private final String attribute;
    private final List<String> values;
    private final NodeSetPriority priority;
    private final double tolerance;
    private final long delay;
    private final ToLongFunction<Node> procSpeed;
    private final ResourceSets system;
    /** The jobs' own requests' sets, made when a job first asks one: most iterations see none. */
    private Map<NodeSetRequest, ResourceSets> byRequest;

    private NodeSets(Words w, ToLongFunction<Node> procSpeed) {
        this.policy = w.policy;
        this.attribute = w.attribute;
        this.values = w.values;
        this.priority = w.priority;
        this.tolerance = w.tolerance;
        this.delay = w.delay;
        this.procSpeed = procSpeed;
        this.system = of(policy, attribute, values);
    }

    /**
     * The system's node set parameters, read once per config ({@link MauiConfig#derived}): the
     * node sets are made at every iteration, the simulator's every event.
     */
    private record Words(String policy, String attribute, List<String> values, NodeSetPriority priority,
                         double tolerance, long delay) {
        static Words of(MauiConfig cfg) {
            return new Words(cfg.get(Parameters.NODESETPOLICY), cfg.get(Parameters.NODESETATTRIBUTE),
                    cfg.get(Parameters.NODESETLIST), NodeSetPriority.valueOf(cfg.get(Parameters.NODESETPRIORITYTYPE)),
                    cfg.get(Parameters.NODESETTOLERANCE), cfg.get(Parameters.NODESETDELAY));
        }
    }

    private static final Derived<Words> WORDS = Derived.of(Words::of);

    /** The iteration's node sets; {@code procSpeed} gives a node's processor speed in MHz (0: unknown). */
    public static NodeSets of(MauiConfig cfg, ToLongFunction<Node> procSpeed) {
        return new NodeSets(cfg.derived(WORDS), procSpeed);
    }

    /**
     * Whether {@code j}'s sets may make it wait (NODESETDELAY) rather than start across sets; with
     * NODESETDELAY 0, the default, no job's do, and the job's sets are not looked up.
     */
    public boolean waits(Job j) {
        return delay > 0 && forJob(j).delay() > 0;
    }

    /** True when some job may be bound to node sets (the system's, or a job's own). */
    public boolean systemActive() {
        return system.active();
    }

    /** The sets the job's tasks must fall into, {@link ResourceSets#NONE} when none bind it. */
    public ResourceSets forJob(Job j) {
        if (j.totalTasks() <= 1) {
            return ResourceSets.NONE;
        }
        NodeSetRequest own = j.placement().nodeSet();
        if (own == null) {
            return system;
        }
        if (byRequest == null) {
            byRequest = new HashMap<>();
        }
        return byRequest.computeIfAbsent(own, r -> of(r.policy(), Optional.ofNullable(r.attribute()).orElse(attribute),
                r.values().isEmpty() ? values : r.values()));
    }

    /** The system's specification, if it binds jobs (for views). */
    public Optional<NodeSetSpec> systemSpec() {
        return system instanceof NodeSetSelection s ? Optional.of(s.spec()) : Optional.empty();
    }

    private ResourceSets of(String p, String a, List<String> v) {
        if (p == null || a == null) {
            return ResourceSets.NONE;
        }
        NodeSetSpec spec = new NodeSetSpec(NodeSetPolicy.valueOf(p), NodeSetAttribute.valueOf(a), v, priority, tolerance,
                delay);
        return new NodeSetSelection(spec, procSpeed);
    }
}
