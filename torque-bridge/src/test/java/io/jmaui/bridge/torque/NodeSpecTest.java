package io.jmaui.bridge.torque;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NodeSpecTest {

    private static final Set<String> HOSTS = Set.of("n1", "n2", "node01");

    @ParameterizedTest(name = "nodes={0}: {1} nodes, {2} tasks, ppn {3}")
    @CsvSource(delimiter = ';', value = {
        "2:ppn=4:fast; 2; 8; 4",
        "n1+n2:ppn=2; 2; 3; 0",
        "3:ppn=2+1:ppn=8:bigmem; 4; 14; 0",
        "1; 1; 1; 1",
        "4#excl; 4; 4; 1",
        "node01:ppn=2; 1; 2; 2",
        "2:ppn=4:gpus=1; 2; 8; 4"})
    void countsNodesAndTasksOfEveryTorqueForm(String spec, int nodes, int tasks, int ppn) {
        NodeSpec s = NodeSpec.parse(spec, HOSTS).orElseThrow();
        assertEquals(nodes, s.nodeCount());
        assertEquals(tasks, s.taskCount());
        assertEquals(ppn, s.uniformPpn());
    }

    @Test
    void aWordThatIsNotAHostIsAProperty() {
        NodeSpec s = NodeSpec.parse("bigmem:ppn=2", HOSTS).orElseThrow();
        assertEquals(Set.of("bigmem"), s.commonFeatures());
        assertTrue(s.hosts().isEmpty());
        assertEquals(List.of("n1", "n2"), NodeSpec.parse("n1+n2:ppn=2", HOSTS).orElseThrow().hosts());
    }

    @Test
    void onlyFeaturesEveryPartAsksForAreRequiredOfEveryNode() {
        assertEquals(Set.of(), NodeSpec.parse("3:ppn=2+1:ppn=8:bigmem", HOSTS).orElseThrow().commonFeatures());
        assertEquals(Set.of("fast"), NodeSpec.parse("2:fast+1:fast:ib", HOSTS).orElseThrow().commonFeatures());
    }

    @ParameterizedTest(name = "malformed: \"{0}\"")
    @CsvSource({"0", "2:ppn=0", "2:ppn=x", "''", "+", "1+"})
    void refusesMalformedSpecs(String spec) {
        assertTrue(NodeSpec.parse(spec, HOSTS).isEmpty());
    }
}
