package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
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

    private static void sameTimeline(Timeline x, Timeline y, String where) {
        assertEquals(x.size(), y.size(), where + ": change points");
        for (int k = 0; k < x.size(); k++) {
            assertEquals(x.timeAt(k), y.timeAt(k), where + ": time " + k);
            assertEquals(x.procsAt(k), y.procsAt(k), where + ": procs " + k);
            long end = k + 1 < x.size() ? x.timeAt(k + 1) : Times.INFINITY;
            assertEquals(x.minOver(x.timeAt(k), end), y.minOver(y.timeAt(k), end), where + ": resources " + k);
        }
    }
}
