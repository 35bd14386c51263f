package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeFilter;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
    private final List<Node> nodes;
    private final Map<String, Integer> index;
    private final boolean[] usable;
    final Timeline[] free;
    Timeline total;
    private List<Timeline.Release> releases;
    private final Resources capacity;
    private final NodeAccessPolicy accessPolicy;
    final double[] nodePriority;
    final List<Reservation> blockOwners = new ArrayList<>();
    final List<Long> blockProcs = new ArrayList<>();
    final List<List<Block>> blocks;
    private final List<List<UserSpan>> userSpans;
    private final Search search;
    private ChangePoints changePoints;
    private boolean futureHolds;
    /** Nodes with procs free now (before reservation credit): the scan for a start now skips the rest. */
    final java.util.BitSet freeNow = new java.util.BitSet();
    /** Nodes something is held on from a time after now: only they can drop later. */
    final java.util.BitSet laterHold = new java.util.BitSet();
    /** Nodes an admin or standing reservation holds something on. */
    final java.util.BitSet reservedNodes = new java.util.BitSet();

    private Availability(List<Node> nodes, long now, NodeAccessPolicy accessPolicy, Map<String, Double> priorities) {
        this.now = now;
        this.nodes = List.copyOf(nodes);
        this.accessPolicy = accessPolicy;
        int n = nodes.size();
        index = new HashMap<>(Math.max(16, n * 2)); // sized once: refilled at every iteration
        usable = new boolean[n];
        free = new Timeline[n];
        nodePriority = new double[n];
        blocks = new ArrayList<>(n);
        userSpans = new ArrayList<>(n);
        Resources sum = Resources.ZERO;
        for (int i = 0; i < n; i++) {
            Node node = nodes.get(i);
            index.putIfAbsent(node.name(), i);
            usable[i] = NodeFilter.usable(node) && !(node.state() == io.jmaui.scheduler.model.NodeState.BUSY && node.jobs().isEmpty());
            free[i] = new Timeline(now, node.configured());
            nodePriority[i] = priorities.getOrDefault(node.name(), 0.0);
            blocks.add(null);
            userSpans.add(null);
            if (usable[i]) {
                sum = sum.plus(node.configured());
            }
        }
        capacity = sum;
        total = new Timeline(now, sum);
        search = new Search(this);
        for (int i = 0; i < n; i++) {
            freeNow.set(i, usable[i] && free[i].procsAt(0) > 0);
        }
    }

    /**
     * The availability at {@code now}: every node's configured resources less what the active
     * jobs hold until their walltime limit (INFINITY for a job without one).
     */
    public static Availability of(List<Node> nodes, List<Job> jobs, long now, NodeAccessPolicy accessPolicy,
                                  Map<String, Double> nodePriorities) {
        return of(nodes, jobs, now, accessPolicy, nodePriorities, Map.of());
    }

    /**
     * As {@link #of(List, List, long, NodeAccessPolicy, Map)}, with DOWN or DRAINED nodes planned
     * back (guide appendix F DOWNNODEDELAYTIME): a node named in {@code plannedUp} counts as idle
     * but wholly held from now until its time there, so reservations and start estimates may use
     * it from then on and nothing starts on it now. Times at or before now are ignored.
     */
    public static Availability of(List<Node> nodes, List<Job> jobs, long now, NodeAccessPolicy accessPolicy,
                                  Map<String, Double> nodePriorities, Map<String, Long> plannedUp) {
        return of(nodes, jobs, now, accessPolicy, nodePriorities, plannedUp, j -> false);
    }

    /**
     * As {@link #of(List, List, long, NodeAccessPolicy, Map, Map)}; an active job {@code dedicated}
     * accepts (QOS DEDICATED) holds the whole of each of its nodes. A suspended job holds what it
     * asked for except its processors (guide 8.4: it stays "in memory" on its nodes), until it is
     * resumed, which no one can foresee. A running job whose preemption is in flight is vacating:
     * it holds its resources until the next second only.
     */
    public static Availability of(List<Node> nodes, List<Job> jobs, long now, NodeAccessPolicy accessPolicy,
                                  Map<String, Double> nodePriorities, Map<String, Long> plannedUp,
                                  java.util.function.Predicate<Job> dedicated) {
        List<Node> view = nodes;
        if (!plannedUp.isEmpty()) {
            view = new ArrayList<>(nodes);
            for (int i = 0; i < view.size(); i++) {
                Node n = view.get(i);
                Long up = plannedUp.get(n.name());
                if (up != null && up > now && (n.state() == NodeState.DOWN || n.state() == NodeState.DRAINED)) {
                    view.set(i, n.withState(NodeState.IDLE));
                }
            }
        }
        Availability a = new Availability(view, now, accessPolicy, nodePriorities);
        a.releases = new ArrayList<>();
        for (int i = 0; i < view.size(); i++) {
            if (view.get(i) != nodes.get(i)) {
                a.reserve(nodes.get(i).name(), now, plannedUp.get(nodes.get(i).name()), nodes.get(i).configured(), null);
            }
        }
        for (Job j : jobs) {
            if (!j.state().isActive() || j.allocatedHosts().isEmpty()) {
                continue;
            }
            if (j.state() == io.jmaui.scheduler.model.JobState.SUSPENDED) {
                String user = j.credentials().user();
                j.heldPerHost().forEach((h, held) -> a.reserve(h, now, Times.INFINITY, held.withProcs(0), user));
                continue;
            }
            long end = holdsUntil(j, now);
            if (dedicated.test(j)) {
                a.commitWhole(j.allocatedHosts(), now, end, j.credentials().user());
            } else if (!j.isMultiReq()) {
                a.commit(j.allocatedHosts(), j.perTask(), now, end, j.credentials().user());
            } else {
                List<List<String>> byReq = j.hostsByReq();
                for (int k = 0; k < byReq.size(); k++) {
                    a.commit(byReq.get(k), j.reqs().get(k).perTask(), now, end, j.credentials().user());
                }
            }
        }
        a.total = Timeline.ofReleases(now, a.capacity, a.releases);
        a.releases = null;
        return a;
    }

    public static Availability of(List<Node> nodes, List<Job> jobs, long now) {
        return of(nodes, jobs, now, NodeAccessPolicy.SHARED, Map.of());
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

    NodeAccessPolicy accessPolicy() {
        return accessPolicy;
    }

    /** Free resources on {@code host} over [s, e), before any reservation credit; ZERO if unknown. */
    public Resources freeOn(String host, long s, long e) {
        Integer i = index.get(host);
        return i == null ? Resources.ZERO : free[i].minOver(s, e);
    }

    /** Procs free now over all usable nodes (reserved blocks excluded). */
    public long freeProcsNow() {
        return total.procsAtTime(now);
    }

    /** The least procs free over all usable nodes over [s, e) (reserved blocks excluded). */
    public long freeProcs(long s, long e) {
        return s <= total.origin() ? total.minProcsUntil(e) : total.minProcsOver(s, e);
    }

    /**
     * A cheap upper bound: false when {@code procs} procs cannot be free now for a request that
     * may use {@code reservedProcs} procs of admin or standing reservations. One array read.
     */
    public boolean mayFitNow(long procs, long reservedProcs) {
        return total.procsAtTime(now) + reservedProcs >= procs;
    }

    private long reservedRoomNow = -1;

    /**
     * How many more procs than {@link #freeProcsNow()} a job admitted to every admin and standing
     * reservation could use now: the reserved room not yet taken by admitted jobs. Recomputed over
     * the reserved nodes only after something changed on them.
     */
    public long reservedRoomNow() {
        if (reservedRoomNow < 0) {
            long extra = 0;
            for (int i = reservedNodes.nextSetBit(0); i >= 0; i = reservedNodes.nextSetBit(i + 1)) {
                long base = free[i].procsAt(0);
                long held = 0;
                for (Block b : blocks.get(i)) {
                    if (b.activeAt(now)) {
                        held += b.amount().procs();
                    }
                }
                extra += Math.max(0, base + held) - (usable[i] ? base : 0);
            }
            reservedRoomNow = Math.max(0, extra);
        }
        return reservedRoomNow;
    }

    /** True when admin or standing reservations hold anything. */
    public boolean hasReservations() {
        return !blockOwners.isEmpty();
    }

    /**
     * Which admin or standing reservations holding procs the predicate admits: bit {@code r} for
     * the r-th placed, or -1 when more than 63 are placed and the set cannot be told in a long.
     */
    public long admittedReservations(java.util.function.Predicate<Reservation> admits) {
        if (blockOwners.size() > 63) {
            return -1;
        }
        long bits = 0;
        for (int r = 0; r < blockOwners.size(); r++) {
            if (blockProcs.get(r) > 0 && admits.test(blockOwners.get(r))) {
                bits |= 1L << r;
            }
        }
        return bits;
    }

    /** Procs held by the admin or standing reservations the predicate admits. */
    public long reservedProcs(java.util.function.Predicate<Reservation> admits) {
        long s = 0;
        for (int r = 0; r < blockOwners.size(); r++) {
            if (blockProcs.get(r) > 0 && admits.test(blockOwners.get(r))) {
                s += blockProcs.get(r);
            }
        }
        return s;
    }

    /** Holds {@code amount} on {@code host} over [s, e) for a job or job reservation. */
    public void reserve(String host, long s, long e, Resources amount, String user) {
        Integer i = index.get(host);
        if (i == null || e <= s) {
            return;
        }
        futureHolds |= s > now;
        if (s > now) {
            laterHold.set(i);
        }
        changePoints = null;
        Resources charge = accessPolicy.dedicatesNode() ? nodes.get(i).configured() : amount;
        if (reservedNodes.get(i)) {
            reservedRoomNow = -1;
        }
        if (usable[i] && releases != null && s == now) {
            releases.add(new Timeline.Release(e, charge));
        } else if (usable[i]) {
            holdInTotal(i, s, e, charge.procs());
        }
        free[i].add(s, e, charge, -1);
        freeNow.set(i, usable[i] && free[i].procsAt(0) > 0);
        if (accessPolicy == NodeAccessPolicy.SINGLEUSER && user != null) {
            if (userSpans.get(i) == null) {
                userSpans.set(i, new ArrayList<>(2));
            }
            userSpans.get(i).add(new UserSpan(user, s, e));
        }
    }

    /** Holds one task of {@code perTask} per entry of {@code hostsPerTask} over [s, e). */
    public void commit(List<String> hostsPerTask, Resources perTask, long s, long e, String user) {
        Map<String, Integer> count = new LinkedHashMap<>();
        for (String h : hostsPerTask) {
            count.merge(h, 1, Integer::sum);
        }
        count.forEach((h, c) -> reserve(h, s, e, perTask.times(c), user));
    }

    /** Holds a placement found for {@code q}: whole nodes for a dedicated request, else its tasks' hosts, then each part's. */
    public void commit(Request q, Placement p) {
        if (q.dedicated()) {
            commitWhole(p.hosts(), p.start(), p.end(), q.user());
            return;
        }
        if (q.parts().isEmpty()) {
            commit(p.hosts(), q.perTask(), p.start(), p.end(), q.user());
            return;
        }
        int from = 0;
        for (Request part : q.all()) {
            int to = Math.min(p.hosts().size(), from + part.tasks());
            commit(p.hosts().subList(from, to), part.perTask(), p.start(), p.end(), q.user());
            from = to;
        }
    }

    /**
     * Holds tasks given one host and one amount each ({@code taskResources} parallel to
     * {@code hostsPerTask}), summed per host: a multi-req job's tasks differ request by request.
     */
    public void commitTasks(List<String> hostsPerTask, List<Resources> taskResources, long s, long e, String user) {
        Map<String, Resources> perHost = new LinkedHashMap<>();
        for (int k = 0; k < hostsPerTask.size(); k++) {
            perHost.merge(hostsPerTask.get(k), taskResources.get(k), Resources::plus);
        }
        perHost.forEach((h, amount) -> reserve(h, s, e, amount, user));
    }

    /** Holds every resource of each distinct host over [s, e): a job that shares its nodes with none (QOS DEDICATED). */
    public void commitWhole(List<String> hostsPerTask, long s, long e, String user) {
        for (String h : new java.util.LinkedHashSet<>(hostsPerTask)) {
            Integer i = index.get(h);
            if (i != null) {
                reserve(h, s, e, nodes.get(i).configured(), user);
            }
        }
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
        return j.walltime() > 0 ? Math.max(Times.plus(j.startTime(), j.walltime()), now + 1) : Times.INFINITY;
    }

    void addBlock(int node, int owner, long s, long e, Resources amount) {
        if (blocks.get(node) == null) {
            blocks.set(node, new ArrayList<>(2));
        }
        blocks.get(node).add(new Block(owner, s, e, amount));
        changePoints = null;
        reservedRoomNow = -1;
        reservedNodes.set(node);
        blockProcs.set(owner, blockProcs.get(owner) + amount.procs());
        futureHolds |= s > now;
        if (s > now) {
            laterHold.set(node);
        }
        if (usable[node]) {
            holdInTotal(node, s, e, amount.procs());
        }
        free[node].add(s, e, amount, -1);
        freeNow.set(node, usable[node] && free[node].procsAt(0) > 0);
    }

    /**
     * Takes from the aggregate what holding {@code procs} on node i over [s, e) takes from that
     * node's free procs clamped at zero: stacked reservations may drive a node's own timeline
     * below zero (a job admitted by one of them must not see the other's share), but a node never
     * counts less than nothing in the aggregate bound (guide 7.1.5 example 3). Call before the
     * node's timeline is changed.
     */
    private void holdInTotal(int i, long s, long e, long procs) {
        Timeline tl = free[i];
        if (procs <= 0) {
            return;
        }
        if (tl.minProcsOver(s, e) >= procs) {
            total.add(s, e, Resources.procs((int) procs), -1);
            return;
        }
        long from = Math.max(s, tl.origin());
        for (int k = tl.indexAt(from); from < e; k++) {
            long to = k + 1 < tl.size() ? Math.min(tl.timeAt(k + 1), e) : e;
            long take = Math.min(procs, Math.max(0, tl.procsAt(k)));
            if (take > 0) {
                total.add(from, to, Resources.procs((int) take), -1);
            }
            from = to;
        }
    }

    Integer indexOf(String host) {
        return index.get(host);
    }

    boolean userConflict(int node, String user, long s, long e) {
        List<UserSpan> spans = userSpans.get(node);
        if (spans == null || user == null) {
            return false;
        }
        for (UserSpan u : spans) {
            if (u.start() < e && s < u.end() && !u.user().equals(user)) {
                return true;
            }
        }
        return false;
    }

    /** The earliest placement at or after {@code from}, if the request can ever fit. */
    public Optional<Placement> earliest(Request q, long from) {
        return search.earliest(q, Math.max(from, now));
    }

    /** A placement starting now, if the request fits now without touching any reservation it may not use. */
    public Optional<Placement> startNow(Request q) {
        return search.at(q, now);
    }

    /** Backfill windows now for requests like {@code q} (its node filter), widest first. */
    public List<BackfillWindow> windows(Request q) {
        return WindowFinder.windows(this, q);
    }

    /** Which admin/standing reservations the request may use, indexed like {@link #blockOwners}. */
    AclAffinity[] accessFor(Request q) {
        AclAffinity[] acc = new AclAffinity[blockOwners.size()];
        for (int r = 0; r < acc.length; r++) {
            Optional<AclAffinity> a = q.access().apply(blockOwners.get(r));
            acc[r] = a.orElse(null);
        }
        return acc;
    }

    /** Every node's change points in time order, built on first use after the last change. */
    ChangePoints changePoints() {
        if (changePoints == null) {
            changePoints = ChangePoints.of(free);
        }
        return changePoints;
    }

    /** True once something is held from a time after now (a later drop in some timeline). */
    boolean futureHolds() {
        return futureHolds;
    }
}
