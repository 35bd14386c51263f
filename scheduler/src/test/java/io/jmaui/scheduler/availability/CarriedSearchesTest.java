package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeFilter;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A job reservation answered from the last iterations' search ({@link Availability#reservationStart})
 * is the plain search's ({@link Availability#earliest}) on the same availability, event after event:
 * arrivals only (time moves, nothing else), a node's features changing alone, jobs started before the search and then running, jobs
 * ending early or running on, nodes replaced, reconfigured, down or busy, the request's filter,
 * size, walltime and dedication changing (the filter made anew at each event, as the iteration
 * makes it: a node the same object is not asked again when the filters are equal), a higher job's reservation holding nodes later, standing
 * reservations of another user placed at every event (the request admitted to them at times), a
 * second job's reservation searched after the top one's at every event. A search
 * not answered so, landing where the last one did, takes its ranked candidates with the changed
 * nodes asked again ({@link RankedRows}: in half the seeds by binary searches, as among thousands
 * of rows; else by walks). Enough searches are answered either way for the
 * comparison to mean something.
 */
class CarriedSearchesTest {

    static final long NOW = 1_700_000_000L;
    static final Object CFG = new Object();

    @Test
    void aCarriedReservationSearch_isThePlainSearch_eventAfterEvent() {
        long answered = 0;
        long patched = 0;
        long reselected = 0;
        long searched = 0;
        long reservedAnswered = 0;
        for (int seed = 0; seed < 80; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 6 + rnd.nextInt(26);
            List<Node> nodes = nodes(rnd, n);
            Setup setup = Setup.of(NodeAccessPolicy.SHARED).withLoad(r -> r, 300)
                    .withNodePriorities(Map.of("n" + rnd.nextInt(n), 3.0));
            List<Job> running = new ArrayList<>();
            AvailabilityBase base = null;
            long now = NOW;
            Top top = Top.random(rnd, n, 0);
            // half the seeds: a second job's reservation searched after the top one's (two searches kept)
            Top second = rnd.nextBoolean() ? Top.random(rnd, n, 0).named("second") : null;
            // half the seeds: a higher job's reservation holds a node or two from later on at every event
            int[] higher = rnd.nextBoolean() ? new int[0] : rnd.ints(1 + rnd.nextInt(2), 0, n).toArray();
            long higherFrom = NOW + 2000 + rnd.nextInt(20_000);
            // a third of the seeds: standing reservations for another user, placed at every event as MapAvailability does
            List<Reservation> standing = rnd.nextInt(3) == 0 ? standing(rnd, n) : List.of();
            for (int event = 0; event < 60; event++) {
                int kind = rnd.nextInt(5);
                now += kind == 0 ? 0 : 1 + rnd.nextInt(kind == 1 ? 2000 : 60);
                if (kind >= 3) {
                    change(rnd, nodes, running, now);
                }
                if (rnd.nextInt(8) == 0) { // a node gains or loses its feature, nothing else changing
                    int i = rnd.nextInt(n);
                    nodes.set(i, nodes.get(i).withFeatures(nodes.get(i).features().isEmpty() ? Set.of("fast") : Set.of()));
                }
                if (rnd.nextInt(10) == 0) {
                    top = top.changed(rnd, n);
                }
                Availability carried = Availability.of(nodes, running, now, setup, base, CFG);
                Availability plain = Availability.of(nodes, running, now, setup);
                base = carried.base();
                base.searches.seeking = seed % 2 == 0; // half the seeds: rows found as on a machine of thousands of nodes
                for (Reservation r : standing) {
                    assertEquals(plain.place(r), carried.place(r));
                }
                String where = "seed " + seed + " event " + event;
                for (int k = rnd.nextInt(3) == 0 ? 1 + rnd.nextInt(2) : 0; k > 0; k--) { // the priority pass starts jobs before the top one
                    Job j = start(rnd, nodes, running, now, "s" + event + "." + k);
                    if (j != null) {
                        for (String h : j.allocatedHosts()) {
                            carried.reserve(h, now, now + j.walltime(), j.perTask(), null);
                            plain.reserve(h, now, now + j.walltime(), j.perTask(), null);
                        }
                    }
                }
                for (int h : higher) {
                    if (higherFrom > now) {
                        carried.reserve("n" + h, higherFrom, higherFrom + 900, new Resources(1, 0, 0, 0), null);
                        plain.reserve("n" + h, higherFrom, higherFrom + 900, new Resources(1, 0, 0, 0), null);
                    }
                }
                Request q = top.request(n);
                Optional<Placement> got = carried.reservationStart(q);
                assertEquals(plain.earliest(q, now), got, where);
                searched++;
                if (got.isPresent() && got.get().start() <= now) {
                    running.add(Job.builder(q.owner()).tasks(q.tasks()).perTask(q.perTask()).walltime(q.walltime())
                            .running(now, got.get().hosts()).build());
                    top = Top.random(rnd, n, event + 1);
                } else if (got.isPresent()) {
                    carried.commit(q, got.get()); // held as the reservation is, then backfill reads it
                    plain.commit(q, got.get());
                }
                if (second != null) {
                    if (rnd.nextInt(10) == 0) {
                        second = second.changed(rnd, n);
                    }
                    Request q2 = second.request(n);
                    Optional<Placement> got2 = carried.reservationStart(q2);
                    assertEquals(plain.earliest(q2, now), got2, where + " (second)");
                    searched++;
                    if (got2.isPresent() && got2.get().start() > now) {
                        carried.commit(q2, got2.get());
                        plain.commit(q2, got2.get());
                    }
                }
            }
            answered += base.searches.answered;
            patched += base.searches.patched;
            reselected += base.searches.reselected;
            reservedAnswered += standing.isEmpty() ? 0 : base.searches.answered + base.searches.patched;
        }
        assertTrue(reservedAnswered > 100, reservedAnswered + " answered from what was kept beside standing reservations");
        assertTrue(answered > searched / 14, answered + " of " + searched + " answered from what was kept");
        assertTrue(patched > searched / 10, patched + " of " + searched + " answered from kept rows, changed nodes asked again");
        assertTrue(reselected > patched / 10, reselected + " of " + patched + " patched took the kept selection again");
        System.out.println("CarriedSearchesTest: " + searched + " searched, " + answered + " answered, " + patched
                + " patched, " + reselected + " reselected");
    }

    /** {@code n} nodes n0, n1, ... of one or up to four procs each and 4 GB, most with feature {@code fast}. */
    static List<Node> nodes(SplittableRandom rnd, int n) {
        List<Node> nodes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int procs = 1 + rnd.nextInt(rnd.nextBoolean() ? 1 : 4);
            nodes.add(Node.idle("n" + i, procs).withConfigured(new Resources(procs, 4096, 0, 0))
                    .withFeatures(rnd.nextInt(4) == 0 ? Set.of() : Set.of("fast")));
        }
        return nodes;
    }

    /**
     * One or two standing reservations of another user: whole nodes, locked, or a floating task
     * count; each in force now or from later on, for some hours.
     */
    private static List<Reservation> standing(SplittableRandom rnd, int n) {
        List<Reservation> out = new ArrayList<>();
        for (int k = 1 + rnd.nextInt(2); k > 0; k--) {
            long start = NOW + (rnd.nextBoolean() ? -600 : rnd.nextInt(30_000));
            List<String> hosts = rnd.nextInt(3) == 0 ? List.of() : List.of("n" + rnd.nextInt(n), "n" + rnd.nextInt(n));
            out.add(new Reservation("day." + k, ReservationType.STANDING, start, start + 3_600 + rnd.nextInt(40_000),
                    hosts, hosts.isEmpty() ? 1 + rnd.nextInt(3) : 0, Resources.procs(1), List.of(), Set.of(), "other",
                    0, Set.of(), null));
        }
        return out;
    }

    /**
     * The top job: its size, walltime, dedication, the node its filter leaves out (-1: none) and
     * whether the standing reservations admit it (then searched afresh: nothing is carried).
     */
    private record Top(String id, int tasks, int memMb, long walltime, boolean dedicated, int excluded,
                       boolean admitted, boolean fast) {

        static Top random(SplittableRandom rnd, int nodes, int k) {
            return new Top("top" + k, 1 + nodes / 2 + rnd.nextInt(nodes), rnd.nextInt(4) == 0 ? 512 : 0,
                    rnd.nextInt(8) == 0 ? 0 : 300 + rnd.nextInt(7200), rnd.nextInt(6) == 0, -1, false,
                    rnd.nextInt(3) == 0);
        }

        Top changed(SplittableRandom rnd, int nodes) {
            return switch (rnd.nextInt(6)) {
                case 0 -> new Top(id, Math.max(1, tasks + rnd.nextInt(3) - 1), memMb, walltime, dedicated, excluded,
                        admitted, fast);
                case 1 -> new Top(id, tasks, memMb, walltime + 60, dedicated, excluded, admitted, fast);
                case 2 -> new Top(id, tasks, memMb, walltime, !dedicated, excluded, admitted, fast);
                case 3 -> new Top(id, tasks, memMb, walltime, dedicated, excluded, !admitted, fast);
                case 4 -> new Top(id, tasks, memMb, walltime, dedicated, excluded, admitted, !fast);
                default -> new Top(id, tasks, memMb, walltime, dedicated, rnd.nextInt(3) == 0 ? -1 : rnd.nextInt(nodes),
                        admitted, fast);
            };
        }

        /**
         * The request as the iteration makes it anew at each event: the job's own node filter
         * ({@link NodeFilter#forJob}, a value), its requested hosts every node but the excluded one,
         * feature {@code fast} asked or not.
         */
        Top named(String name) {
            return new Top(name, tasks, memMb, walltime, dedicated, excluded, admitted, fast);
        }

        Request request(int nodes) {
            List<String> hosts = new ArrayList<>();
            for (int i = 0; excluded >= 0 && i < nodes; i++) {
                if (i != excluded) {
                    hosts.add("n" + i);
                }
            }
            Function<Reservation, Optional<AclAffinity>> access = admitted ? r -> Optional.of(AclAffinity.NEUTRAL)
                    : Request::noAccess;
            return new Request(id, "u", tasks, new Resources(1, memMb, 0, 0), walltime, 0, 0, false,
                    NodeFilter.forJob(Job.builder(id).requestedHosts(hosts).features(fast ? Set.of("fast") : Set.of())
                            .build()), access,
                    NodeAllocationPolicies.lastAvailable(), dedicated);
        }
    }

    /** A job started now on free room (null when none was found), added to the running jobs. */
    private static Job start(SplittableRandom rnd, List<Node> nodes, List<Job> running, long now, String id) {
        List<String> hosts = AvailabilityBaseTest.freeHosts(rnd, nodes, used(nodes, running));
        if (hosts.isEmpty()) {
            return null;
        }
        Resources perTask = new Resources(1, rnd.nextInt(3) == 0 ? 256 : 0, 0, 0);
        Job j = Job.builder(id).tasks(hosts.size()).perTask(perTask).walltime(60 + rnd.nextInt(4000))
                .running(now, hosts).build();
        running.add(j);
        return j;
    }

    /**
     * Some jobs end (most before their walltime), some start unseen; a node may be replaced,
     * reconfigured, go down or busy.
     */
    private static void change(SplittableRandom rnd, List<Node> nodes, List<Job> running, long now) {
        running.removeIf(j -> rnd.nextInt(5) == 0);
        for (int k = rnd.nextInt(3); k > 0; k--) {
            Job j = start(rnd, nodes, running, now - rnd.nextInt(2000), "x" + now + "." + k);
            if (j != null && rnd.nextInt(12) == 0) { // one without a walltime, or one past it
                running.set(running.size() - 1, j.toBuilder().walltime(rnd.nextBoolean() ? 0 : 30).build());
            }
        }
        for (int b = 0; b < nodes.size(); b++) { // a busy node is one until the next poll only
            if (nodes.get(b).state() == NodeState.BUSY) {
                nodes.set(b, nodes.get(b).withState(NodeState.IDLE));
            }
        }
        int i = rnd.nextInt(nodes.size());
        Node was = nodes.get(i);
        switch (rnd.nextInt(10)) {
            case 0 -> nodes.set(i, Node.idle(was.name(), was.configured().procs()).withConfigured(was.configured()));
            case 1 -> nodes.set(i, Node.idle(was.name(), 1 + rnd.nextInt(4)).withConfigured(
                    new Resources(1 + rnd.nextInt(4), 4096, 0, 0)));
            case 2 -> nodes.set(i, was.withState(was.state() == NodeState.DOWN ? NodeState.IDLE : NodeState.DOWN));
            case 3 -> nodes.set(i, was.withState(NodeState.BUSY));
            default -> {
            }
        }
    }

    private static int[] used(List<Node> nodes, List<Job> running) {
        int[] used = new int[nodes.size()];
        for (Job j : running) {
            for (String h : j.allocatedHosts()) {
                used[Integer.parseInt(h.substring(1))]++;
            }
        }
        return used;
    }
}
