package io.jmaui.scheduler.sim;

import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link SimulatedCluster#hold} finds a host by the name object first: it gives the positions a
 * plain map of the names gives (a name twice: its last node), for hosts named by the nodes' own
 * strings and by copies of them, on random machines of a few to a few hundred nodes named
 * {@code nodeNNN}, some names twice; an unknown host still fails the run.
 */
class SimulatedClusterTest {

    @Test
    void hostsByNameObjectOrCopy_givePositionsOfAPlainNameMap() {
        Random rnd = new Random(2026_11_28_04L);
        int copies = 0;
        int twice = 0;
        for (int round = 0; round < 300; round++) {
            int count = 1 + rnd.nextInt(rnd.nextBoolean() ? 8 : 300);
            List<Node> nodes = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                String name = "node" + String.format("%03d", i);
                if (i > 0 && rnd.nextInt(10) == 0) { // a name twice, as its own string or the same one
                    Node earlier = nodes.get(rnd.nextInt(i));
                    name = rnd.nextBoolean() ? earlier.name() : new String(earlier.name());
                }
                nodes.add(Node.idle(name, 1 + rnd.nextInt(4)));
            }
            Map<String, Integer> plain = new HashMap<>();
            for (int i = 0; i < count; i++) {
                plain.put(nodes.get(i).name(), i);
            }
            twice += count - plain.size();
            SimulatedCluster cluster = new SimulatedCluster(nodes);
            int jobs = 1 + rnd.nextInt(20);
            for (int j = 0; j < jobs; j++) {
                List<String> hosts = new ArrayList<>();
                int tasks = 1 + rnd.nextInt(6);
                for (int t = 0; t < tasks; t++) {
                    String name = nodes.get(rnd.nextInt(count)).name();
                    boolean copy = rnd.nextInt(3) == 0;
                    copies += copy ? 1 : 0;
                    hosts.add(copy ? new String(name) : name);
                }
                int[] want = new int[tasks];
                for (int t = 0; t < tasks; t++) {
                    want[t] = plain.get(hosts.get(t));
                }
                try {
                    int[] got = cluster.hold("j" + j, Resources.procs(0), hosts, 0);
                    assertArrayEquals(want, got, "round " + round + " hosts " + hosts);
                } catch (IllegalStateException e) {
                    throw new AssertionError("round " + round + ": " + e.getMessage(), e);
                }
            }
            String unknown = "node" + String.format("%03d", count);
            assertThrows(IllegalStateException.class,
                    () -> cluster.hold("x", Resources.procs(0), List.of(unknown), 0));
        }
        assertTrue(copies > 1000, copies + " hosts named by copies");
        assertTrue(twice > 500, twice + " names twice");
        assertEquals(0, new SimulatedCluster(List.of()).freeProcs());
    }
}
