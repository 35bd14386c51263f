package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Node;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
