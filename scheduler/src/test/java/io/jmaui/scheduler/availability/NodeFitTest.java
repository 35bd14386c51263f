package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import java.util.ArrayList;
import java.util.List;
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
        int[] someFit = {0};
        eachNodeAsked(17L, 3, (a, fit, i, q, s, e, acc, where) -> {
            int plain = fit.tasksFit(i, q, fit.minFree(i, s, e, acc), s, e);
            assertEquals(plain, fit.tasksFitOver(i, q, s, e, acc), where);
            someFit[0] += plain > 0 ? 1 : 0;
        });
        assertEquals(true, someFit[0] > 10_000, "nodes that took tasks: " + someFit[0]);
    }

    /**
     * The least free resources ({@link NodeFit#minFree}, taken point by point) against the least of
     * the amounts at every time the amount may change, gathered first: s, the timeline's change
     * points in (s, e), the starts and ends in (s, e) of the node's reservation blocks, each with
     * the blocks the request may use that are active then added. On nodes with and without blocks.
     */
    @Test
    void leastFreeResources_areTheLeastAtEveryTimeTheAmountChanges() {
        int[] underBlocks = {0};
        eachNodeAsked(31L, 7, (a, fit, i, q, s, e, acc, where) -> {
            assertEquals(leastAtEveryChange(a, i, s, e, acc), fit.minFree(i, s, e, acc), where);
            underBlocks[0] += a.reservations.at(i) != null ? 1 : 0;
        });
        assertEquals(true, underBlocks[0] > 5_000, "nodes asked under blocks: " + underBlocks[0]);
    }

    /** One node asked about one request over [s, e); {@code where} names them for a failure. */
    private interface NodeAsk {
        void check(Availability a, NodeFit fit, int node, Request q, long s, long e, AclAffinity[] acc, String where);
    }

    /**
     * Every node of 300 random busy clusters asked about 16 random requests over random intervals
     * each, a random one of the requests' earliest placements held after each (the intervals' seed
     * {@code seed * mul + add}).
     */
    private static void eachNodeAsked(long mul, int add, NodeAsk ask) {
        for (int seed = 0; seed < 300; seed++) {
            RandomClusters.Cluster c = RandomClusters.cluster(new SplittableRandom(seed));
            Availability a = c.a();
            NodeFit fit = new NodeFit(a);
            SplittableRandom rnd = new SplittableRandom(seed * mul + add);
            for (int k = 0; k < 16; k++) {
                Request q = RandomClusters.request(rnd, c.reservations());
                AclAffinity[] acc = a.accessFor(q);
                long s = RandomClusters.NOW + (rnd.nextBoolean() ? 0 : 300L * rnd.nextInt(1, 40));
                long e = rnd.nextInt(5) == 0 ? Times.INFINITY : s + 600L * rnd.nextInt(1, 30);
                for (int i = 0; i < c.nodes(); i++) {
                    ask.check(a, fit, i, q, s, e, acc,
                            "seed " + seed + " request " + k + " node " + i + " over [" + s + ", " + e + "): " + q);
                }
                Optional<Placement> p = a.earliest(q, RandomClusters.NOW);
                if (p.isPresent() && rnd.nextBoolean()) {
                    a.commit(q, p.get());
                }
            }
        }
    }

    /** The plain reading: every time the free amount may change over [s, e) gathered, then each one's amount. */
    private static Resources leastAtEveryChange(Availability a, int i, long s, long e, AclAffinity[] acc) {
        Timeline tl = a.timeline(i);
        List<Block> bl = a.reservations.at(i) == null ? List.of() : a.reservations.at(i);
        List<Long> times = new ArrayList<>(List.of(s));
        for (int k = 0; k < tl.size(); k++) {
            if (tl.timeAt(k) > s && tl.timeAt(k) < e) {
                times.add(tl.timeAt(k));
            }
        }
        for (Block b : bl) {
            for (long t : new long[] {b.start(), b.end()}) {
                if (t > s && t < e) {
                    times.add(t);
                }
            }
        }
        Resources min = null;
        for (long t : times) {
            Resources v = tl.valueAt(t);
            for (Block b : bl) {
                if (acc[b.reservation()] != null && b.start() <= t && t < b.end()) {
                    v = v.plus(b.amount());
                }
            }
            min = min == null ? v : min.min(v);
        }
        return min;
    }
}
