package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Node;
import org.junit.jupiter.api.Test;

import io.jmaui.scheduler.model.FixedList;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Node positions by name, as the availability looks up every running job's hosts. */
class NodeIndexTest {

    @Test
    void everyNodeOfTenThousandIsFoundAtItsPosition_andUnknownNamesAreNot() {
        List<Node> nodes = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            nodes.add(Node.idle("node" + i, 16));
        }
        NodeIndex index = new NodeIndex(nodes);
        for (int i = 0; i < nodes.size(); i++) {
            assertEquals(i, index.of("node" + i));
        }
        assertEquals(-1, index.of("node10000"));
        assertEquals(-1, index.of(null));
        assertEquals(-1, new NodeIndex(List.of()).of("node0"));
    }

    @Test
    void aNameGivenTwice_isTheFirstNodeOfThatName() {
        NodeIndex index = new NodeIndex(List.of(Node.idle("a", 1), Node.idle("b", 1), Node.idle("a", 2)));
        assertEquals(0, index.of("a"));
        assertEquals(1, index.of("b"));
    }

    @Test
    void randomNameLists_giveTheFirstPositionOfEachName_asAMapDoes() {
        Random rnd = new Random(17);
        for (int round = 0; round < 300; round++) {
            int n = rnd.nextInt(1, 3000);
            String prefix = List.of("node", "n", "cn", "gpu-", "").get(rnd.nextInt(5));
            List<Node> nodes = new ArrayList<>();
            Map<String, Integer> first = new HashMap<>();
            for (int i = 0; i < n; i++) {
                // numbered like real clusters, some names twice, some random
                String name = rnd.nextInt(10) == 0 ? Long.toString(rnd.nextLong(), 36)
                        : prefix + String.format("%0" + rnd.nextInt(1, 6) + "d", rnd.nextInt(n + n / 10 + 1));
                nodes.add(Node.idle(name, 1));
                first.putIfAbsent(name, i);
            }
            NodeIndex index = new NodeIndex(nodes);
            for (Node node : nodes) {
                assertEquals(first.get(node.name()), index.of(node.name()), node.name());
                assertEquals(first.get(node.name()), index.of(new String(node.name())), "an equal name, another object");
            }
            for (int k = 0; k < 50; k++) {
                String other = prefix + "x" + rnd.nextInt(1000);
                assertEquals(first.getOrDefault(other, -1), index.of(other), other);
            }
        }
    }

    /**
     * A host list's nodes ({@link NodeIndex#hosts}), resolved once per list object and kept among
     * the last few: asked in any order from a pool of more lists than it keeps, each answer is the
     * walk of the names (each node once, in the order first named, unknown names left out), and a
     * list whose names are each found once is its own answer.
     */
    @Test
    void hostLists_askedAgainInAnyOrder_areTheirNamesWalkedOneByOne() {
        Random rnd = new Random(5);
        int own = 0;
        for (int round = 0; round < 200; round++) {
            int n = rnd.nextInt(1, 40);
            List<Node> nodes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                nodes.add(Node.idle("n" + rnd.nextInt(n + 2), 1)); // some names twice
            }
            NodeIndex index = new NodeIndex(nodes);
            List<FixedList<String>> pool = new ArrayList<>();
            for (int k = 0; k < 7; k++) {
                List<String> hosts = new ArrayList<>();
                for (int h = rnd.nextInt(6); h >= 0; h--) {
                    hosts.add(rnd.nextInt(6) == 0 ? "unknown" : "n" + rnd.nextInt(n + 2));
                }
                pool.add(FixedList.copyOf(hosts));
            }
            for (int ask = 0; ask < 40; ask++) {
                FixedList<String> hosts = pool.get(rnd.nextInt(pool.size()));
                NodeIndex.Hosts got = index.hosts(hosts);
                List<Integer> at = new ArrayList<>();
                List<String> named = new ArrayList<>();
                for (String h : hosts) {
                    int i = index.of(h);
                    if (i >= 0 && !at.contains(i)) {
                        at.add(i);
                        named.add(h);
                    }
                }
                String where = "round " + round + " ask " + ask + " " + hosts;
                assertEquals(at, Arrays.stream(got.at()).boxed().toList(), where);
                assertEquals(named, got.named(), where);
                if (named.size() == hosts.size()) {
                    assertSame(hosts, got.named(), where);
                    own++;
                }
            }
        }
        assertTrue(own > 1000, own + " lists were their own answer");
    }
}
