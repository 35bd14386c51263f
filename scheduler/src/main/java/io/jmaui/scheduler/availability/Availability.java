package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeList;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Time-space availability (design.md "Availability in time and space"; guide 7.1, 8.2, 15.5):
 * what is free on which node over which interval. One per iteration, mutable, built from the
 * running jobs' walltime limits; admin and standing reservations are placed as ACL-guarded
 * blocks, job reservations and job starts as plain amounts. Reservations, the priority pass,
 * backfill, showbf and showstart all ask it.
 *
 * <p>Each node has a {@link Timeline} of free resources; one aggregate timeline over all usable
 * nodes bounds every request from above, so most requests that cannot fit are refused without
 * looking at a node. A running job whose walltime is over holds its node until {@code now + 1}.
 */
public final class Availability {

    private final long now;
    /** The snapshot's own list where it gave one (no node planned up): the next build's diff reads what it shares. */
    private final NodeList nodes;
    private final NodeIndex index;
    private final boolean[] usable;
    /** Each node's timeline, copied from a carried base or applying deferred holds when read. */
    private final NodeTimelines free;
    /** Free procs over all usable nodes: the bound every request is first held to. */
    final Aggregate aggregate;
    private final NodeAccessPolicy accessPolicy;
    /** Each node's own access policy (NODECFG ACCESS, else NODEACCESSPOLICY); null when all have the global one. */
    private final NodeAccessPolicy[] nodeAccess;
    /** Who holds each node, recorded when some node or job is SINGLEUSER; null otherwise. */
    private final NodeUsers users;
    final double[] nodePriority;
    /** The admin and standing reservations placed. */
    final ReservationBlocks reservations;
    private final Search search;
    private final NodeSetChoice sets;
    private ChangePoints changePoints;
    private boolean futureHolds;
    /**
     * The earliest start of a hold made from a time after now (INFINITY: none). Holds are the only
     * drops after now in any timeline (running jobs, reservations in force and starts are held from
     * now or before, and only end after it), so no node's free room drops between now and this.
     */
    private long laterFrom = Times.INFINITY;
    /** How many holds were made: what is free changes only when this moves. */
    private long holds;
    /** USEMACHINESPEED: the speed classes jobs not yet running are planned in, null when off. */
    private MachineSpeeds speeds;
    /** Each node's configured procs. */
    private final int[] configuredProcs;
    /**
     * Nodes pbs_server or their load calls BUSY: they take no new work ({@link AvailabilityBuild#holdBusy}).
     * Like {@link #busyLeaving} and {@link #loadTakes}, written only while the availability is made,
     * before {@link #keepAsBase}, which hands the very set to the base: never changed after.
     */
    final BitSet busy = new BitSet();
    /** BUSY nodes whose running jobs leave something free now: what {@link AvailabilityBuild#holdBusy} holds. */
    final BitSet busyLeaving = new BitSet();
    /** Nodes with procs free now (before reservation credit): the scan for a start now skips the rest. */
    final BitSet freeNow = new BitSet();
    /** Nodes something is held on from a time after now: only they can drop later. */
    final BitSet laterHold = new BitSet();
    /** Nodes whose load may take something beyond their jobs ({@link Setup#loadTakes}), as the nodes read when made. */
    final BitSet loadTakes = new BitSet();
    /** Turns one host per task into holds per node ({@link #commit}). */
    final TaskHolds tasks = new TaskHolds(this);
    /** The hosts the last task-by-task choice found here ({@link Fitted}), null for none. */
    Fitted fitted;
    /** How many carried searches' selections started at a mark of the one before ({@link SelectionWalk}; read by tests). */
    long walksResumed;
    /**
     * While the running jobs are held on a carried base ({@link AvailabilityBase}), the nodes whose
     * timelines were built afresh; a node not among them keeps the base's timeline, where a job
     * held again is held already (its releases among the base's). Null otherwise.
     */
    boolean[] rebuilt;
    /** The node positions the running job being held touches, while a base for the next iteration is made. */
    int[] touched;
    int touchedCount = -1;
    /** What the running jobs made of this availability, for the next iteration; null when it keeps nothing. */
    private AvailabilityBase base;
    /** The job reservation searches of the last iterations, handed on from base to base ({@link #reservationStart}). */
    private final CarriedSearches carried;
    /**
     * The base this was built on (null: none) and the nodes that build made afresh, in increasing
     * order ({@link AvailabilityBase.Diff#changed}): every other node is the base's very node, with
     * its timeline and columns. What a search kept on the availability that made that base asks again.
     */
    private final AvailabilityBase builtOn;
    private final int[] rebuiltNodes;

    /** Node i's timeline as every hold made so far leaves it ({@link NodeTimelines#get}). */
    Timeline timeline(int i) {
        return free.get(i);
    }

    /** Every node's timeline when no hold waits on any node, else null ({@link NodeTimelines#allAsHeld}): read it, never write it. */
    Timeline[] timelinesAsHeld() {
        return free.allAsHeld();
    }

    /** Node i's timeline when no hold waits to be applied to it, else null ({@link NodeTimelines#asHeld}). */
    Timeline timelineAsHeld(int i) {
        return free.asHeld(i);
    }

    /**
     * How many holds have been made so far: a verdict found at one count stands while it does not
     * move (nothing else changes what is free). -1 under USEMACHINESPEED, where a request's length
     * depends on the nodes it gets: no verdict is to be shared.
     */
    public long holds() {
        return speeds != null ? -1 : holds;
    }

    /** How many holds have been made so far, also under USEMACHINESPEED. */
    long holdsMade() {
        return holds;
    }

    /** From now on, applies every hold at once: the plain path {@link DeferredHolds} is tested against. */
    void holdAtOnce() {
        free.holdAtOnce();
    }

    /** From now on, every hold copies its node's timeline: the plain path {@link NodeTimelines#takeAlike} is tested against. */
    void copyEachHold() {
        free.copyEachHold();
    }

    /** How many holds gave a node another node's timeline instead of a copy ({@link NodeTimelines#takeAlike}; read by tests). */
    long heldAlike() {
        return free.alikes;
    }

    /** Whether some hold waits to be applied to its node's timeline. */
    boolean deferredWaiting() {
        return free.waiting();
    }

    /** How many nodes were lent another node's timeline with a waiting hold applied ({@link NodeTimelines#lend}; read by tests). */
    long lent() {
        return free.lends;
    }

    Availability(List<Node> nodes, long now, Setup setup, AvailabilityBase from, AvailabilityBase.Diff diff) {
        this.now = now;
        this.nodes = NodeList.copyOf(nodes);
        this.accessPolicy = setup.accessPolicy();
        int n = nodes.size();
        this.users = setup.trackUsers() ? new NodeUsers(n) : null;
        index = from == null ? new NodeIndex(nodes) : from.index;
        carried = from == null ? new CarriedSearches() : from.searches;
        builtOn = from;
        rebuiltNodes = from == null ? null : diff.changed();
        free = new NodeTimelines(n, now);
        nodeAccess = setup.nodeAccess().isEmpty() ? null : new NodeAccessPolicy[n];
        reservations = new ReservationBlocks();
        if (nodeAccess != null) {
            for (int i = 0; i < n; i++) {
                nodeAccess[i] = setup.nodeAccess().getOrDefault(nodes.get(i).name(), accessPolicy);
            }
        }
        NodeColumns columns = NodeColumns.of(nodes, now, setup, from, diff, free, freeNow, busy, loadTakes);
        usable = columns.usable;
        nodePriority = columns.priority;
        configuredProcs = columns.configuredProcs;
        aggregate = new Aggregate(now, columns.capacity);
        // the policies' static node orders read only what NodeOrders.alike compares and the nodes'
        // priorities: the base's serve while every node is alike (dirty() saw the same priorities)
        search = new Search(this, columns.allSame ? from.staticOrders : NodeOrders.fresh(), carried.scanColumns);
        sets = new NodeSetChoice(this, search);
    }

    /**
     * The availability at {@code now}: every node's configured resources less what the active
     * jobs hold until their walltime limit (INFINITY for a job without one).
     */
    public static Availability of(List<Node> nodes, List<Job> jobs, long now, NodeAccessPolicy accessPolicy,
                                  Map<String, Double> nodePriorities) {
        return of(nodes, jobs, now, Setup.of(accessPolicy).withNodePriorities(nodePriorities));
    }

    /**
     * The availability at {@code now} as {@code setup} reads nodes and jobs. Every node's
     * configured resources, less what the active jobs hold until their walltime limit (INFINITY
     * for a job without one); a job runs under the stricter of its node's access policy and its
     * own, so a SINGLEJOB job holds the whole node and a SINGLEUSER one keeps other users off it.
     * A suspended job holds what it asked for except its processors (guide 8.4: it stays "in
     * memory" on its nodes), until it is resumed, which no one can foresee; an active job the
     * setup calls {@code dedicated} (QOS DEDICATED) holds the whole of each of its nodes. A running
     * job whose preemption is in flight is vacating: it holds its resources until the next second.
     *
     * <p>DOWN or DRAINED nodes planned back (guide appendix F DOWNNODEDELAYTIME) count as idle but
     * wholly held from now until their time, so reservations and start estimates may use them from
     * then on and nothing starts on them now. A BUSY node (pbs_server says busy or job-exclusive,
     * or its load says so) takes no new work: what its jobs leave is held for {@code busyFor}.
     */
    public static Availability of(List<Node> nodes, List<Job> jobs, long now, Setup setup) {
        return of(nodes, jobs, now, setup, null, null);
    }

    /**
     * As {@link #of(List, List, long, Setup)}, reusing what {@code from} (the last iteration's
     * {@link #base()}, may be null) holds for the nodes and running jobs that are the same objects
     * as then, when it was made with the same {@code key} (what the setup's functions were made
     * from: the configuration). The result is the same as without it. Only the active jobs are
     * read: a caller may give those alone.
     */
    public static Availability of(List<Node> nodes, List<Job> jobs, long now, Setup setup, AvailabilityBase from,
                                  Object key) {
        return AvailabilityBuild.of(nodes, jobs, now, setup, from, key);
    }

    /**
     * Makes this availability, as the running jobs left it, the base for the next iteration's
     * build: every timeline becomes the base's as it stands, shared until something more is held on it.
     */
    void keepAsBase(Object key, Setup setup, HeldJobs held, ReleaseSums releases) {
        // copied by hand, as the nodes free now (BitSets): a clone is a native call in C1 code, and
        // Arrays.copyOf of a Timeline[] a reflective one. The BUSY, BUSY-leaving and load-taking
        // nodes are set only while the availability is made, as the arrays below: the base takes the
        // very sets (three copies at every event); the nodes free now change with every hold
        Timeline[] all = free.all();
        Timeline[] timelines = new Timeline[all.length];
        System.arraycopy(all, 0, timelines, 0, all.length);
        // the nodes, usable, priorities and configured procs are set only while the availability is
        // made: shared with the base as they are (the nodes an immutable list; the next build copies
        // the arrays before it changes any)
        base = new AvailabilityBase(key, now, setup, nodes, index, usable,
                nodePriority, timelines, held, releases,
                search.orders.staticOrders(),
                configuredProcs, aggregate.capacity(), BitSets.copy(freeNow), busy,
                busyLeaving, loadTakes, carried);
        free.share(timelines);
    }

    /**
     * What {@link #of(List, List, long, Setup, AvailabilityBase, Object)} made of the nodes and
     * running jobs, for the next iteration's build; null when it keeps nothing (no key, or a setup
     * with per-node or per-user state: {@link AvailabilityBase#carries}).
     */
    public AvailabilityBase base() {
        return base;
    }

    public static Availability of(List<Node> nodes, List<Job> jobs, long now) {
        return of(nodes, jobs, now, Setup.of(NodeAccessPolicy.SHARED));
    }

    public long now() {
        return now;
    }

    public List<Node> nodes() {
        return nodes;
    }

    int size() {
        return nodes.size();
    }

    boolean usable(int i) {
        return usable[i];
    }

    /** Which nodes may be used, by position: set while the availability is made, never changed after. */
    boolean[] usableColumn() {
        return usable;
    }

    /** See {@link #rebuiltNodes}. */
    AvailabilityBase builtOn() {
        return builtOn;
    }

    /** See {@link #rebuiltNodes}; null when built on no base. Read, never written. */
    int[] rebuiltNodes() {
        return rebuiltNodes;
    }

    /** {@link NodeTimelines#departed}: the nodes held on since this became a base, null before. */
    long[] departedNodes() {
        return free.departed();
    }

    /** Whether node i's timeline as {@link #timeline} returns it now never changes (a base's). */
    boolean unchanging(int i) {
        return free.unchanging(i);
    }

    NodeAccessPolicy accessPolicy() {
        return accessPolicy;
    }

    /** Free resources on {@code host} over [s, e), before any reservation credit; ZERO if unknown. */
    public Resources freeOn(String host, long s, long e) {
        int i = index.of(host);
        return i < 0 ? Resources.ZERO : timeline(i).minOver(s, e);
    }

    /** As {@link #freeOn(String, long, long)} for the node at position {@code i} of {@link #nodes()}. */
    public Resources freeOn(int i, long s, long e) {
        return timeline(i).minOver(s, e);
    }

    /** Procs free now over all usable nodes (reserved blocks excluded). */
    public long freeProcsNow() {
        return aggregate.total.procsAtTime(now);
    }

    /** The least procs free over all usable nodes over [s, e) (reserved blocks excluded). */
    public long freeProcs(long s, long e) {
        Timeline total = aggregate.total;
        return s <= total.origin() ? total.minProcsUntil(e) : total.minProcsOver(s, e);
    }

    /**
     * Procs free over all usable nodes from now for {@code duration} seconds (INFINITY: for ever),
     * reserved blocks excluded: the aggregate bound every start now is first held to, for a
     * request of that walltime. Unbounded under USEMACHINESPEED, where a request is planned
     * shorter on faster nodes.
     */
    public long freeProcsNowFor(long duration) {
        return speeds != null ? Long.MAX_VALUE : aggregate.total.minProcsUntil(Times.plus(now, duration));
    }

    /**
     * A cheap upper bound: false when {@code procs} procs cannot be free now for a request that
     * may use {@code reservedProcs} procs of admin or standing reservations. One array read.
     */
    public boolean mayFitNow(long procs, long reservedProcs) {
        return aggregate.total.procsAtTime(now) + reservedProcs >= procs;
    }

    /**
     * How many more procs than {@link #freeProcsNow()} a job admitted to every admin and standing
     * reservation could use now: the reserved room not yet taken by admitted jobs.
     */
    public long reservedRoomNow() {
        return reservations.roomNow(this);
    }

    /** True when admin or standing reservations hold anything. */
    public boolean hasReservations() {
        return reservations.any();
    }

    /**
     * Which admin or standing reservations holding procs the predicate admits: bit {@code r} for
     * the r-th placed, or -1 when more than 63 are placed and the set cannot be told in a long.
     */
    public long admittedReservations(Predicate<Reservation> admits) {
        return reservations.admitted(admits);
    }

    /** Procs held by the admin or standing reservations the predicate admits. */
    public long reservedProcs(Predicate<Reservation> admits) {
        return reservations.procs(admits);
    }

    /** Holds {@code amount} on {@code host} over [s, e) for a job or job reservation. */
    public void reserve(String host, long s, long e, Resources amount, String user) {
        reserve(host, s, e, amount, user, null);
    }

    /**
     * Holds {@code amount} on {@code host} over [s, e) for a job (or job reservation) of
     * {@code user} whose own access policy is {@code jobAccess} (null: none): under the stricter of
     * it and the node's, a SINGLEJOB or SINGLETASK job holds the whole node and a SINGLEUSER one
     * keeps other users off it.
     */
    public void reserve(String host, long s, long e, Resources amount, String user, NodeAccessPolicy jobAccess) {
        int i = index.of(host);
        if (i >= 0) {
            reserveAt(i, s, e, amount, user, jobAccess);
        }
    }

    /** {@link #reserve(String, long, long, Resources, String, NodeAccessPolicy)} on node i. */
    void reserveAt(int i, long s, long e, Resources amount, String user, NodeAccessPolicy jobAccess) {
        if (e <= s) {
            return;
        }
        holds++;
        futureHolds |= s > now;
        if (s > now) {
            laterHold.set(i);
            laterFrom = Math.min(laterFrom, s);
        }
        changePoints = null;
        NodeAccessPolicy access = accessOn(i, jobAccess);
        Resources charge = access.dedicatesNode() ? nodes.get(i).configured() : amount;
        reservations.changed(i);
        if (usable[i]) {
            aggregate.take(this, i, s, e, charge.procs());
        }
        if (touchedCount >= 0) {
            touched = touched == null || touchedCount == touched.length
                    ? Arrays.copyOf(touched == null ? new int[8] : touched, Math.max(8, touchedCount * 2)) : touched;
            touched[touchedCount++] = i;
        }
        if (rebuilt != null && !rebuilt[i]) {
            return; // its timeline, copied from the carried base, holds this already
        }
        Timeline tl = free.hold(i, s, e, charge); // null: a later hold waits, nothing about now changes
        if (tl != null) {
            freeNow.set(i, usable[i] && tl.procsAt(0) > 0);
        }
        if (users != null && user != null) {
            users.add(i, user, s, e, access);
        }
    }

    /** What a fitted hold on {@code nodes} nodes from {@code s} on changes besides the timelines. */
    private void heldLater(int nodes, long s) {
        holds += nodes;
        futureHolds = true;
        laterFrom = Math.min(laterFrom, s);
        changePoints = null;
    }

    /**
     * Holds a placement just found here ({@link Fitted}) from a later time, as {@link #reserveAt}
     * node by node would, in one pass over its nodes; false, holding nothing, unless every one of
     * those holds would take the same short way: from after now and without devices, so each
     * waits for its node's next read ({@link DeferredHolds}) and changes nothing about now; under
     * one access policy on every node that dedicates none; no user to record, no admin or standing
     * reservation, no build under way. Then what reserveAt asks per node is asked once, and the
     * aggregate takes the sum as the fitted commit's one change ({@link Aggregate#holdFitted}).
     * Every job reservation of a plain run is such a commit: some 220 nodes for a wide Lublin job.
     * Where each node takes as many tasks, the placement's bits serve as they were worked out for
     * it, or for the placement it was found from ({@link FittedWords}), without a pass over its nodes.
     */
    boolean holdLater(Fitted f, long s, long e, Resources perTask, String user, NodeAccessPolicy jobAccess) {
        if (s <= now || e <= s || nodeAccess != null || users != null && user != null || touchedCount >= 0
                || rebuilt != null || reservations.any() || accessPolicy.stricter(jobAccess).dedicatesNode()
                || !free.defers(s, perTask)) {
            return false;
        }
        int[] at = f.nodes();
        int[] counts = f.counts();
        FittedWords.Held even = f.words().of(f, usable);
        if (even.words() != null) { // every node once, as many tasks each: one shared hold of the placement's bits
            int p = perTask.procs() * counts[0]; // as Resources.times counts it
            long procs = p > 0 ? (long) p * even.usableNodes() : 0;
            if (procs > Integer.MAX_VALUE) {
                return false; // the per-node path's sum would stop short of it
            }
            heldLater(at.length, s);
            free.holdShared(s, e, perTask.times(counts[0]), even.words()); // kept as they are: never changed
            laterHold.or(BitSet.valueOf(even.words()));
            aggregate.holdFitted(s, e, procs);
            return true;
        }
        long procs = 0;
        for (int k = 0; k < at.length; k++) {
            int p = perTask.procs() * counts[k]; // as Resources.times counts it
            if (usable[at[k]] && p > 0) {
                procs += p;
            }
        }
        if (procs > Integer.MAX_VALUE) {
            return false; // the per-node path's sum would stop short of it
        }
        heldLater(at.length, s);
        Resources amount = perTask;
        int times = 1;
        // the nodes' bits gathered a word at a time, then set at once: a BitSet.set per node (some
        // 220 per job reservation on Lublin) was a few percent of a run, more in a JVM's early runs
        long[] held = new long[(nodes.size() + 63) >>> 6];
        // the nodes with as many tasks as the first wait as one shared hold (a waiting hold per
        // node was some 220 stores and records per job reservation on Lublin); the bits are
        // held's own array while every node is such a node, else a copy apart
        int first = at.length > 0 ? counts[0] : 1;
        long[] alike = held;
        for (int k = 0; k < at.length; k++) {
            int w = at[k] >>> 6;
            long bit = 1L << at[k];
            if (counts[k] == first && (alike[w] & bit) == 0) {
                alike[w] |= bit;
            } else {
                if (alike == held) {
                    alike = held.clone();
                }
                if (counts[k] != times) { // nodes with as many tasks share one amount, and so one waiting hold
                    times = counts[k];
                    amount = perTask.times(times);
                }
                free.holdLater(at[k], s, e, amount);
            }
            held[w] |= bit;
        }
        if (at.length > 0) {
            free.holdShared(s, e, perTask.times(first), alike); // times(1) is perTask itself
        }
        laterHold.or(BitSet.valueOf(held));
        aggregate.holdFitted(s, e, procs);
        return true;
    }

    /** The access policy a job with its own {@code jobAccess} (null: none) runs under on node i. */
    NodeAccessPolicy accessOn(int i, NodeAccessPolicy jobAccess) {
        NodeAccessPolicy node = nodeAccess == null ? accessPolicy : nodeAccess[i];
        return node.stricter(jobAccess);
    }

    /** Holds one task of {@code perTask} per entry of {@code hostsPerTask} over [s, e). */
    public void commit(List<String> hostsPerTask, Resources perTask, long s, long e, String user) {
        commit(hostsPerTask, perTask, s, e, user, null);
    }

    /** As {@link #commit(List, Resources, long, long, String)}, for a job with its own access policy. */
    public void commit(List<String> hostsPerTask, Resources perTask, long s, long e, String user,
                       NodeAccessPolicy jobAccess) {
        tasks.commit(hostsPerTask, perTask, s, e, user, jobAccess);
    }

    /**
     * As {@link #commit(List, Resources, long, long, String, NodeAccessPolicy)}, each task's node
     * given by position ({@link #lastTaskNodes}: a running job held again on the same nodes).
     */
    void commitAt(int[] nodeOfTask, Resources perTask, long s, long e, String user, NodeAccessPolicy jobAccess) {
        tasks.commitAt(nodeOfTask, nodeOfTask.length, perTask, s, e, user, jobAccess);
    }

    /** {@link TaskHolds#recommitOn}: a running job held again on the nodes of {@code only} alone. */
    void recommitOn(int[] nodeOfTask, boolean[] only, Resources perTask, long s, long e, String user,
                    NodeAccessPolicy jobAccess) {
        tasks.recommitOn(nodeOfTask, only, perTask, s, e, user, jobAccess);
    }

    /** Node i's configured procs, as this availability was made with them. */
    int configuredProcs(int i) {
        return configuredProcs[i];
    }

    /** The node position of each task of the last commit by host names, or null when it did not look them up. */
    int[] lastTaskNodes() {
        return tasks.lastTaskNodes();
    }

    /** Holds a placement found for {@code q}: whole nodes for a dedicated request, else its tasks' hosts, then each part's. */
    public void commit(Request q, Placement p) {
        tasks.commit(q, p);
    }

    /**
     * Holds tasks given one host and one amount each ({@code taskResources} parallel to
     * {@code hostsPerTask}), summed per host: a multi-req job's tasks differ request by request.
     */
    public void commitTasks(List<String> hostsPerTask, List<Resources> taskResources, long s, long e, String user,
                            NodeAccessPolicy jobAccess) {
        tasks.commitTasks(hostsPerTask, taskResources, s, e, user, jobAccess);
    }

    /** Holds every resource of each distinct host over [s, e): a job that shares its nodes with none (QOS DEDICATED). */
    public void commitWhole(List<String> hostsPerTask, long s, long e, String user) {
        tasks.commitWhole(hostsPerTask, s, e, user);
    }

    /**
     * Places an admin or standing reservation as an ACL-guarded block: on its hosts (the whole
     * node when it has no task count), or, floating, on the first nodes with room for its tasks at
     * its start. Returns one host per task (per node for whole-node reservations).
     */
    public List<String> place(Reservation r) {
        return place(r, List.of());
    }

    /**
     * {@link #place(Reservation)}, first re-taking the tasks on {@code held} (one host per task,
     * what the reservation held last iteration) where they still have room.
     */
    public List<String> place(Reservation r, List<String> held) {
        return place(r, held, List.of());
    }

    /**
     * {@link #place(Reservation, List)}, a reservation with a task count counting what the
     * running jobs it admits hold ({@code inside}) as room it may take and as its own use of it.
     */
    public List<String> place(Reservation r, List<String> held, List<JobInside> inside) {
        return new ReservationPlacer(this, inside).place(r, held);
    }

    /** Until when an active job holds its resources: its start plus walltime, never before the next second. */
    public static long holdsUntil(Job j, long now) {
        if (j.preemption().inFlight()) {
            return now + 1; // preempted and vacating: its preemptor plans on its resources from the next second
        }
        if (j.preemption().backfill()) {
            return now + 1; // preemptible backfill (BACKFILLPOLICY PREEMPT): reservations plan on its resources
        }
        return j.walltime() > 0 ? Math.max(Times.plus(j.startTime(), j.walltime()), now + 1) : Times.INFINITY;
    }

    void addBlock(int node, int owner, long s, long e, Resources amount) {
        holds++;
        reservations.add(node, owner, s, e, amount);
        changePoints = null;
        futureHolds |= s > now;
        if (s > now) {
            laterHold.set(node);
            laterFrom = Math.min(laterFrom, s);
        }
        if (usable[node]) {
            aggregate.hold(this, node, s, e, amount.procs());
        }
        Timeline tl = free.own(node);
        tl.add(s, e, amount, -1);
        freeNow.set(node, usable[node] && tl.procsAt(0) > 0);
    }

    /**
     * The first node at or after position {@code from} whose load or use may take something beyond
     * its jobs ({@link Setup#loadTakes} as the node read when this was made), -1 for none: the
     * nodes a caller holding load asks, instead of every node at every iteration.
     */
    public int nextLoadTaking(int from) {
        return loadTakes.nextSetBit(from);
    }

    /** The name of the node at position {@code i} of {@link #nodes()} ({@link NodeIndex#name}). */
    String name(int i) {
        return index.name(i);
    }

    /** Node {@code host}'s position in {@link #nodes()}, -1 when no node has that name. */
    int position(String host) {
        return index.of(host);
    }

    /** The nodes {@code hosts} names, each once, in order ({@link NodeIndex#hosts}). */
    NodeIndex.Hosts hosts(List<String> hosts) {
        return index.hosts(FixedList.copyOf(hosts));
    }

    Integer indexOf(String host) {
        int i = index.of(host);
        return i < 0 ? null : i;
    }

    /** See {@link NodeUsers#conflict}: false when who holds each node is not recorded. */
    boolean userConflict(int node, String user, long s, long e, boolean singleUser) {
        return users != null && users.conflict(node, user, s, e, singleUser);
    }

    /**
     * The earliest placement at or after {@code from}, if the request can ever fit. A request
     * bound to node sets takes the earliest placement inside a set unless it starts more than
     * the sets' delay (NODESETDELAY) after the earliest across sets, or no set can ever hold it.
     */
    public Optional<Placement> earliest(Request q, long from) {
        return sets.earliest(q, from);
    }

    /**
     * {@link #earliest}{@code (q, now())} for a job reservation, which the priority pass searches
     * again at every iteration: answered from the last iterations' search for the same request
     * when nothing that search read has changed since ({@link CarriedSearches}), else from its
     * ranked candidates with the nodes that changed asked again when it lands at the same time
     * ({@link RankedRows}), else searched; kept for the next ones. Only an availability that keeps
     * a base for the next iteration keeps searches.
     */
    public Optional<Placement> reservationStart(Request q) {
        if (base == null || !CarriedSearches.applies(this, q)) {
            return earliest(q, now);
        }
        Optional<Placement> kept = carried.answer(this, q);
        if (kept.isPresent()) {
            return kept;
        }
        Optional<Placement> patched = carried.patched(this, search, q);
        if (patched.isPresent()) {
            return patched;
        }
        // a plain request without machine speeds: what sets.earliest asks of the search, once
        RankedRows[] ranked = new RankedRows[1];
        Optional<Placement> p = search.earliest(q, now, ranked);
        if (p.isPresent() && p.get().start() > now) {
            carried.keep(this, q, p.get(), ranked[0]);
        }
        return p;
    }

    /**
     * Plans jobs not yet running by the speed of the nodes they would run on (USEMACHINESPEED,
     * {@link MachineSpeeds}); {@code speeds} by node name, null or empty for none.
     */
    public void useMachineSpeeds(Map<String, Double> speeds) {
        this.speeds = speeds == null ? null : MachineSpeeds.of(nodes, speeds);
    }

    /** USEMACHINESPEED's speed classes, null when off. */
    MachineSpeeds speeds() {
        return speeds;
    }

    /**
     * A placement starting now, if the request fits now without touching any reservation it may
     * not use. A request bound to node sets starts now inside a set; when no set holds it now, it
     * starts across sets unless a set is expected to hold it within the sets' delay
     * (NODESETDELAY; 0 is best effort: across sets at once).
     */
    public Optional<Placement> startNow(Request q) {
        return sets.startNow(q);
    }

    /**
     * Whether {@link #startNow} would place the request, found without choosing its hosts where
     * that is cheaper: for a caller that needs only the verdict (a job its limits refuse anyway).
     */
    public boolean fitsNow(Request q) {
        return sets.fitsNow(q);
    }

    /**
     * True when a request bound to node sets that cannot start in one now can start in one within
     * the sets' delay: it waits for the set rather than spanning sets now.
     */
    public boolean waitsForSet(Request q) {
        return sets.waitsForSet(q);
    }

    /** Backfill windows now for requests like {@code q} (its node filter), widest first. */
    public List<BackfillWindow> windows(Request q) {
        return WindowFinder.windows(this, q);
    }

    /**
     * Backfill windows for requests like {@code q} now and at up to {@code maxOpenings} later
     * times where room opens (showbf -D), earliest first; a later window is left out when an
     * earlier one already offers as much for at least as long.
     */
    public List<BackfillWindow> futureWindows(Request q, int maxOpenings) {
        return WindowFinder.futureWindows(this, q, maxOpenings);
    }

    /** Which admin/standing reservations the request may use ({@link ReservationBlocks#accessFor}). */
    AclAffinity[] accessFor(Request q) {
        return reservations.accessFor(q);
    }

    /** Every node's change points in time order, built on first use after the last change. */
    ChangePoints changePoints() {
        if (changePoints == null) {
            changePoints = ChangePoints.of(free.all());
        }
        return changePoints;
    }

    /** True once something is held from a time after now (a later drop in some timeline). */
    boolean futureHolds() {
        return futureHolds;
    }

    /** The earliest start of a hold from after now, INFINITY for none: no timeline drops before it ({@link #laterFrom}). */
    long laterFrom() {
        return laterFrom;
    }
}
