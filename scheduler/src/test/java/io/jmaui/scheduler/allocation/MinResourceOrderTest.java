package io.jmaui.scheduler.allocation;

import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * MINRESOURCE's order, compared by hand, against the plain chain of comparator keys it replaced
 * (procs, memory, swap, disk, then the index): the same sign for every pair of random candidates
 * whose resources often tie, and the same sorted order.
 */
class MinResourceOrderTest {

    /** The order as the guide states it, key by key. */
    private static final Comparator<NodeCandidate> PLAIN =
            Comparator.<NodeCandidate>comparingInt(n -> n.node().configured().procs())
                    .thenComparingLong(n -> n.node().configured().memMb())
                    .thenComparingLong(n -> n.node().configured().swapMb())
                    .thenComparingLong(n -> n.node().configured().diskMb())
                    .thenComparingInt(NodeCandidate::index);

    @Test
    void sameOrderAsTheKeysInTurn() {
        Random rnd = new Random(17);
        Comparator<NodeCandidate> order = new MinResource().order();
        for (int round = 0; round < 200; round++) {
            List<NodeCandidate> all = new ArrayList<>();
            int n = 1 + rnd.nextInt(40);
            for (int i = 0; i < n; i++) {
                Resources r = new Resources(1 + rnd.nextInt(3), 512L * rnd.nextInt(3), 256L * rnd.nextInt(2),
                        1024L * rnd.nextInt(2));
                Node node = new Node("n" + i, NodeState.IDLE, r, r, Set.of(), "DEFAULT", Set.of(), 0.0, List.of());
                all.add(new NodeCandidate(node, rnd.nextInt(8), 1, 0, 0, null, 0.0));
            }
            for (NodeCandidate a : all) {
                for (NodeCandidate b : all) {
                    assertEquals(Integer.signum(PLAIN.compare(a, b)), Integer.signum(order.compare(a, b)));
                }
            }
            List<NodeCandidate> mine = new ArrayList<>(all);
            List<NodeCandidate> plain = new ArrayList<>(all);
            mine.sort(order);
            plain.sort(PLAIN);
            assertEquals(plain, mine);
        }
    }
}
