package io.jmaui.scheduler.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ResourceTraceTest {

    @Test
    void readsTheGuide162SampleLine() {
        String sample = "COMPUTENODE AVAILABLE 0 cluster008 PBS1 423132 256 7140 2 -1 -1 1 LINUX62 AthlonK7 "
                + "[s950][compute] [batch:2]  [ethernet][atm] 1.67 [NONE] [NONE] [NONE]";
        ResourceTrace.Nodes r = ResourceTrace.read("res.trace", sample);
        Node n = r.nodes().get(0);
        assertEquals("cluster008", n.name());
        assertEquals(NodeState.IDLE, n.state());
        assertEquals(new Resources(2, 256, 423132, 7140), n.configured());
        assertEquals(Set.of("s950", "compute"), n.features());
        assertEquals(Set.of("batch"), n.classes());
    }

    @Test
    void definedNodesStartDownAndBadLinesAreReported() {
        ResourceTrace.Nodes r = ResourceTrace.read("res.trace", String.join("\n",
                "COMPUTENODE DEFINED 0 n1 PBS1 1 1 1 4 -1 -1 1 L A [NONE] [batch:1] [NONE] 1.0 [NONE] [NONE] [NONE]",
                "COMPUTENODE BROKEN 0 n2 PBS1 1 1 1 4 -1 -1 1 L A [NONE] [batch:1] [NONE] 1.0 [NONE] [NONE] [NONE]",
                "COMPUTENODE AVAILABLE 0 n3 PBS1 1 1 1 four -1 -1 1 L A [NONE] [batch:1] [NONE] 1.0 [NONE] [NONE] [NONE]"));
        assertEquals(NodeState.DOWN, r.nodes().get(0).state());
        assertEquals(1, r.nodes().size());
        assertEquals("res.trace:2: field 2 (event type): \"BROKEN\" is not AVAILABLE, DEFINED or DRAINED",
                r.problems().get(0).toString());
        assertEquals("res.trace:3: field 9: \"four\" is not a number", r.problems().get(1).toString());
    }
}
