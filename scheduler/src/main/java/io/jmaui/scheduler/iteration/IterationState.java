package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.availability.Availability;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.decision.Decision;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.priority.JobPriority;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.FairshareWindow;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.nodes.NodeProfiles;
import io.jmaui.scheduler.nodeset.NodeSets;
import io.jmaui.scheduler.partition.PartitionAccess;
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
import java.util.Set;

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
    /** Each class's default walltime, read from the snapshot's classes when a job without a walltime first asks. */
    private Map<String, Long> classWalltime;
    /** ENABLEMULTINODEJOBS (default TRUE). */
    final boolean multiNode;

    Availability availability;
    Throttle throttle = Throttle.NONE;
    List<FairshareWindow> fairshareWindows = List.of();
    FairshareUsage usage;
    List<Job> ranked = List.of();
    /**
     * The snapshot's waiting jobs in its order, as {@link RankJobs} listed them to be ranked: where
     * {@link #ranked} and {@link #eligible} are this very list, every waiting job is eligible in the
     * snapshot's order, and the bypass counts are handed over as their rule ({@link BypassCounts}).
     */
    List<Job> waiting = List.of();
    List<JobPriority> priorities = List.of();
    /** Where each ranked job lies in the queued list, when the ranker says ({@link RankJobs}); null otherwise. */
    RankPositions positions;
    /** Whether some queued job is QUEUEJOB:FALSE (set by {@link RankJobs}): else {@link CancelNoQueueJobs} has none to cancel. */
    boolean noQueue = true;
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
    /** Running jobs stopped this iteration for breaking a limit (EnforceLimits): no victim of a preemptor. */
    final Set<String> enforced = new HashSet<>();
    /** RESOURCELIMITPOLICY: since when each running job has violated a resource limit, for the next iteration. */
    final Map<String, Long> violatingSince = new HashMap<>();
    final List<Reservation> standing = new ArrayList<>();
    /** Admin and standing reservations with the hosts placed, one per task, for the next iteration. */
    final List<Reservation> placed = new ArrayList<>();
    final Map<String, Reservation> jobReservations = new LinkedHashMap<>();
    /** The new bypass counts ({@link Summarize}), owned by the result they end in: not copied there. */
    Map<String, Integer> bypass = Map.of();
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
    /** How each job's request is built and which jobs' verdicts may be shared. */
    final JobRequests requests;
    /** Why a job left idle waits: resources, reservations, node sets. */
    final WaitReasons waits;
    final RefusalCache refusals;
    /** Jobs found to fit now while nothing more was held: the verdicts {@link SchedulePriorityJobs#fitsNow} reuses. */
    final FitCache fits = new FitCache();
    long chunkBlockedSince;
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
        this(cfg, settings, snapshot, now, policies, carry, detail, null);
    }

    /**
     * As {@link #IterationState(MauiConfig, EngineSettings, Snapshot, long, Policies, CarryOver, Detail)}
     * on {@code in}'s assigned snapshot ({@code snapshot}; null: none): what the setup reads of every
     * node and job (the partitions, whether a job asks SINGLEUSER) taken from it, as it carried them.
     */
    IterationState(MauiConfig cfg, EngineSettings settings, Snapshot snapshot, long now, Policies policies,
                   CarryOver carry, Detail detail, Prepared in) {
        this.cfg = cfg;
        this.detail = detail;
        this.carry = carry;
        this.settings = settings;
        this.snapshot = snapshot;
        this.now = now;
        this.policies = policies;
        this.qos = QosTable.of(cfg);
        this.multiNode = cfg.get(Parameters.ENABLEMULTINODEJOBS);
        NodeAllocationPolicies.Lookup l = allocation(cfg, settings.nodeAllocationPolicy());
        if (l.warning() != null) {
            warnings.add(l.warning());
        }
        allocation = l.policy();
        access = in == null ? AccessPolicies.of(cfg, settings.nodeAccessPolicy(), snapshot.nodes(), snapshot.jobs())
                : AccessPolicies.of(cfg, settings.nodeAccessPolicy(), snapshot.nodes(), in.singleUserJob());
        // the profiles are the config's alone (immutable): made once per config, not at every event
        nodeSets = NodeSets.of(cfg, cfg.derived(PROFILES).procSpeeds());
        partitions = in == null ? PartitionAccess.of(cfg, snapshot.nodes())
                : PartitionAccess.inPartitions(cfg, in.partitions());
        requests = new JobRequests(this);
        waits = new WaitReasons(this);
        refusals = new RefusalCache(access.singleUser(), requests.partitionsOpenTo);
        chunkBlockedSince = carry.chunkBlockedSince();
        prediction = snapshot.prediction();
    }

    private static final Derived<NodeProfiles> PROFILES = Derived.of(NodeProfiles::of);

    /** The NODEALLOCATIONPOLICY word and its lookup, kept per config ({@link MauiConfig#derived}). */
    private record Allocation(String word, NodeAllocationPolicies.Lookup lookup) {
    }

    private static final Derived<Allocation> ALLOCATION = Derived.of(IterationState::allocation);

    /**
     * The policy {@code word} names, looked up once per config rather than at every iteration (a
     * word parsed and a policy made at each of the simulator's events): the policies keep no state.
     */
    private static NodeAllocationPolicies.Lookup allocation(MauiConfig cfg, String word) {
        // the word asked of the config's own NODEALLOCATIONPOLICY, not captured: a lambda capturing it is
        // made through a method handle in C1 code, at every iteration
        Allocation a = cfg.derived(ALLOCATION);
        return a.word().equals(word) ? a.lookup() : NodeAllocationPolicies.of(word);
    }

    private static Allocation allocation(MauiConfig cfg) {
        String word = cfg.get(Parameters.NODEALLOCATIONPOLICY).name(); // as Settings reads it
        return new Allocation(word, NodeAllocationPolicies.of(word));
    }

    /** The job's walltime limit, its class default when it gave none, else INFINITY. */
    long walltime(Job j) {
        if (j.walltime() > 0) {
            return j.walltime();
        }
        long d = j.credentials().jobClass() == null ? 0 : classWalltimes().getOrDefault(j.credentials().jobClass(), 0L);
        return d > 0 ? d : Times.INFINITY;
    }

    /**
     * The classes' default walltimes, made at the first job without a walltime of its own: at most
     * events of a simulation every job has one (preparing gives the class default), and a map of
     * the classes was filled at each.
     */
    private Map<String, Long> classWalltimes() {
        if (classWalltime == null) {
            classWalltime = new HashMap<>();
            for (JobClass c : snapshot.classes()) {
                classWalltime.put(c.name(), c.defaultWalltime());
            }
        }
        return classWalltime;
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
     * What the job asks of the availability ({@link JobRequests#request}): its QOS, reservations,
     * partitions and node sets shape it.
     */
    Request request(Job j) {
        return requests.request(j);
    }

    /**
     * Procs of admin and standing reservations the job may use: a sum over the few reservations
     * in force, each verdict memoised by the reservation source per job shape its ACL reads.
     */
    long reservedProcsFor(Job j) {
        if (!availability.hasReservations()) {
            return 0;
        }
        return availability.reservedProcs(new JobReservationAccess(policies.reservations(), j));
    }

    /**
     * The admin and standing reservations in force the job may use, as a set of bits
     * ({@link Availability#admittedReservations}): 0 for none, -1 when too many to tell apart.
     */
    long reservationAccess(Job j) {
        if (!availability.hasReservations()) {
            return 0;
        }
        return availability.admittedReservations(new JobReservationAccess(policies.reservations(), j));
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
        decisions.add(new StartJob(j.id(), p.hosts(), backfill, StartJob.tasksOf(j), preemptible));
        started.add(j.id());
        slots.start(slot, backfill, now); // a backfilled start is read there alone
    }

    /** Holds a placement of the job's tasks: whole nodes under QOS DEDICATED, else request by request. */
    private void hold(Job j, Placement p) {
        commits++;
        if (requests.dedicated(j)) {
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

    /** Starts and job reservations committed so far (a {@link Shortfalls} answer holds until the next). */
    int commits() {
        return commits;
    }

    /** Whether this iteration started the queued job {@code j}. */
    boolean isStarted(Job j) {
        return started.contains(j.id()); // every start is recorded there: no index of the queue by identity
    }
}
