package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A commit of the hosts a search just found ({@link Fitted}: node positions as found, no clamp read
 * for the aggregate) leaves the availability as the plain commit does, host by host: job
 * reservations and starts, one after another, sometimes with a hold between search and commit
 * (one that may drive a host below zero, where the clamp matters), for another amount, interval,
 * access policy or hosts than the search's. Enough commits take the short way for the comparison to mean
 * something, and enough of the job reservations among them the one pass of {@link Availability#holdLater};
 * half the clusters under a standing reservation on whole hosts, which half the requests are admitted to.
 */
class FittedCommitTest {

    static final long NOW = 1_700_000_000L;

    @Test
    void aCommitOfTheHostsJustFound_leavesWhatThePlainCommitLeaves() {
        long fitted = 0;
        long fittedReserved = 0;
        long later = 0;
        long commits = 0;
        for (int seed = 0; seed < 120; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 4 + rnd.nextInt(24);
            List<Node> nodes = CarriedSearchesTest.nodes(rnd, n);
            List<Job> running = AvailabilityBaseTest.running(rnd, nodes, rnd.nextInt(2 * n), 4000, NOW);
            Setup setup = Setup.of(NodeAccessPolicy.SHARED);
            Availability fast = Availability.of(nodes, running, NOW, setup);
            Availability plain = Availability.of(nodes, running, NOW, setup);
            // half the clusters under a standing reservation on whole hosts, which a request may be
            // admitted to: it counts the reserved room as its own, where the clamp is read
            boolean reserved = seed % 2 == 1;
            if (reserved) {
                List<String> locked = new ArrayList<>();
                for (int h = 1 + rnd.nextInt(Math.max(1, n / 2)); h > 0; h--) {
                    locked.add("n" + rnd.nextInt(n));
                }
                long from = NOW + (rnd.nextBoolean() ? -600 : rnd.nextInt(3000));
                Reservation r = new Reservation("day.0", ReservationType.STANDING, from, from + 600 + rnd.nextInt(9000),
                        locked, 0, Resources.procs(1), List.of(), Set.of(), "other", 0, Set.of(), null);
                assertEquals(plain.place(r), fast.place(r), "seed " + seed + ": reservation");
            }
            for (int step = 0; step < 6; step++) {
                String where = "seed " + seed + " step " + step;
                Request q = new Request("j" + step, "u", 1 + rnd.nextInt(n + 2),
                        new Resources(1, rnd.nextInt(3) == 0 ? 1024 : 0, 0, 0), 300 + rnd.nextInt(5000), 0, 0, false,
                        node -> true, rnd.nextBoolean() ? Request::noAccess : r -> Optional.of(AclAffinity.NEUTRAL),
                        NodeAllocationPolicies.lastAvailable(), false);
                Optional<Placement> p = fast.earliest(q, NOW);
                assertEquals(p, plain.earliest(q, NOW), where);
                if (p.isEmpty()) {
                    continue;
                }
                Placement at = p.get();
                long s = at.start();
                long e = at.end();
                Resources amount = q.perTask();
                NodeAccessPolicy access = null;
                List<String> hosts = at.hosts();
                switch (rnd.nextInt(9)) {
                    case 0 -> { // a hold between search and commit, maybe driving a host below zero
                        String h = at.hosts().get(rnd.nextInt(at.hosts().size()));
                        Resources more = new Resources(1 + rnd.nextInt(4), 0, 0, 0);
                        fast.reserve(h, s, e, more, null);
                        plain.reserve(h, s, e, more, null);
                    }
                    case 1 -> e += 1 + rnd.nextInt(600);
                    case 2 -> amount = new Resources(2, 0, 0, 0);
                    case 3 -> access = NodeAccessPolicy.SINGLEJOB;
                    case 4 -> { // other hosts: one task moved to some node
                        hosts = new ArrayList<>(hosts);
                        hosts.set(0, "n" + rnd.nextInt(n));
                    }
                    default -> {
                    }
                }
                plain.fitted = null; // the plain commit: every host looked up, every clamp read
                long before = fast.tasks.fittedCommits;
                long laterBefore = fast.tasks.laterCommits;
                fast.commit(hosts, amount, s, e, "u", access);
                plain.commit(new ArrayList<>(hosts), amount, s, e, "u", access);
                fitted += fast.tasks.fittedCommits - before;
                fittedReserved += reserved ? fast.tasks.fittedCommits - before : 0;
                later += fast.tasks.laterCommits - laterBefore;
                commits++;
                same(fast, plain, where);
            }
        }
        assertTrue(fitted > commits / 3, fitted + " of " + commits + " commits took the hosts as found");
        assertTrue(later > fitted / 4, later + " of " + fitted + " such commits were held later in one pass");
        assertTrue(fittedReserved > fitted / 4, fittedReserved + " of " + fitted + " such commits under a reservation");
    }

    /** Whether two availabilities hold the same: holds made, node sets, every timeline and the aggregate (NOW's). */
    static void same(Availability x, Availability y, String where) {
        assertEquals(x.holdsMade(), y.holdsMade(), where + ": holds");
        assertEquals(x.laterHold, y.laterHold, where + ": later holds");
        assertEquals(x.freeNow, y.freeNow, where + ": free now");
        for (int i = 0; i < x.size(); i++) {
            assertTrue(x.timeline(i).sameFrom(NOW, y.timeline(i), NOW), where + ": node " + i);
        }
        assertTrue(x.aggregate.total.sameFrom(NOW, y.aggregate.total, NOW), where + ": aggregate");
    }
}
