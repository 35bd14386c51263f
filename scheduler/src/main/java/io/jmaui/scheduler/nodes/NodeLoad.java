package io.jmaui.scheduler.nodes;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.NodeAvailabilityPolicy;
import io.jmaui.scheduler.config.NodeAvailabilityPolicy.Kind;
import io.jmaui.scheduler.config.NodeAvailabilityPolicy.Resource;
import io.jmaui.scheduler.config.NodeConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A node's load and use against what its jobs hold (guide 5.4, appendix F NODEMAXLOAD,
 * NODELOADPOLICY, NODEAVAILABILITYPOLICY; Maui's MNodeAdjustAvailResources).
 *
 * <ul>
 *   <li><b>MAXLOAD</b> ({@code NODECFG[n] MAXLOAD}, else {@code NODEMAXLOAD}; 0 is none): under
 *   NODELOADPOLICY ADJUSTSTATE an idle or running node whose load average (the {@code loadave}
 *   pbs_mom reports) has reached it is BUSY; under ADJUSTPROCS its processors free now are at
 *   most {@code (int) (MAXLOAD + 0.5 - load)}, the half processor Maui leaves for the system.</li>
 *   <li><b>Utilized processors</b> are the load average rounded down: a 4-processor node takes
 *   new work until its load reaches 4.0 (the guide's UTILIZED example). Under UTILIZED or COMBINED
 *   for PROCS (COMBINED is Maui's default) the processors taken now are the larger of the
 *   dedicated and the utilized ones, and a node whose utilized processors reach its configured
 *   ones is BUSY, as Maui's PBS interface marks it. pbs_server gives a node no more tasks than its
 *   {@code np} slots, so UTILIZED never packs more than that on TORQUE: it differs from COMBINED
 *   only for memory.</li>
 *   <li><b>Utilized memory</b> is what pbs_mom's {@code availmem} leaves of {@code physmem}.
 *   COMBINED takes the larger of it and the memory the jobs asked for; UTILIZED takes it alone,
 *   the jobs' own requests not counting (pbs_server does not allocate memory).</li>
 * </ul>
 *
 * What load and use take beyond what the jobs hold is taken from now until the next measure
 * ({@link #heldNow}); a BUSY node takes no new work, whatever is free on it.
 */
public final class NodeLoad {

    /** Maui's MIN_OS_CPU_OVERHEAD: the part of a processor MAXLOAD leaves to the system. */
    static final double OS_OVERHEAD = 0.5;

    private final MauiConfig cfg;
    private final NodeAvailabilityPolicy availability;
    private final boolean adjustProcs;
    private final double defaultMaxLoad;
    private final boolean anyNodeMaxLoad;
    private final boolean anyUtilized;
    /**
     * {@link #dedicatedShare} and {@link #takesBeyondJobs} as the availability's setup takes them,
     * made with this (once per config): a method reference bound at every iteration is made
     * through a method handle in C1 code, which a simulation's early runs mostly execute.
     */
    private final UnaryOperator<Resources> dedicatedShares = this::dedicatedShare;
    private final Predicate<Node> takingBeyondJobs = this::takesBeyondJobs;

    private NodeLoad(MauiConfig cfg) {
        this.cfg = cfg;
        this.availability = cfg.get(Parameters.NODEAVAILABILITYPOLICY);
        this.adjustProcs = cfg.get(Parameters.NODELOADPOLICY).equals("ADJUSTPROCS");
        this.defaultMaxLoad = cfg.get(Parameters.NODEMAXLOAD);
        this.anyNodeMaxLoad = cfg.nodeConfigs().values().stream().anyMatch(n -> n.maxLoad().isPresent());
        this.anyUtilized = availability.of(Resource.MEM) == Kind.UTILIZED || availability.of(Resource.SWAP) == Kind.UTILIZED
                || availability.of(Resource.DISK) == Kind.UTILIZED;
    }

    private static final Derived<NodeLoad> KEPT = Derived.of(NodeLoad::new);

    /** The config's node load rules, read once per config (immutable: every event of a simulation asks). */
    public static NodeLoad of(MauiConfig cfg) {
        return cfg.derived(KEPT);
    }

    /** Why a node counts as BUSY: the resource manager said so, or its load or use. */
    public enum Cause {
        /** pbs_server reports it busy or job-exclusive. */
        RESOURCE_MANAGER,
        /** Its load average has reached MAXLOAD (NODELOADPOLICY ADJUSTSTATE). */
        MAXLOAD,
        /** Its utilized processors (the load average) have reached its configured ones. */
        UTILIZED
    }

    /**
     * A node's load verdict, for checknode.
     *
     * @param cause   why it is BUSY, null when it is not
     * @param load    its load average
     * @param maxLoad its MAXLOAD (0: none)
     * @param procsNow the processors load and use leave to new work now (its configured ones
     *                less what is taken), -1 when they do not limit it
     */
    public record Verdict(Cause cause, double load, double maxLoad, int procsNow) {
    }

    /** The node's MAXLOAD: its NODECFG MAXLOAD, else NODEMAXLOAD; 0 for none. */
    public double maxLoad(Node n) {
        if (anyNodeMaxLoad) {
            NodeConfig nc = cfg.node(n.name());
            if (nc.maxLoad().isPresent()) {
                return nc.maxLoad().getAsDouble();
            }
        }
        return defaultMaxLoad;
    }

    /** Processors the load average uses: rounded down, so a 4-proc node loaded 3.9 has one left. */
    static int utilizedProcs(double load) {
        return load <= 0 ? 0 : (int) Math.min(Integer.MAX_VALUE, Math.floor(load + 1e-9));
    }

    /**
     * The nodes as the load policies see them: an idle or running node whose load has reached its
     * MAXLOAD (ADJUSTSTATE), or whose utilized processors reach its configured ones (UTILIZED or
     * COMBINED), is BUSY. Returns {@code nodes} itself when none changes.
     */
    public List<Node> apply(List<Node> nodes) {
        List<Node> out = null;
        for (int i = 0; i < nodes.size(); i++) {
            Node n = nodes.get(i);
            if (n.state().acceptsWork() && cause(n) != null) {
                if (out == null) {
                    out = new ArrayList<>(nodes);
                }
                out.set(i, n.withState(NodeState.BUSY));
            }
        }
        return out == null ? nodes : out;
    }

    /** Why an idle or running node is busy by its load, or null. */
    private Cause cause(Node n) {
        double max = adjustProcs ? 0 : maxLoad(n);
        if (max > 0 && n.load() >= max) {
            return Cause.MAXLOAD;
        }
        if (availability.of(Resource.PROCS).countsUtilized() && n.configured().procs() > 0
                && utilizedProcs(n.load()) >= n.configured().procs()) {
            return Cause.UTILIZED;
        }
        return null;
    }

    /** The verdict on a node as {@link #apply} left it (checknode). */
    public Verdict verdict(Node n) {
        Cause c = n.state() == NodeState.BUSY ? Optional.ofNullable(cause(n)).orElse(Cause.RESOURCE_MANAGER) : null;
        Resources taken = takenNow(n, Resources.ZERO);
        int procsNow = taken.procs() > 0 ? Math.max(0, n.configured().procs() - taken.procs()) : -1;
        return new Verdict(c, n.load(), maxLoad(n), procsNow);
    }

    /**
     * True when load and use take nothing of node {@code n} beyond what its jobs hold, whatever they
     * hold ({@link #heldNow} is ZERO): no load counted, no MAXLOAD adjusting its processors, no
     * memory use counted. The availability asks first, so an iteration over a machine without
     * load (the simulator's) works out no node's dedicated resources for nothing.
     */
    public boolean takesNothingBeyondJobs(Node n) {
        return (!availability.of(Resource.PROCS).countsUtilized() || utilizedProcs(n.load()) == 0)
                && !(adjustProcs && maxLoad(n) > 0)
                && !(availability.of(Resource.MEM).countsUtilized() && n.configured().memMb() > 0);
    }

    /** Whether load or use may take something of node {@code n} beyond its jobs: an idle or running node not {@link #takesNothingBeyondJobs}. */
    public boolean takesBeyondJobs(Node n) {
        return n.state().acceptsWork() && !takesNothingBeyondJobs(n);
    }

    /** {@link #takesBeyondJobs} as a predicate, the same object at every call. */
    public Predicate<Node> takingBeyondJobs() {
        return takingBeyondJobs;
    }

    /** {@link #dedicatedShare} as a function, the same object at every call. */
    public UnaryOperator<Resources> dedicatedShares() {
        return dedicatedShares;
    }

    /**
     * What load and use take of an idle or running node now beyond {@code dedicated}, what its jobs
     * hold now: processors and memory, never less than nothing. The caller holds it until the next
     * measure.
     */
    public Resources heldNow(Node n, Resources dedicated) {
        if (!n.state().acceptsWork()) {
            return Resources.ZERO;
        }
        Resources t = takenNow(n, dedicated);
        int procs = Math.max(0, t.procs() - dedicated.procs());
        long mem = Math.max(0, t.memMb() - (availability.of(Resource.MEM) == Kind.UTILIZED ? 0 : dedicated.memMb()));
        return procs == 0 && mem == 0 ? Resources.ZERO : new Resources(procs, mem, 0, 0);
    }

    /** Processors and memory taken now by load and use, given what the jobs hold. */
    private Resources takenNow(Node n, Resources dedicated) {
        int procs = dedicated.procs();
        if (availability.of(Resource.PROCS).countsUtilized()) {
            procs = Math.max(procs, utilizedProcs(n.load()));
        }
        double max = maxLoad(n);
        if (adjustProcs && max > 0) {
            int room = (int) Math.max(0, max + OS_OVERHEAD - n.load());
            procs = Math.max(procs, n.configured().procs() - room);
        }
        long mem = 0;
        Kind memKind = availability.of(Resource.MEM);
        if (memKind.countsUtilized() && n.configured().memMb() > 0) {
            long used = Math.max(0, n.configured().memMb() - n.available().memMb());
            mem = memKind.countsDedicated() ? Math.max(used, dedicated.memMb()) : used;
        }
        return new Resources(procs, mem, 0, 0);
    }

    /**
     * What a running task holds of {@code perTask} by dedication: all of it, but memory, swap and
     * disk under UTILIZED (what the node reports in use counts instead). Processors stay: pbs_server
     * allocates them.
     */
    public Resources dedicatedShare(Resources perTask) {
        if (!anyUtilized) {
            return perTask;
        }
        long mem = availability.of(Resource.MEM) == Kind.UTILIZED ? 0 : perTask.memMb();
        long swap = availability.of(Resource.SWAP) == Kind.UTILIZED ? 0 : perTask.swapMb();
        long disk = availability.of(Resource.DISK) == Kind.UTILIZED ? 0 : perTask.diskMb();
        return new Resources(perTask.procs(), mem, swap, disk, perTask.gpus(), perTask.gres());
    }
}
