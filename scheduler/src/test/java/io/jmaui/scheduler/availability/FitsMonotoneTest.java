package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What the iteration's fit cache (io.jmaui.scheduler.iteration.FitCache) rests on: between two holds, a request that
 * fits now means every request of its kind (the same per-task resources, user, node filter,
 * reservations open to it, node access and allocation policy) with no more tasks and no longer
 * walltime fits now too, on random busy clusters ({@link RandomClusters}: every access policy,
 * admin reservations of every affinity, later holds, placements committed between requests),
 * for plain requests and for a job's tasks all on one node (ENABLEMULTINODEJOBS FALSE).
 */
class FitsMonotoneTest {

    @Test
    void aSmallerShorterRequestOfTheKind_fitsWhereALargerOneDoes() {
        int checked = 0;
        for (int seed = 0; seed < 300; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            RandomClusters.Cluster c = RandomClusters.cluster(rnd);
            Availability a = c.a();
            for (int k = 0; k < 12; k++) {
                Request big = kind(RandomClusters.request(rnd, c.reservations()), rnd);
                if (a.fitsNow(big)) {
                    for (int s = 0; s < 6; s++) {
                        int tasks = 1 + rnd.nextInt(big.tasks());
                        long wall = big.walltime() == 0 ? (rnd.nextBoolean() ? 0 : 600L * rnd.nextInt(1, 100))
                                : rnd.nextLong(1, big.walltime() + 1);
                        Request small = sized(big, tasks, wall);
                        assertTrue(a.fitsNow(small), "seed " + seed + ": " + big + " fits, not " + small);
                        checked++;
                    }
                }
                Optional<Placement> p = a.earliest(big, RandomClusters.NOW);
                if (p.isPresent() && rnd.nextInt(3) == 0) {
                    a.commit(big, p.get());
                }
            }
        }
        assertTrue(checked > 2000, "smaller requests checked: " + checked);
    }

    /** {@code q} as a cacheable job asks: no nodes=N:ppn=P, or all its tasks on one node; maybe its own access policy. */
    private static Request kind(Request q, SplittableRandom rnd) {
        boolean oneNode = rnd.nextInt(4) == 0;
        int tasks = oneNode ? 1 + rnd.nextInt(8) : q.tasks();
        Request r = new Request(q.owner(), q.user(), tasks, q.perTask(), q.walltime(), oneNode ? 1 : 0, oneNode ? tasks : 0,
                q.exactNode(), q.nodeFilter(), q.access(), q.policy(), false);
        return rnd.nextInt(4) == 0 ? r.withAccessPolicy(NodeAccessPolicy.values()[rnd.nextInt(NodeAccessPolicy.values().length)]) : r;
    }

    private static Request sized(Request big, int tasks, long wall) {
        boolean oneNode = big.nodes() == 1;
        Request r = new Request(big.owner(), big.user(), tasks, big.perTask(), wall, oneNode ? 1 : 0, oneNode ? tasks : 0,
                big.exactNode(), big.nodeFilter(), big.access(), big.policy(), false);
        return big.accessPolicy() == null ? r : r.withAccessPolicy(big.accessPolicy());
    }
}
