package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Guide 5.2, Node Allocation, and the node parameters of appendix F. The guide prints each 5.2.2.4
 * example as one line; maui.cfg takes one parameter per line, so each is split in two here.
 */
class AllocationExamplesTest {

    @Test
    void s5224_example1() {
        // "Favor the fastest nodes with the most available memory which are running the fewest jobs."
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                NODEALLOCATIONPOLICY PRIORITY
                NODECFG[DEFAULT] PRIORITYF='SPEED+ .01 * AMEM - 10 * JOBCOUNT'
                """);
        assertEquals(List.of(), c.warnings());
        assertEquals(NodeAllocationPolicy.PRIORITY, c.get(Parameters.NODEALLOCATIONPOLICY));
        assertEquals(Optional.of("SPEED+ .01 * AMEM - 10 * JOBCOUNT"), c.node("node17").priorityFunction().map(Object::toString));
    }

    @Test
    void s5224_example2() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                NODEALLOCATIONPOLICY PRIORITY
                NODECFG[DEFAULT] PRIORITYF='-LOAD - 5*USAGE'
                NODECFG[batch1] PRIORITY=1000 PRIORITYF='PRIORITY + APROCS'
                NODECFG[batch2] PRIORITY=1000 PRIORITYF='PRIORITY + APROCS'
                """);
        assertEquals(Optional.of("PRIORITY + APROCS"), c.node("batch1").priorityFunction().map(Object::toString));
        assertEquals(OptionalLong.of(1000), c.node("batch2").priority());
        assertEquals(Optional.of("-LOAD - 5*USAGE"), c.node("desk7").priorityFunction().map(Object::toString));
        assertEquals(OptionalLong.empty(), c.node("desk7").priority());
        assertEquals(Set.of("DEFAULT", "batch1", "batch2"), c.nodeConfigs().keySet());
    }

    @Test
    void s5224_example3() {
        MauiConfig c = Cfg.cfg("NODEALLOCATIONPOLICY PRIORITY", "NODECFG[DEFAULT] PRIORITYF=JOBCOUNT");
        assertEquals(Optional.of("JOBCOUNT"), c.node("any").priorityFunction().map(Object::toString));
    }

    @Test
    void appendixNodeExamples() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                NODECFG[nodeA] MAXJOB=2 SPEED=1.2
                NODEACCESSPOLICY SINGLEUSER
                JOBNODEMATCHPOLICY EXACTNODE
                NODEALLOCATIONPOLICY MINRESOURCE
                """);
        assertEquals(OptionalInt.of(2), c.node("nodeA").maxJob());
        assertEquals(OptionalDouble.of(1.2), c.node("nodeA").speed());
        assertEquals(NodeAccessPolicy.SINGLEUSER, c.get(Parameters.NODEACCESSPOLICY));
        assertEquals(Set.of(JobNodeMatchPolicy.EXACTNODE), c.get(Parameters.JOBNODEMATCHPOLICY));
        assertEquals(NodeAllocationPolicy.MINRESOURCE, c.get(Parameters.NODEALLOCATIONPOLICY));
    }

    @Test
    void defaults() {
        MauiConfig c = Cfg.cfg();
        assertEquals(NodeAllocationPolicy.LASTAVAILABLE, c.get(Parameters.NODEALLOCATIONPOLICY));
        assertEquals(NodeAccessPolicy.SHARED, c.get(Parameters.NODEACCESSPOLICY));
        assertEquals(Set.of(), c.get(Parameters.JOBNODEMATCHPOLICY));
        assertEquals(Set.of(JobNodeMatchPolicy.EXACTNODE, JobNodeMatchPolicy.EXACTPROC),
                Cfg.cfg("JOBNODEMATCHPOLICY EXACTNODE EXACTPROC").get(Parameters.JOBNODEMATCHPOLICY));
        assertEquals(List.of(), c.node("n1").features());
    }
}
