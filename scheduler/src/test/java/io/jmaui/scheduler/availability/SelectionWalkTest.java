package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * A wide job's reservation on a machine of many nodes, searched again at every event from the kept
 * rows with the changed nodes asked again ({@link RankedRows}), whose selection starts at the last
 * mark of the pass before it ({@link SelectionWalk}) and whose commit takes the node bits worked
 * out for the placement before it ({@link FittedWords}), is the plain search's, and its commit
 * leaves what the plain commit leaves: event after event, jobs ending early (a node leaving the
 * rows ranked first for the idle ones), starting on idle nodes (the rows ranked last), or only
 * time passing; one-processor machines and machines of one to three processors (a node taking
 * more than one task: placements committed node by node), requests with and without a second
 * round. Enough selections resume and enough commits derive their bits for the comparison to mean
 * something.
 */
class SelectionWalkTest {

    static final long NOW = 1_700_000_000L;
    static final Object CFG = new Object();
    /** One filter object for every event: the kept searches compare filters by equality. */
    private static final Predicate<Node> ANY = node -> true;

    @Test
    void aResumedSelection_isThePlainSearch_andItsCommitThePlainCommit() {
        long searched = 0;
        long resumed = 0;
        long derived = 0;
        long even = 0;
        long patched = 0;
        for (int seed = 0; seed < 60; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 40 + rnd.nextInt(160);
            boolean wide = seed % 3 == 0; // nodes of one to three processors
            List<Node> nodes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int procs = wide ? 1 + rnd.nextInt(3) : 1;
                nodes.add(Node.idle("n" + i, procs).withConfigured(new Resources(procs, 0, 0, 0)));
            }
            Setup setup = Setup.of(NodeAccessPolicy.SHARED);
            List<Job> running = new ArrayList<>();
            long now = NOW;
            int procs = 0;
            for (Node node : nodes) {
                procs += node.configured().procs();
            }
            for (int k = 0; k < 4 * n && busy(running) < procs * 9 / 10; k++) { // a busy machine
                start(rnd, nodes, running, now - rnd.nextInt(3000), "r" + k, 1 + rnd.nextInt(4));
            }
            AvailabilityBase base = null;
            Request q = top(rnd, procs);
            for (int event = 0; event < 80; event++) {
                now += rnd.nextInt(4) == 0 ? 0 : 1 + rnd.nextInt(300);
                switch (rnd.nextInt(4)) {
                    case 0 -> running.removeIf(j -> rnd.nextInt(12) == 0); // ending early
                    case 1 -> start(rnd, nodes, running, now, "s" + event, 1 + rnd.nextInt(2)); // onto idle nodes
                    default -> {
                    }
                }
                long at = now;
                running.removeIf(j -> j.startTime() + j.walltime() <= at); // reached their walltime
                if (rnd.nextInt(40) == 0) {
                    q = top(rnd, procs);
                }
                Availability carried = Availability.of(nodes, running, now, setup, base, CFG);
                Availability plain = Availability.of(nodes, running, now, setup);
                base = carried.base();
                String where = "seed " + seed + " event " + event;
                Optional<Placement> got = carried.reservationStart(q);
                assertEquals(plain.earliest(q, now), got, where);
                searched++;
                resumed += carried.walksResumed;
                if (got.isPresent() && got.get().start() <= now) { // started: the next job is the top one
                    running.add(Job.builder("top" + event).tasks(q.tasks()).perTask(q.perTask()).walltime(q.walltime())
                            .running(now, got.get().hosts()).build());
                    q = top(rnd, procs);
                }
                if (got.isEmpty() || got.get().start() <= now) {
                    continue;
                }
                Fitted f = carried.fitted;
                long carriedHolds = carried.holdsMade(); // a build on a base holds less: the commits' own compared
                long plainHolds = plain.holdsMade();
                carried.commit(q, got.get()); // held as the reservation is, then backfill reads it
                plain.fitted = null; // the plain commit: every host looked up, every clamp read
                plain.commit(q, got.get());
                assertEquals(plain.holdsMade() - plainHolds, carried.holdsMade() - carriedHolds, where + ": holds");
                same(plain, carried, where);
                if (f != null && f.words().of(f, carried.usableColumn()).words() != null) {
                    even++;
                    derived += f.words().of(f, carried.usableColumn()).derived() ? 1 : 0;
                }
            }
            patched += base.searches.patched;
        }
        assertTrue(resumed > patched / 2, resumed + " of " + patched + " patched searches' selections resumed at a mark");
        assertTrue(even > searched / 2, even + " of " + searched + " commits held the placement's bits");
        assertTrue(derived > even / 5, derived + " of " + even + " such commits took an earlier placement's bits");
        System.out.println("SelectionWalkTest: " + searched + " searched, " + patched + " patched, " + resumed
                + " resumed at a mark; " + even + " commits of the placement's bits, " + derived + " from an earlier one's");
    }

    /**
     * Under a node-dedicating access policy a job reservation is committed node by node, never by its
     * bits: each placement chosen from the one before keeps no chain of earlier placements alive.
     */
    @Test
    void placementsNeverHeldByTheirBits_keepNoChainOfEarlierOnes() {
        SplittableRandom rnd = new SplittableRandom(7);
        int n = 120;
        List<Node> nodes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            nodes.add(Node.idle("n" + i, 1).withConfigured(new Resources(1, 0, 0, 0)));
        }
        Setup setup = Setup.of(NodeAccessPolicy.SINGLEJOB);
        List<Job> running = new ArrayList<>();
        long now = NOW;
        for (int k = 0; k < 4 * n && busy(running) < n * 9 / 10; k++) {
            start(rnd, nodes, running, now - rnd.nextInt(3000), "r" + k, 1 + rnd.nextInt(4));
        }
        Request q = new Request("top", "u", n / 2, Resources.procs(1), 3600, 0, 0, false, ANY, Request::noAccess,
                NodeAllocationPolicies.lastAvailable(), false);
        AvailabilityBase base = null;
        long linked = 0;
        for (int event = 0; event < 400; event++) {
            now += 1 + rnd.nextInt(120);
            if (rnd.nextBoolean()) {
                running.removeIf(j -> rnd.nextInt(30) == 0);
                start(rnd, nodes, running, now, "s" + event, 1 + rnd.nextInt(3));
            }
            Availability carried = Availability.of(nodes, running, now, setup, base, CFG);
            base = carried.base();
            Optional<Placement> got = carried.reservationStart(q);
            if (got.isPresent() && got.get().start() > now) {
                carried.commit(q, got.get());
            }
            Fitted f = carried.fitted;
            if (f != null && f.words().linked() != null) {
                linked++;
                assertEquals(null, f.words().linked().words().linked(), "event " + event + ": a chain of placements");
            }
        }
        assertEquals(0, linked, "placements linked to one whose bits were never worked out");
        assertTrue(base.searches.patched > 20, base.searches.patched + " searches patched from kept rows");
    }

    /** A job of one processor per task, wanting a third to four fifths of the machine's processors. */
    private static Request top(SplittableRandom rnd, int procs) {
        int tasks = procs / 3 + rnd.nextInt(Math.max(1, procs * 7 / 15));
        return new Request("top", "u", tasks, Resources.procs(1), 600 + rnd.nextInt(7200), 0, 0, false, ANY,
                Request::noAccess, NodeAllocationPolicies.lastAvailable(), false);
    }

    /** The processors the running jobs hold. */
    private static int busy(List<Job> running) {
        int procs = 0;
        for (Job j : running) {
            procs += j.allocatedHosts().size();
        }
        return procs;
    }

    /** A job of up to {@code tasks} tasks started at {@code at} on nodes with a processor free, if any. */
    private static void start(SplittableRandom rnd, List<Node> nodes, List<Job> running, long at, String id, int tasks) {
        int[] used = new int[nodes.size()];
        for (Job j : running) {
            for (String h : j.allocatedHosts()) {
                used[Integer.parseInt(h.substring(1))]++;
            }
        }
        List<String> hosts = new ArrayList<>();
        for (int t = 0; t < 3 * tasks && hosts.size() < tasks; t++) {
            int i = rnd.nextInt(nodes.size());
            if (used[i] < nodes.get(i).configured().procs()) {
                used[i]++;
                hosts.add("n" + i);
            }
        }
        if (!hosts.isEmpty()) {
            running.add(Job.builder(id).tasks(hosts.size()).perTask(Resources.procs(1)).walltime(300 + rnd.nextInt(9000))
                    .running(at, hosts).build());
        }
    }

    /** Whether the carried availability holds what the plain one does: node sets, every timeline and the aggregate from now. */
    private static void same(Availability plain, Availability carried, String where) {
        long now = plain.now();
        assertEquals(plain.laterHold, carried.laterHold, where + ": later holds");
        assertEquals(plain.freeNow, carried.freeNow, where + ": free now");
        for (int i = 0; i < plain.size(); i++) {
            assertTrue(plain.timeline(i).sameFrom(now, carried.timeline(i), now), where + ": node " + i);
        }
        assertTrue(plain.aggregate.total.sameFrom(now, carried.aggregate.total, now), where + ": aggregate");
    }
}
