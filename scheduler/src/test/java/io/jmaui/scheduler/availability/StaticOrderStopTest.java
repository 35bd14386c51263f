package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A start now ranked by time under a static node order that stops in that order once enough tasks
 * are found ({@link Search#untilEnoughInStaticOrder}) places every request where the scan of all
 * nodes does: random busy clusters ({@link RandomClusters}) with admin reservations of every
 * affinity, some started and some later, job reservations held later and placements committed
 * between requests; plain requests under MINRESOURCE, CPULOAD, PRIORITY and FIRSTAVAILABLE (every
 * policy whose order is static), some dedicated or under their own access policy.
 */
class StaticOrderStopTest {

    private static final String[] STATIC = {"MINRESOURCE", "CPULOAD", "PRIORITY", "FIRSTAVAILABLE"};

    @Test
    void stoppingInTheStaticOrder_placesAsTheFullScan() {
        int placed = 0;
        long stops = 0;
        for (int seed = 0; seed < 600; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            RandomClusters.Cluster c = RandomClusters.cluster(rnd);
            Availability a = c.a();
            for (int k = 0; k < 16; k++) {
                Request q = plain(RandomClusters.request(rnd, c.reservations()), rnd);
                Search stopping = new Search(a);
                Optional<Placement> expected = new Search(a).scanningAll().at(q, RandomClusters.NOW);
                assertEquals(expected, stopping.at(q, RandomClusters.NOW), "seed " + seed + " request " + k + ": " + q);
                stops += stopping.staticStops;
                placed += expected.isPresent() ? 1 : 0;
                if (expected.isPresent() && rnd.nextInt(3) > 0) {
                    a.commit(q, expected.get());
                } else if (rnd.nextInt(3) == 0) {
                    a.earliest(q, RandomClusters.NOW).ifPresent(p -> a.commit(q, p)); // mostly a job reservation later
                }
            }
        }
        assertTrue(placed > 1000, "placed " + placed);
        assertTrue(stops > 500, "stopped before the end of the order " + stops + " times");
    }

    /** {@code q} without nodes=N:ppn=P under a static policy, sometimes dedicated or under its own access policy. */
    private static Request plain(Request q, SplittableRandom rnd) {
        int tasks = 1 + rnd.nextInt(q.tasks());
        Request p = new Request(q.owner(), q.user(), tasks, q.perTask(), q.walltime(), 0, 0, q.exactNode(),
                q.nodeFilter(), q.access(), NodeAllocationPolicies.policy(STATIC[rnd.nextInt(STATIC.length)]),
                rnd.nextInt(6) == 0);
        if (rnd.nextInt(5) == 0) {
            p = p.withAccessPolicy(NodeAccessPolicy.values()[rnd.nextInt(NodeAccessPolicy.values().length)]);
        }
        return rnd.nextInt(8) == 0 ? p.withWalltime(0) : p;
    }
}
