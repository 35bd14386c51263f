package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Holds from a later time applied only when their node is next read ({@link DeferredHolds}) answer
 * every question as holds applied at once: on random busy clusters ({@link RandomClusters}: every
 * access policy, admin reservations, later holds), two copies take the same placements, one
 * applying every hold at once ({@link Availability#holdAtOnce}), the other not; starts now,
 * earliest starts, verdicts, windows, free amounts and the reserved room agree throughout.
 */
class DeferredHoldsTest {

    @Test
    void deferredHolds_answerAsHoldsAppliedAtOnce() {
        int deferredAtSomePoint = 0;
        for (int seed = 0; seed < 300; seed++) {
            Availability lazy = RandomClusters.cluster(new SplittableRandom(seed)).a();
            RandomClusters.Cluster c = RandomClusters.cluster(new SplittableRandom(seed));
            Availability eager = c.a();
            eager.holdAtOnce();
            SplittableRandom rnd = new SplittableRandom(seed * 31L + 7);
            for (int k = 0; k < 24; k++) {
                Request q = RandomClusters.request(rnd, c.reservations());
                String what = "seed " + seed + " request " + k + ": " + q;
                assertEquals(eager.startNow(q), lazy.startNow(q), "start now, " + what);
                assertEquals(eager.fitsNow(q), lazy.fitsNow(q), "fits now, " + what);
                long from = RandomClusters.NOW + (rnd.nextBoolean() ? 0 : 600L * rnd.nextInt(1, 12));
                Optional<Placement> p = eager.earliest(q, from);
                assertEquals(p, lazy.earliest(q, from), "earliest, " + what);
                if (rnd.nextInt(4) == 0) {
                    assertEquals(eager.windows(q), lazy.windows(q), "windows, " + what);
                }
                if (p.isPresent() && rnd.nextInt(3) > 0) {
                    eager.commit(q, p.get());
                    lazy.commit(q, p.get());
                    deferredAtSomePoint += lazy.deferredWaiting() ? 1 : 0;
                }
                if (rnd.nextInt(6) == 0) {
                    String host = "n" + rnd.nextInt(c.nodes());
                    long s = RandomClusters.NOW + 300L * rnd.nextInt(0, 40);
                    Resources amount = new Resources(1 + rnd.nextInt(2), 256L * rnd.nextInt(3), 0, 0);
                    long e = s + 600L * rnd.nextInt(1, 20);
                    String user = "u" + rnd.nextInt(3);
                    eager.reserve(host, s, e, amount, user);
                    lazy.reserve(host, s, e, amount, user);
                }
                int i = rnd.nextInt(c.nodes());
                long s = RandomClusters.NOW + 600L * rnd.nextInt(0, 30);
                assertEquals(eager.freeOn(i, s, Times.plus(s, 3600)), lazy.freeOn(i, s, Times.plus(s, 3600)), "free on " + i);
                assertEquals(eager.reservedRoomNow(), lazy.reservedRoomNow(), "reserved room");
                assertEquals(eager.freeProcsNow(), lazy.freeProcsNow(), "aggregate now");
            }
            for (int i = 0; i < c.nodes(); i++) {
                sameTimeline(eager.timeline(i), lazy.timeline(i), "seed " + seed + " node " + i);
            }
        }
        assertTrue(deferredAtSomePoint > 500, "holds waited after " + deferredAtSomePoint + " commits");
    }

    /**
     * The same on availabilities built on a base, as at every event of a simulation but its
     * first: nodes of two sizes, half of them idle, start from the base's timelines. A job
     * reservation's holds wait on its nodes as one shared hold, and an idle node read while it
     * waits is lent the timeline another such node got ({@link NodeTimelines#lend}): starts now on
     * those nodes (and holds on them from later) must change the node's own timeline, never the
     * one lent to the others.
     */
    @Test
    void deferredHolds_onBaseTimelines_answerAsHoldsAppliedAtOnce() {
        long lent = 0;
        Object key = new Object();
        for (int seed = 0; seed < 300; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 8 + rnd.nextInt(40);
            int procs = 1 + rnd.nextInt(4);
            List<Node> nodes = new ArrayList<>();
            List<Job> jobs = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int size = rnd.nextInt(4) == 0 ? 2 * procs : procs; // idle timelines of two amounts: lent apart
                nodes.add(Node.idle("n" + i, size));
                if (rnd.nextBoolean()) {
                    long wall = 600L * (1 + rnd.nextInt(48));
                    jobs.add(Job.builder("r" + i).user("u0").procs(size).walltime(wall)
                            .running(RandomClusters.NOW - rnd.nextLong(wall), Collections.nCopies(size, "n" + i)).build());
                }
            }
            Setup setup = Setup.of(NodeAccessPolicy.SHARED);
            Availability[] twins = RandomClusters.twins(nodes, jobs, setup, key);
            Availability lazy = twins[0];
            Availability eager = twins[1];
            eager.holdAtOnce();
            for (int k = 0; k < 30; k++) {
                boolean wide = rnd.nextInt(3) == 0; // waits for busy nodes: held from later
                Request q = new Request("q" + k, null, wide ? n * procs / 2 + rnd.nextInt(n * procs / 2 + 1)
                        : 1 + rnd.nextInt(2 * procs), Resources.procs(1), 600L * (1 + rnd.nextInt(24)), 0, 0, false,
                        x -> true, Request::noAccess, NodeAllocationPolicies.policy(rnd.nextBoolean() ? "LASTAVAILABLE"
                        : "FIRSTAVAILABLE"));
                String what = "seed " + seed + " request " + k + ": " + q;
                Optional<Placement> now = eager.startNow(q);
                assertEquals(now, lazy.startNow(q), "start now, " + what);
                Optional<Placement> p = now.isPresent() && rnd.nextBoolean() ? now : eager.earliest(q, RandomClusters.NOW);
                assertEquals(p, now == p ? now : lazy.earliest(q, RandomClusters.NOW), "earliest, " + what);
                if (p.isPresent()) {
                    eager.commit(q, p.get());
                    lazy.commit(q, p.get());
                }
                if (rnd.nextInt(4) == 0) { // a hold from later on one node, on a lent timeline or not
                    String host = "n" + rnd.nextInt(n);
                    long s = RandomClusters.NOW + 300L * rnd.nextInt(1, 40);
                    long e = s + 600L * rnd.nextInt(1, 20);
                    eager.reserve(host, s, e, Resources.procs(1), null);
                    lazy.reserve(host, s, e, Resources.procs(1), null);
                }
                for (int i = 0; i < n; i++) {
                    sameTimeline(eager.timeline(i), lazy.timeline(i), what + " node " + i);
                }
            }
            lent += lazy.lent();
        }
        assertTrue(lent > 500, "timelines lent " + lent);
    }

    /** Whether two timelines hold the same change points, processors and resources (read by HeldAlikeTest too). */
    static void sameTimeline(Timeline x, Timeline y, String where) {
        assertEquals(x.size(), y.size(), where + ": change points");
        for (int k = 0; k < x.size(); k++) {
            assertEquals(x.timeAt(k), y.timeAt(k), where + ": time " + k);
            assertEquals(x.procsAt(k), y.procsAt(k), where + ": procs " + k);
            long end = k + 1 < x.size() ? x.timeAt(k + 1) : Times.INFINITY;
            assertEquals(x.minOver(x.timeAt(k), end), y.minOver(y.timeAt(k), end), where + ": resources " + k);
        }
    }
}
