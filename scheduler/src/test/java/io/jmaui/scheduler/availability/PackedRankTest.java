package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Times;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * LASTAVAILABLE's ranking by packed keys ({@link PackedRank}) against the plain path, the
 * comparator ({@link NodeOrders#rankOrder}): random candidate lists with every affinity, idle for
 * ever or not, free since and idle after over narrow and wide spreads, node indices in and out of
 * order and repeated, end in the same order, object for object; keys too wide leave the list as it was.
 */
class PackedRankTest {

    private static final Node NODE = Node.idle("n", 1);

    @Test
    void packedKeys_rankAsTheComparator() {
        Comparator<NodeCandidate> plain = new NodeOrders(null, NodeOrders.fresh())
                .rankOrder(NodeAllocationPolicies.lastAvailable());
        int packed = 0;
        int tooWide = 0;
        for (int seed = 0; seed < 3000; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<NodeCandidate> cands = candidates(rnd);
            List<NodeCandidate> expected = new ArrayList<>(cands);
            expected.sort(plain);
            List<NodeCandidate> got = new ArrayList<>(cands);
            if (PackedRank.sort(got)) {
                packed++;
                for (int k = 0; k < expected.size(); k++) {
                    int at = k;
                    int s = seed;
                    assertSame(expected.get(k), got.get(k), () -> "seed " + s + " position " + at + ": " + expected + " got " + got);
                }
            } else {
                tooWide++;
                assertEquals(cands, got, "a refused list is left as it was");
            }
        }
        assertTrue(packed > 1000 && tooWide > 50, "packed " + packed + ", too wide " + tooWide);
    }

    private static List<NodeCandidate> candidates(SplittableRandom rnd) {
        int n = rnd.nextInt(0, 300);
        long span = switch (rnd.nextInt(4)) {
            case 0 -> 3;
            case 1 -> 100_000;
            case 2 -> 1L << 40;
            default -> Long.MAX_VALUE / 2;
        };
        long base = 1_700_000_000L;
        boolean ordered = rnd.nextBoolean();
        List<NodeCandidate> out = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            int index = ordered ? k : rnd.nextInt(0, rnd.nextBoolean() ? 20 : 100_000);
            long since = base + rnd.nextLong(0, Math.max(1, Math.min(span, Long.MAX_VALUE - base)));
            long idle = rnd.nextInt(3) == 0 ? Times.INFINITY : rnd.nextLong(0, span);
            AclAffinity affinity = AclAffinity.values()[rnd.nextInt(AclAffinity.values().length)];
            out.add(new NodeCandidate(NODE, index, rnd.nextInt(0, 4), since, idle, affinity, 0));
        }
        return out;
    }
}
