package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Times;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A node's task count read straight from its timeline ({@link NodeFit#tasksFitOver}, what a node
 * scan asks of every node it considers) against the plain path: the least free resources built
 * ({@link NodeFit#minFree}) and counted ({@link NodeFit#tasksFit}). On random busy clusters
 * ({@link RandomClusters}: every access policy, SINGLEUSER, admin reservations the request may
 * use, later holds), for every node over random intervals, before and after placements are held.
 */
class NodeFitTest {

    @Test
    void tasksReadFromTheTimeline_areThoseTheLeastFreeResourcesHold() {
        int someFit = 0;
        for (int seed = 0; seed < 300; seed++) {
            RandomClusters.Cluster c = RandomClusters.cluster(new SplittableRandom(seed));
            Availability a = c.a();
            NodeFit fit = new NodeFit(a);
            SplittableRandom rnd = new SplittableRandom(seed * 17L + 3);
            for (int k = 0; k < 16; k++) {
                Request q = RandomClusters.request(rnd, c.reservations());
                AclAffinity[] acc = a.accessFor(q);
                long s = RandomClusters.NOW + (rnd.nextBoolean() ? 0 : 300L * rnd.nextInt(1, 40));
                long e = rnd.nextInt(5) == 0 ? Times.INFINITY : s + 600L * rnd.nextInt(1, 30);
                for (int i = 0; i < c.nodes(); i++) {
                    int plain = fit.tasksFit(i, q, fit.minFree(i, s, e, acc), s, e);
                    assertEquals(plain, fit.tasksFitOver(i, q, s, e, acc),
                            "seed " + seed + " request " + k + " node " + i + " over [" + s + ", " + e + "): " + q);
                    someFit += plain > 0 ? 1 : 0;
                }
                Optional<Placement> p = a.earliest(q, RandomClusters.NOW);
                if (p.isPresent() && rnd.nextBoolean()) {
                    a.commit(q, p.get());
                }
            }
        }
        assertEquals(true, someFit > 10_000, "nodes that took tasks: " + someFit);
    }
}
