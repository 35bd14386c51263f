package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Times;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The aggregate bound a start attempt is first held to ({@link Availability#freeProcsNowFor} plus
 * the reserved procs the request may use) refuses only what the full search refuses, and the
 * verdict without hosts ({@link Availability#fitsNow}, {@link Search#fits}) is the full
 * search's: whether {@link Availability#startNow} (or {@link Search#at} at a later time) places
 * the request, on random busy clusters ({@link RandomClusters}) with admin reservations of every
 * affinity, job reservations held later and placements committed between requests; plain
 * requests (the short path) and requests with nodes=N:ppn=P, dedicated nodes or their own access
 * policy alike.
 */
class FitsNowTest {

    @Test
    void fitsNow_isWhetherTheFullSearchPlacesTheRequest() {
        int plainYes = 0;
        int plainNo = 0;
        int outOfBound = 0;
        for (int seed = 0; seed < 400; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            RandomClusters.Cluster c = RandomClusters.cluster(rnd);
            Availability a = c.a();
            for (int k = 0; k < 16; k++) {
                Request q = RandomClusters.request(rnd, c.reservations());
                if (rnd.nextBoolean()) {
                    q = plain(q, rnd);
                }
                String what = "seed " + seed + " request " + k + ": " + q;
                boolean expected = a.startNow(q).isPresent();
                assertEquals(expected, a.fitsNow(q), what);
                long bound = a.freeProcsNowFor(q.walltime() > 0 ? q.walltime() : Times.INFINITY) + admittedProcs(a, q);
                if (bound < q.procs()) {
                    assertFalse(expected, "placed past the aggregate bound: " + what);
                    outOfBound++;
                }
                if (q.nodes() == 0 && q.tasksPerNode() == 0) {
                    plainYes += expected ? 1 : 0;
                    plainNo += expected ? 0 : 1;
                }
                long later = RandomClusters.NOW + 600L * rnd.nextInt(1, 12);
                assertEquals(new Search(a).at(q, later).isPresent(), new Search(a).fits(q, later), "later: " + what);
                Optional<Placement> p = a.earliest(q, RandomClusters.NOW);
                if (p.isPresent() && rnd.nextInt(3) > 0) {
                    a.commit(q, p.get()); // now or later: a start, or a job reservation others plan around
                }
            }
        }
        assertTrue(plainYes > 400 && plainNo > 400, "plain requests placed " + plainYes + ", refused " + plainNo);
        assertTrue(outOfBound > 400, "requests past the aggregate bound: " + outOfBound);
    }

    /** Procs held by the admin reservations q may use, as IterationState.reservedProcsFor counts them. */
    private static long admittedProcs(Availability a, Request q) {
        return a.reservedProcs(r -> q.access().apply(r).isPresent());
    }

    /** {@code q} without nodes=N:ppn=P, sometimes dedicated or under its own access policy. */
    private static Request plain(Request q, SplittableRandom rnd) {
        int tasks = 1 + rnd.nextInt(q.tasks());
        Request p = new Request(q.owner(), q.user(), tasks, q.perTask(), q.walltime(), 0, 0, q.exactNode(),
                q.nodeFilter(), q.access(), q.policy(), rnd.nextInt(6) == 0);
        if (rnd.nextInt(5) == 0) {
            p = p.withAccessPolicy(NodeAccessPolicy.values()[rnd.nextInt(NodeAccessPolicy.values().length)]);
        }
        return rnd.nextInt(8) == 0 ? p.withWalltime(0) : p;
    }
}
