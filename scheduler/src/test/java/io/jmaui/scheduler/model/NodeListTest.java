package io.jmaui.scheduler.model;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A snapshot's nodes are a {@link NodeList} (why: in the class). Every stage reads it as a List,
 * so it must answer what {@code List.copyOf} answers; a list made {@link NodeList#with} replaced
 * nodes must read as a plain copy with those nodes set, leave the list it came from as it was, and
 * {@link NodeList#differences} must find every position where two lists hold other objects, over
 * chains of random changes on sizes around the chunk's.
 */
class NodeListTest {

    @Test
    void answersAsListCopyOf_andRefusesNulls() {
        for (int size : new int[] {0, 1, 2, NodeList.CHUNK - 1, NodeList.CHUNK, NodeList.CHUNK + 1, 100}) {
            List<Node> given = nodes(size, "n");
            List<Node> plain = List.copyOf(given);
            NodeList list = NodeList.copyOf(given);
            assertEquals(plain, list);
            assertEquals(list, plain);
            assertEquals(plain.hashCode(), list.hashCode());
            assertEquals(plain.size(), list.size());
            assertArrayEquals(plain.toArray(), list.toArray());
            assertEquals(Object[].class, list.toArray().getClass());
            for (int i = 0; i < size; i++) {
                assertSame(plain.get(i), list.get(i));
            }
            assertThrows(IndexOutOfBoundsException.class, () -> list.get(size));
            assertThrows(IndexOutOfBoundsException.class, () -> list.get(-1));
            assertSame(list, NodeList.copyOf(list), "a NodeList is kept as it is");
        }
        List<Node> withNull = new ArrayList<>(nodes(3, "n"));
        withNull.set(1, null);
        assertThrows(NullPointerException.class, () -> NodeList.copyOf(withNull));
        NodeList list = NodeList.copyOf(nodes(3, "n"));
        assertThrows(NullPointerException.class, () -> list.with(new int[] {1}, 1, new Object[] {null}));
    }

    @Test
    void withAndDifferences_readAsPlainCopies_overRandomChanges() {
        Random random = new Random(29);
        for (int round = 0; round < 400; round++) {
            int size = random.nextInt(3) == 0 ? random.nextInt(5) : random.nextInt(4 * NodeList.CHUNK + 3);
            Node[] plain = nodes(size, "r" + round + "-").toArray(new Node[0]);
            NodeList list = NodeList.copyOf(Arrays.asList(plain));
            for (int step = 0; step < 12; step++) {
                Node[] before = plain.clone();
                NodeList was = list;
                int count = size == 0 ? 0 : random.nextInt(Math.min(size, 6) + 1);
                int[] positions = new int[count + 2]; // longer than count: the rest is not read
                Object[] values = new Object[count + 2];
                Arrays.fill(positions, -1);
                for (int m = 0; m < count; m++) {
                    int p = random.nextInt(size);
                    positions[m] = p;
                    // sometimes the very node there (no change), sometimes a position twice (the last wins)
                    values[m] = random.nextInt(4) == 0 ? plain[p] : Node.idle(plain[p].name(), 1 + random.nextInt(4));
                    plain[p] = (Node) values[m];
                }
                list = list.with(positions, count, values);
                assertEquals(Arrays.asList(plain), list, "round " + round + " step " + step);
                assertEquals(Arrays.asList(before), was, "the list it came from is as it was");
                for (int i = 0; i < size; i++) {
                    assertSame(plain[i], list.get(i));
                    assertSame(before[i], was.get(i));
                }
                List<Integer> expected = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    if (plain[i] != before[i]) {
                        expected.add(i);
                    }
                }
                assertArrayEquals(expected.stream().mapToInt(Integer::intValue).toArray(), was.differences(list));
                assertArrayEquals(expected.stream().mapToInt(Integer::intValue).toArray(), list.differences(was));
                if (expected.isEmpty()) {
                    assertSame(was, list, "no node another object: the list itself");
                }
                // against a list made apart (no chunk shared), with the same objects
                assertArrayEquals(new int[0], NodeList.copyOf(Arrays.asList(plain.clone())).differences(list));
            }
        }
    }

    @Test
    void differences_ofListsOfOtherSizes_isNull() {
        assertNull(NodeList.copyOf(nodes(3, "n")).differences(NodeList.copyOf(nodes(4, "n"))));
    }

    private static List<Node> nodes(int size, String prefix) {
        List<Node> out = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            out.add(Node.idle(prefix + i, 1 + i % 3));
        }
        return out;
    }
}
