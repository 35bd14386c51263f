package io.jmaui.scheduler.reservation;

import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns a reservation plus its resolved HOSTLIST into a {@link ReservationRequest} (guide 7.1.5.2.5):
 * a HOSTLIST without TASKCOUNT, or with FORCE, or (standing) whose hosts hold no more tasks than
 * TASKCOUNT, is node-locked ("a floating reservation is created when a TASKCOUNT is specified and
 * HOSTLIST is either not specified or specified with more resources than are needed"); otherwise
 * a TASKCOUNT floats over candidate hosts (HOSTLIST first; only HOSTLIST when {@code hostsOnly})
 * that lie in the partition, carry every
 * required feature and are IDLE, RUNNING or BUSY ("Only Idle, Running, or Busy node will be
 * considered"). A reservation whose {@code perTask} is {@link Resources#ZERO} reserves whole nodes.
 */
final class Requests {

    private static final Set<NodeState> FLOATING_STATES = Set.of(NodeState.IDLE, NodeState.RUNNING, NodeState.BUSY);

    private Requests() {
    }

    static boolean wholeNode(Resources perTask) {
        return perTask.equals(Resources.ZERO);
    }

    /**
     * The nodes of the given names, first of each name, for {@link #of} (which looks up only the
     * HOSTLIST hosts): a few entries rather than a map of every node at each iteration.
     */
    static Map<String, Node> byName(List<Node> nodes, Collection<String> names) {
        if (names.isEmpty()) {
            return Map.of();
        }
        Set<String> wanted = names instanceof Set<String> set ? set : new HashSet<>(names);
        Map<String, Node> out = new HashMap<>();
        for (Node n : nodes) {
            if (wanted.contains(n.name())) {
                out.putIfAbsent(n.name(), n);
            }
        }
        return out;
    }

    static ReservationRequest of(Reservation r, List<String> hostlist, boolean hostsOnly, int tasksPerNode,
                                 boolean shared, List<Node> nodes, Map<String, Node> byName) {
        boolean force = r.flags().contains("FORCE");
        boolean whole = wholeNode(r.perTask());
        int capacity = 0;
        for (String h : hostlist) {
            Node n = byName.get(h);
            capacity += whole || n == null ? 1 : n.configured().tasksOf(r.perTask());
        }
        boolean noMoreThanNeeded = hostsOnly && capacity <= r.taskCount();
        if (!hostlist.isEmpty() && (r.taskCount() == 0 || force || noMoreThanNeeded)) {
            List<String> hosts = new ArrayList<>();
            int tasks = 0;
            for (String h : hostlist) {
                if (r.taskCount() > 0 && tasks >= r.taskCount()) {
                    break;
                }
                Node n = byName.get(h);
                hosts.add(h);
                tasks += whole || n == null ? 1 : n.configured().tasksOf(r.perTask());
            }
            int taskCount = whole ? 0 : r.taskCount() > 0 ? Math.min(tasks, r.taskCount()) : tasks;
            Reservation locked = copy(r, hosts, taskCount);
            return new ReservationRequest(locked, Placement.LOCKED, List.of(), true, whole, tasksPerNode, true, List.of());
        }
        Set<String> candidates = new LinkedHashSet<>();
        for (String h : hostlist) {
            Node n = byName.get(h);
            if (n != null && eligible(n, r, force)) {
                candidates.add(h);
            }
        }
        if (!hostsOnly || hostlist.isEmpty()) {
            for (Node n : nodes) {
                if (eligible(n, r, force)) {
                    candidates.add(n.name());
                }
            }
        }
        Reservation floating = copy(r, List.of(), r.taskCount());
        return new ReservationRequest(floating, Placement.FLOATING, new ArrayList<>(candidates), hostsOnly && !hostlist.isEmpty(),
                whole, tasksPerNode, shared || force, List.of());
    }

    /**
     * ACCESS=DEDICATED (the default): a floating reservation's candidates lose the hosts that another
     * node-locked admin or standing reservation holds during an overlapping time ("only considered
     * if no reservation conflict is detected"). SHARED (and FORCE) requests keep them.
     */
    static List<ReservationRequest> dedicated(List<ReservationRequest> qs) {
        List<ReservationRequest> out = new ArrayList<>(qs.size());
        for (ReservationRequest q : qs) {
            if (q.placement() != Placement.FLOATING || q.shared()) {
                out.add(q);
                continue;
            }
            Reservation r = q.reservation();
            Set<String> taken = new LinkedHashSet<>();
            for (ReservationRequest o : qs) {
                Reservation l = o.reservation();
                if (o != q && o.placement() == Placement.LOCKED && l.start() < r.end() && r.start() < l.end()) {
                    taken.addAll(l.hosts());
                }
            }
            if (taken.isEmpty()) {
                out.add(q);
                continue;
            }
            List<String> left = q.candidates().stream().filter(h -> !taken.contains(h)).toList();
            out.add(new ReservationRequest(r, q.placement(), left, q.hostsOnly(), q.wholeNodeTasks(), q.tasksPerNode(),
                    q.shared(), q.held()));
        }
        return out;
    }

    /**
     * The reservation handed to the engine's {@code Availability.place(Reservation)}: {@link
     * ReservationRequest#asReservation()}, except that a FLOATING whole-node reservation gets one
     * task of the largest candidate's processors, because that placer reads {@link Resources#ZERO}
     * as one processor. Exact on clusters of equal nodes; on mixed ones smaller nodes are passed
     * over. Drop this once the placer treats ZERO as a whole node.
     */
    static Reservation forPlacer(ReservationRequest q, List<Node> nodes) {
        Reservation r = q.asReservation();
        if (q.placement() != Placement.FLOATING || !q.wholeNodeTasks() || q.candidates().isEmpty()) {
            return r;
        }
        int procs = 0;
        Set<String> candidates = new HashSet<>(q.candidates());
        for (Node n : nodes) {
            if (candidates.contains(n.name())) {
                procs = Math.max(procs, n.configured().procs());
            }
        }
        return r.withPerTask(Resources.procs(procs));
    }

    /** True when the node's state lets a floating reservation take it (IDLE, RUNNING or BUSY; FORCE takes any). */
    static boolean floatingState(Node n) {
        return FLOATING_STATES.contains(n.state());
    }

    private static boolean eligible(Node n, Reservation r, boolean force) {
        if (!force && !floatingState(n)) {
            return false;
        }
        String p = r.partition();
        if (p != null && !p.equals("ALL") && !p.equals(n.partition())) {
            return false;
        }
        return n.features().containsAll(r.features());
    }

    static Reservation copy(Reservation r, List<String> hosts, int taskCount) {
        return r.withHosts(hosts, taskCount);
    }
}
