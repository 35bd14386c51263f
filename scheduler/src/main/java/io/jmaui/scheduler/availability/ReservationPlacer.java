package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Puts an admin or standing reservation into the availability (guide 7.1.2, 7.1.3). A
 * reservation with hosts and no task count takes the whole of each host, whatever runs there
 * now (its resources go to the reservation as the jobs end); with a task count, the tasks are
 * spread over its hosts, free room first, then room running jobs hold (it becomes the
 * reservation's as they end); a floating one (no hosts) takes its tasks from the first nodes with
 * room over its whole interval, in the resource manager's order, as many as fit: first the nodes
 * it held last iteration, then those where jobs it admits run (what they hold there counts as its
 * room, and as its own use of it: {@link JobInside}), then the rest. With a TPN
 * (SRCFG TPN), a node is taken only if it has room for at least TPN tasks.
 */
final class ReservationPlacer {

    private final Availability a;
    /** Per node index, what running jobs the reservation admits hold there and it has not yet counted as its own. */
    private final Map<Integer, List<Share>> inside = new HashMap<>();

    /** An admitted job's share of one node, and how much of it is still to be counted. */
    private static final class Share {
        final long end;
        Resources left;

        Share(JobInside j) {
            end = j.end();
            left = j.amount();
        }
    }

    ReservationPlacer(Availability a, List<JobInside> jobsInside) {
        this.a = a;
        for (JobInside j : jobsInside) {
            Integer i = a.indexOf(j.host());
            if (i != null) {
                inside.computeIfAbsent(i, k -> new ArrayList<>(2)).add(new Share(j));
            }
        }
    }

    /** Room for the reservation on node i over [s, e): what is free, plus what admitted jobs hold there now. */
    private Resources room(int i, long s, long e) {
        Resources room = a.timeline(i).minOver(s, e);
        for (Share j : inside.getOrDefault(i, List.of())) {
            if (j.end > s) {
                room = room.plus(j.left);
            }
        }
        return room;
    }

    /** What reservation {@code owner} already holds on node i. */
    private Resources held(int i, int owner) {
        Resources sum = Resources.ZERO;
        List<Block> bl = a.reservations.at(i);
        if (bl != null) {
            for (Block b : bl) {
                if (b.reservation() == owner) {
                    sum = sum.plus(b.amount());
                }
            }
        }
        return sum;
    }

    List<String> place(Reservation r, List<String> held) {
        int owner = a.reservations.owners.size();
        a.reservations.owner(r);
        long s = Math.max(r.start(), a.now());
        long e = r.end();
        if (e <= s) {
            return new ArrayList<>();
        }
        if (!r.hosts().isEmpty() && r.taskCount() == 0) {
            // each listed node once, in the list's order (a name listed twice finds the same position),
            // resolved once per list while the index serves: the very reservation at every event
            NodeIndex.Hosts at = a.hosts(r.hosts());
            // the blocks share [s, e): the aggregate takes the hosts free all over it in one change, as a
            // commit's hosts (four changes of a timeline of every running job's end, per event, under one
            // SRCFG of four nodes); the sums are the same, and a timeline keeps every change point it is given
            a.aggregate.beginCommit(false);
            for (int i : at.at()) {
                a.addBlock(i, owner, s, e, a.nodes().get(i).configured());
            }
            a.aggregate.endCommit(s, e);
            return at.named();
        }
        List<String> hosts = new ArrayList<>();
        int remaining = r.taskCount();
        Resources per = r.perTask().isZero() ? Resources.procs(1) : r.perTask();
        Request q = new Request(r.id(), null, remaining, per, e == Times.INFINITY ? 0 : e - s, 0, 0, false,
                n -> r.features().isEmpty() || n.features().containsAll(r.features()), Request::noAccess,
                NodeAllocationPolicies.policy("FIRSTAVAILABLE"));
        remaining -= takeHeld(r, held, q, per, owner, s, e, remaining, hosts);
        for (int i : new java.util.TreeSet<>(inside.keySet())) {
            if (remaining > 0 && a.usable(i) && q.nodeFilter().test(a.nodes().get(i))
                    && (r.hosts().isEmpty() || r.hosts().contains(a.nodes().get(i).name()))) {
                remaining -= hold(i, owner, s, e, per, take(r, room(i, s, e), per, remaining), hosts);
            }
        }
        for (int pass = 0; pass < 2 && remaining > 0; pass++) {
            for (int i = 0; i < a.size() && remaining > 0; i++) {
                Node n = a.nodes().get(i);
                boolean listed = r.hosts().isEmpty() || r.hosts().contains(n.name());
                if (!listed || !a.usable(i) || !q.nodeFilter().test(n) || (pass == 1 && r.hosts().isEmpty())) {
                    continue;
                }
                Resources room = pass == 0 ? room(i, s, e) : n.configured().minus(held(i, owner));
                remaining -= hold(i, owner, s, e, per, take(r, room, per, remaining), hosts);
            }
        }
        return hosts;
    }

    /**
     * Blocks {@code amount} on node i over [s, e), less what admitted jobs running there already
     * use of it until they end (each share is blocked again from its job's end): the reservation
     * holds those tasks, but through the jobs, so others see no room twice taken.
     */
    private void block(int i, int owner, long s, long e, Resources amount) {
        Resources open = amount;
        for (Share j : inside.getOrDefault(i, List.of())) {
            if (j.end <= s || open.isZero()) {
                continue;
            }
            Resources used = open.min(j.left);
            open = open.minus(used);
            j.left = j.left.minus(used);
            if (j.end < e && !used.isZero()) {
                a.addBlock(i, owner, j.end, e, used);
            }
        }
        if (!open.isZero()) {
            a.addBlock(i, owner, s, e, open);
        }
    }

    /** Tasks a node with {@code room} gives: none below the TPN, else as many as fit and are wanted. */
    private static int take(Reservation r, Resources room, Resources per, int wanted) {
        int fit = Math.max(0, room.tasksOf(per));
        return fit < r.tasksPerNode() ? 0 : Math.min(wanted, fit);
    }

    /**
     * Re-takes the tasks the reservation held last iteration, host by host, where the host may
     * still be used and has room over the whole interval: a floating reservation keeps its nodes
     * (Maui moves them only with SPACEFLEX). Returns how many tasks it took.
     */
    private int takeHeld(Reservation r, List<String> held, Request q, Resources per, int owner, long s, long e,
                         int remaining, List<String> hosts) {
        Map<String, Integer> perHost = new LinkedHashMap<>();
        held.forEach(h -> perHost.merge(h, 1, Integer::sum));
        int taken = 0;
        for (Map.Entry<String, Integer> h : perHost.entrySet()) {
            Integer i = a.indexOf(h.getKey());
            boolean listed = r.hosts().isEmpty() || r.hosts().contains(h.getKey());
            if (i == null || !listed || !a.usable(i) || !q.nodeFilter().test(a.nodes().get(i))) {
                continue;
            }
            taken += hold(i, owner, s, e, per, take(r, room(i, s, e), per,
                    Math.min(h.getValue(), remaining - taken)), hosts);
        }
        return taken;
    }

    /** Holds {@code tasks} tasks of {@code per} on node i for the reservation, one host entry each; returns tasks. */
    private int hold(int i, int owner, long s, long e, Resources per, int tasks, List<String> hosts) {
        if (tasks > 0) {
            block(i, owner, s, e, per.times(tasks));
            String name = a.nodes().get(i).name();
            for (int k = 0; k < tasks; k++) {
                hosts.add(name);
            }
        }
        return Math.max(tasks, 0);
    }
}
