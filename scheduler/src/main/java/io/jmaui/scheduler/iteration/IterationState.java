package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.HeldHostsFirst;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.NodeFilter;
import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.availability.Availability;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.decision.Decision;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Req;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.nodes.NodeProfiles;
import io.jmaui.scheduler.nodeset.NodeSetSelection;
import io.jmaui.scheduler.nodeset.NodeSetWait;
import io.jmaui.scheduler.nodeset.NodeSets;
import io.jmaui.scheduler.partition.JobPartitions;
import io.jmaui.scheduler.partition.PartitionAccess;
import io.jmaui.scheduler.qos.QosFlags;
import io.jmaui.scheduler.qos.QosGrant;
import io.jmaui.scheduler.qos.QosTable;
import io.jmaui.scheduler.prediction.PredictionState;
import io.jmaui.scheduler.prediction.Predictor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * What one iteration has learned so far, handed from stage to stage. Mutable and local to one
 * call of {@link Iteration#run}; nothing of it escapes except through {@link IterationResult}.
 */
final class IterationState {

    final MauiConfig cfg;
    final EngineSettings settings;
    final CarryOver carry;
    final Snapshot snapshot;
    final long now;
    final Policies policies;
    /** Whether the idle jobs' reasons, estimates and windows are worked out, or the decisions only. */
    final Detail detail;
    final List<String> warnings = new ArrayList<>();
    final NodeAllocationPolicy allocation;
    final Map<String, Long> classWalltime = new HashMap<>();
    /** ENABLEMULTINODEJOBS (default TRUE). */
    final boolean multiNode;

    Availability availability;
    Throttle throttle = Throttle.NONE;
    List<FairshareWindow> fairshareWindows = List.of();
    FairshareUsage usage;
    List<Job> ranked = List.of();
    List<JobPriority> priorities = List.of();
    /** The event's prepared snapshot when the iteration started from one: the limits it built may be taken. */
    Prepared prepared;
    List<Job> eligible = List.of();
    /** The rank position of each eligible job ({@link #slots}), set with {@link #eligible}. */
    int[] eligibleSlots = new int[0];
    /** Whether a decisions-only iteration may stop scheduling yet: set by the priority pass. */
    NothingMoreFits nothingMoreFits = NothingMoreFits.NEVER;
    /** The queued jobs' reasons, starts and estimates by rank position, made when they are ranked. */
    JobSlots slots = new JobSlots(List.of());
    final List<Decision> decisions = new ArrayList<>();
    final Set<String> started = new LinkedHashSet<>();
    final Set<String> backfilled = new LinkedHashSet<>();
    /** Running jobs stopped this iteration for breaking a limit (EnforceLimits): no victim of a preemptor. */
    final Set<String> enforced = new HashSet<>();
    /** RESOURCELIMITPOLICY: since when each running job has violated a resource limit, for the next iteration. */
    final Map<String, Long> violatingSince = new HashMap<>();
    final List<Reservation> standing = new ArrayList<>();
    /** Admin and standing reservations with the hosts placed, one per task, for the next iteration. */
    final List<Reservation> placed = new ArrayList<>();
    final Map<String, Reservation> jobReservations = new LinkedHashMap<>();
    /** Owned by the result it ends in: not copied there. */
    final Map<String, Integer> bypass = new IterationResult.Owned<>(16);
    /** Each job's QOS and where it came from (guide 7.3). */
    Map<String, QosGrant> qosGrants = Map.of();
    /** Each QOS's flags (guide 7.3), read as jobs ask. */
    final QosTable qos;
    /** Node access policies: NODEACCESSPOLICY, NODECFG ACCESS, the jobs' own (guide 5.3). */
    final AccessPolicies access;
    /** Node sets: the system's NODESET* parameters and the jobs' own requests (guide 8.3). */
    final NodeSets nodeSets;
    /** Partitions (guide 7.2): which of them each job may run in. */
    final PartitionAccess partitions;
    final RefusalCache refusals;
    /** Jobs found to fit now while nothing more was held: the verdicts {@link SchedulePriorityJobs#fitsNow} reuses. */
    final FitCache fits = new FitCache();
    long chunkBlockedSince;
    private Shortfalls shortfalls;
    /** Starts and job reservations committed so far: what is free now changes with each. */
    private int commits;
    /** The run-time predictor (JOBPREDICTIONPOLICY), null when predictions are off. */
    Predictor predictor;
    /** The predictor's state for the next iteration: the snapshot's own while predictions are off. */
    PredictionState prediction;

    IterationState(MauiConfig cfg, EngineSettings settings, Snapshot snapshot, long now, Policies policies,
                   CarryOver carry) {
        this(cfg, settings, snapshot, now, policies, carry, Detail.FULL);
    }

    IterationState(MauiConfig cfg, EngineSettings settings, Snapshot snapshot, long now, Policies policies,
                   CarryOver carry, Detail detail) {
        this.cfg = cfg;
        this.detail = detail;
        this.carry = carry;
        this.settings = settings;
        this.snapshot = snapshot;
        this.now = now;
        this.policies = policies;
        this.qos = new QosTable(cfg);
        this.multiNode = cfg.get(Parameters.ENABLEMULTINODEJOBS);
        NodeAllocationPolicies.Lookup l = NodeAllocationPolicies.of(settings.nodeAllocationPolicy());
        if (l.warning() != null) {
            warnings.add(l.warning());
        }
        allocation = l.policy();
        for (JobClass c : snapshot.classes()) {
            classWalltime.put(c.name(), c.defaultWalltime());
        }
        access = AccessPolicies.of(cfg, settings.nodeAccessPolicy(), snapshot.nodes(), snapshot.jobs());
        nodeSets = NodeSets.of(cfg, NodeProfiles.of(cfg)::procSpeed);
        partitions = PartitionAccess.of(cfg, snapshot.nodes());
        refusals = new RefusalCache(access.singleUser(), this::partitionsOpen);
        chunkBlockedSince = carry.chunkBlockedSince();
        prediction = snapshot.prediction();
    }

    /** The job's walltime limit, its class default when it gave none, else INFINITY. */
    long walltime(Job j) {
        if (j.walltime() > 0) {
            return j.walltime();
        }
        long d = j.credentials().jobClass() == null ? 0 : classWalltime.getOrDefault(j.credentials().jobClass(), 0L);
        return d > 0 ? d : Times.INFINITY;
    }

    /**
     * The run time the job is planned with: its prediction when the predictor has one (corrected
     * while it runs), else {@link #walltime}. Planning only: jobs are killed at their walltime.
     */
    long planned(Job j) {
        long w = walltime(j);
        return predictor == null ? w : predictor.planned(j, w, now);
    }

    /**
     * What the job asks of the availability. Its QOS shapes it (guide 7.3): DEDICATED takes whole
     * idle nodes, USERESERVED[:RESID] only the hosts of the reservations it may use (or of RESID),
     * IGNHOSTLIST drops the job's host list; the job's own ADVRES[:RESID] (guide 7.1.1) narrows it
     * as USERESERVED does.
     */
    Request request(Job j) {
        long w = planned(j);
        Function<Reservation, Optional<AclAffinity>> access = r -> policies.reservations().access(j, r);
        QosFlags f = qos.of(j);
        Job shaped = f.has(QosFlag.IGNHOSTLIST) && !j.requestedHosts().isEmpty()
                ? j.toBuilder().requestedHosts(List.of()).build() : j;
        Predicate<Node> reserved = null;
        String asked = reservationAsked(j, f);
        if (asked != null) {
            Set<String> hosts = reservedHostsFor(j, asked.isEmpty() ? null : asked);
            reserved = n -> hosts.contains(n.name());
        }
        boolean dedicated = dedicated(j);
        // ENABLEMULTINODEJOBS FALSE: all tasks on one node (nodes=1:ppn=tasks)
        JobPartitions in = partitions.forJob(j);
        Request q = new Request(j.id(), j.credentials().user(), j.tasks(), j.perTask(), w == Times.INFINITY ? 0 : w,
                multiNode ? j.nodes() : 1, multiNode ? j.tasksPerNode() : j.tasks(), settings.exactNode(),
                only(NodeFilter.forJob(shaped, settings.exactProc()), reserved), access,
                NodeAllocationPolicies.forJob(j, allocation), dedicated,
                parts(shaped, w, access, reserved, dedicated), AccessPolicies.of(j),
                f.has(QosFlag.SPAN) ? nodeSets.forJob(j) : partitions.scope(in, nodeSets.forJob(j)));
        // every part of the job keeps to the partitions it may use, all inside one of them unless its
        // QOS has SPAN (guide 7.2: it may use several at once; node sets still bind it)
        return in.bound() ? q.narrowed(n -> in.allowed().contains(n.partition())) : q;
    }

    /** A multi-req job's further requests, each with its own tasks, resources and features. */
    private List<Request> parts(Job j, long w, Function<Reservation, Optional<AclAffinity>> access,
                                Predicate<Node> reserved, boolean dedicated) {
        if (!j.isMultiReq()) {
            return List.of();
        }
        List<Request> parts = new ArrayList<>(j.extraReqs().size());
        for (Req q : j.extraReqs()) {
            parts.add(new Request(j.id(), j.credentials().user(), q.tasks(), q.perTask(), w == Times.INFINITY ? 0 : w,
                    q.nodes(), q.tasksPerNode(), settings.exactNode(),
                    only(NodeFilter.forReq(j, q, settings.exactProc()), reserved), access,
                    NodeAllocationPolicies.forJob(j, allocation), dedicated));
        }
        return parts;
    }

    /** {@code filter}, narrowed to the USERESERVED hosts when there are any (null: no narrowing). */
    private static Predicate<Node> only(Predicate<Node> filter, Predicate<Node> reserved) {
        return reserved == null ? filter : filter.and(reserved);
    }

    /** The hosts of the admin and standing reservations in force that admit the job (only {@code name} when given). */
    private Set<String> reservedHostsFor(Job j, String name) {
        Set<String> hosts = new HashSet<>();
        for (Reservation r : placed) {
            if ((name == null || r.isNamed(name)) && policies.reservations().access(j, r).isPresent()) {
                hosts.addAll(r.hosts());
            }
        }
        return hosts;
    }

    /**
     * The reservation the job must run in: its own ADVRES (qsub -W x=ADVRES[:RESID]) before its
     * QOS's USERESERVED[:RESID]; empty when any it may use will do, null when it need not.
     */
    String reservationAsked(Job j) {
        return reservationAsked(j, qos.of(j));
    }

    private static String reservationAsked(Job j, QosFlags f) {
        boolean useReserved = f.has(QosFlag.USERESERVED);
        if (j.advres() != null && (!j.advres().isEmpty() || !useReserved)) {
            return j.advres();
        }
        if (useReserved) {
            return f.reservation() == null ? "" : f.reservation();
        }
        return null;
    }

    /**
     * Whether the job takes whole nodes and shares them with no other job: its QOS has DEDICATED
     * (guide 7.3), or the job asked for it (NACCESSPOLICY SINGLEJOB, guide 13.3).
     */
    boolean dedicated(Job j) {
        return j.dedicatedNodes() || qos.of(j).has(QosFlag.DEDICATED);
    }

    /** The partitions the job may use, and whether at once (QOS SPAN): jobs alike in this may share cached verdicts. */
    private Object partitionsOpen(Job j) {
        return qos.of(j).has(QosFlag.SPAN) ? List.of("SPAN", partitions.forJob(j).allowed()) : partitions.forJob(j).allowed();
    }

    /**
     * The kind of job {@code j} (request {@code q}, reservations {@code access} open to it) for the
     * {@link FitCache}, null when its fits may not be shared: a job whose refusals may not be
     * cached, or a request with node sets, further parts or whole nodes, whose verdict needs more
     * than counting tasks over nodes alike.
     */
    FitCache.Key fitKind(Job j, Request q, long access) {
        if (access < 0 || q.sets() != ResourceSets.NONE || !q.parts().isEmpty() || q.dedicated()) {
            return null;
        }
        return FitCache.key(j, access, partitionsOpen(j), q.accessPolicy(), q.policy().name());
    }

    /**
     * Whether the job's refusals may be cached and reused for jobs of its shape: nothing but its
     * size changes where it may go, and it does not wait for a node set (a larger job that no set
     * can hold may start across sets where this one waits).
     */
    boolean cacheable(Job j) {
        return RefusalCache.simple(j) && j.advres() == null && !j.dedicatedNodes() && !qos.of(j).shapesPlacement()
                && !nodeSets.waits(j);
    }

    /**
     * Procs of admin and standing reservations the job may use: a sum over the few reservations
     * in force, each verdict memoised by the reservation source per job shape its ACL reads.
     */
    long reservedProcsFor(Job j) {
        if (!availability.hasReservations()) {
            return 0;
        }
        return availability.reservedProcs(r -> policies.reservations().access(j, r).isPresent());
    }

    /**
     * The admin and standing reservations in force the job may use, as a set of bits
     * ({@link Availability#admittedReservations}): 0 for none, -1 when too many to tell apart.
     */
    long reservationAccess(Job j) {
        if (!availability.hasReservations()) {
            return 0;
        }
        return availability.admittedReservations(r -> policies.reservations().access(j, r).isPresent());
    }

    /** The cheap first test of every start attempt: could the job's procs be free now at all. */
    boolean mayFitNow(Job j) {
        if (availability.mayFitNow(j.procs(), 0)) {
            return true;
        }
        long room = availability.reservedRoomNow();
        return availability.mayFitNow(j.procs(), room)
                && availability.mayFitNow(j.procs(), Math.min(room, reservedProcsFor(j)));
    }

    /**
     * The cheap second test of a start attempt, before its request is built: could the job's procs
     * stay free for its planned run time, in the aggregate and with the reserved procs it may use.
     * Its request asks that much first ({@code Search.at}), so a job refused here is refused there.
     */
    boolean mayHoldNow(Job j) {
        long w = planned(j);
        long free = availability.freeProcsNowFor(w > 0 ? w : Times.INFINITY); // as request(j) sets its walltime
        return free >= j.procs() || availability.hasReservations() && free + reservedProcsFor(j) >= j.procs();
    }

    /**
     * The reservation behind a job left idle (guide 7.1.5, checkjob): for a job that may run only
     * in a reservation, how that stands ({@link ReservationWaits}); else, when the job would start
     * now if every admin and standing reservation admitted it, the first reservation on those
     * hosts that refuses it; otherwise {@code shortfall}.
     */
    Reason refusedOr(Job j, Request q, Reason shortfall) {
        String asked = reservationAsked(j);
        if (asked != null && !(shortfall instanceof InsufficientResources r && r.never())) {
            return ReservationWaits.of(this, j, asked);
        }
        if (!availability.hasReservations() || !availability.mayFitNow(q.procs(), availability.reservedRoomNow())) {
            return shortfall;
        }
        Request open = q.withAccess(r -> Optional.of(AclAffinity.NEUTRAL));
        Optional<Placement> p = availability.startNow(open);
        if (p.isEmpty()) {
            return shortfall;
        }
        Optional<? extends Reason> why = policies.reservations().refusal(j, standing, p.get().hosts(), now, p.get().end());
        return why.isPresent() ? why.get() : shortfall;
    }

    /**
     * The resources reason for a job left idle: the binding constraint ({@link Shortfalls}), or,
     * when its nodes have enough in sum, the reservations holding what is idle.
     */
    Reason shortfall(Job j, long earliestStart) {
        Optional<NodeSetWait> set = setWait(nodeSets.waits(j) ? request(j) : null, earliestStart);
        if (set.isPresent()) {
            return set.get();
        }
        InsufficientResources r = shortfalls().of(j, earliestStart, commits);
        if (r != null) {
            return r;
        }
        long freeNow = availability.freeProcsNow();
        return j.procs() <= freeNow
                ? new ReservedResources(j.procs(), availability.freeProcs(now, Times.plus(now, planned(j))), freeNow)
                : new InsufficientResources(j.procs(), freeNow, earliestStart);
    }

    /**
     * Why a job that could not start now waits, before its job reservation (if any) is held: for
     * a job bound to node sets that could start now across sets, the set it waits for
     * ({@link NodeSetWait}); else {@link #resourcesShort}.
     */
    Reason waitReason(Job j, Request q, long earliestStart) {
        Optional<NodeSetWait> set = setWait(q, earliestStart);
        return set.isPresent() ? set.get() : resourcesShort(j, earliestStart);
    }

    /** The node set {@code q} (null: none) waits for while it could start now across sets. */
    private Optional<NodeSetWait> setWait(Request q, long earliestStart) {
        if (q != null && q.sets().sets() instanceof NodeSetSelection s && availability.waitsForSet(q)
                && availability.startNow(q.withSets(q.sets().spanning())).isPresent()) {
            return Optional.of(NodeSetWait.of(s.spec(), earliestStart));
        }
        return Optional.empty();
    }

    /**
     * As {@link #shortfall}, always a resources reason: what the backfill passes tell apart from
     * limits. Without the numbers when only decisions are wanted: the stages read its kind alone.
     */
    InsufficientResources resourcesShort(Job j, long earliestStart) {
        if (detail == Detail.DECISIONS) {
            return new InsufficientResources(j.procs(), 0, earliestStart);
        }
        InsufficientResources r = shortfalls().of(j, earliestStart, commits);
        return r != null ? r : new InsufficientResources(j.procs(), availability.freeProcsNow(), earliestStart);
    }

    private Shortfalls shortfalls() {
        if (shortfalls == null) {
            shortfalls = new Shortfalls(availability, now, settings, multiNode);
        }
        return shortfalls;
    }

    /** A placement the limits admit, or the limit that refuses the job. */
    record Admission(Placement placement, Reason refusal) {
    }

    /**
     * The active limits' verdict on starting {@code j} at {@code p}. When a node limit refuses it
     * (guide 6.2 MAXNODE counts the hosts a credential's jobs hold together), the job is placed
     * again on the hosts the credential already holds first, and admitted if that keeps it within.
     */
    Admission admit(Job j, Request q, Placement p, boolean hard) {
        Optional<Reason> limit = throttle.check(j, hard, p.hosts());
        if (limit.isEmpty()) {
            return new Admission(p, null);
        }
        Set<String> held = throttle.heldHosts(j, limit.get());
        if (!held.isEmpty()) {
            Optional<Placement> packed = availability.startNow(q.withPolicy(new HeldHostsFirst(held, q.policy())));
            if (packed.isPresent() && throttle.check(j, hard, packed.get().hosts()).isEmpty()) {
                return new Admission(packed.get(), null);
            }
        }
        return new Admission(null, limit.get());
    }

    /**
     * The limit of the pass ({@code hard}: the second) that refuses {@code j} whatever hosts it
     * would get, when the limits read no hosts (no node limit): what {@link #admit} would answer
     * for any placement, so a caller that only needs to know whether one exists need not choose
     * its hosts. Empty when the limits admit it or read hosts.
     */
    Optional<Reason> refusedWherever(Job j, boolean hard) {
        return throttle.readsHosts() ? Optional.empty() : throttle.check(j, hard, List.of());
    }

    /** Starts a job at a placement: holds the resources, charges the limits, records the decision. */
    void start(Job j, Placement p, boolean backfill) {
        start(j, p, backfill, false);
    }

    /**
     * As {@link #start(Job, Placement, boolean)}; {@code preemptible}: started by preemption-based
     * backfill (BACKFILLPOLICY PREEMPT), planned on only for the placement's time (what it holds
     * later belongs to the reservations it may run into).
     */
    void start(Job j, Placement p, boolean backfill, boolean preemptible) {
        start(slots.of(j), j, p, backfill, preemptible);
    }

    /** As {@link #start(Job, Placement, boolean)} for the queued job at rank position {@code slot}. */
    void start(int slot, Job j, Placement p, boolean backfill) {
        start(slot, j, p, backfill, false);
    }

    private void start(int slot, Job j, Placement p, boolean backfill, boolean preemptible) {
        hold(j, p);
        throttle.charge(j, p.hosts());
        decisions.add(new StartJob(j.id(), p.hosts(), backfill, j.taskResources(), preemptible));
        started.add(j.id());
        if (backfill) {
            backfilled.add(j.id());
        }
        slots.start(slot, backfill, now);
    }

    /** Holds a placement of the job's tasks: whole nodes under QOS DEDICATED, else request by request. */
    private void hold(Job j, Placement p) {
        commits++;
        if (dedicated(j)) {
            availability.commitWhole(p.hosts(), p.start(), p.end(), j.credentials().user());
        } else if (j.isMultiReq()) {
            availability.commitTasks(p.hosts(), j.taskResources(), p.start(), p.end(), j.credentials().user(),
                    AccessPolicies.of(j));
        } else {
            availability.commit(p.hosts(), j.perTask(), p.start(), p.end(), j.credentials().user(), AccessPolicies.of(j));
        }
    }

    /** Reserves a job at a future placement (guide 7.1 job reservations). */
    void reserve(Job j, Placement p) {
        reserve(slots.of(j), j, p);
    }

    /** As {@link #reserve(Job, Placement)} for the queued job at rank position {@code slot}. */
    void reserve(int slot, Job j, Placement p) {
        hold(j, p);
        jobReservations.put(j.id(), new Reservation(j.id(), ReservationType.JOB, p.start(), p.end(), p.hosts(),
                p.hosts().size(), j.perTask(), List.of(), Set.of(), j.credentials().user(), 0, j.features(), null));
        slots.reserved(slot, p.start());
    }

    /** Why the queued job {@code j} waits, null when no stage has said. */
    Reason reason(Job j) {
        return slots.reason(j);
    }

    /** Records why the queued job {@code j} waits (the last stage to say wins). */
    void reason(Job j, Reason r) {
        slots.reason(j, r);
    }

    /** Whether this iteration started the queued job {@code j}. */
    boolean isStarted(Job j) {
        return started.contains(j.id()); // every start is recorded there: no index of the queue by identity
    }
}
