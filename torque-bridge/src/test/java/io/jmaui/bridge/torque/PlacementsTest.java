package io.jmaui.bridge.torque;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.NodeSetRequest;
import io.jmaui.scheduler.model.PlacementRequest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Guide 13.3 extension keys NACCESSPOLICY, PARTITION, NODESET and NALLOCPOLICY, and TORQUE's {@code qsub -n}. */
class PlacementsTest {

    private final List<String> problems = new ArrayList<>();

    private PlacementRequest of(String x, String nodeExclusive) {
        return Placements.of(RmExtension.parse(x, problems::add), nodeExclusive, problems::add);
    }

    @Test
    void nothingAsked_isNone() {
        assertSame(PlacementRequest.NONE, of(null, null));
        assertSame(PlacementRequest.NONE, of("QOS:high", "False"));
    }

    @Test
    void naccesspolicy_andQsubN() {
        assertEquals("SINGLEUSER", of("NACCESSPOLICY:singleuser", null).accessPolicy());
        assertEquals("SINGLEJOB", of(null, "True").accessPolicy(), "qsub -n: TORQUE runs the job alone on its nodes");
        assertEquals("SINGLETASK", of("NACCESSPOLICY:SINGLETASK", "True").accessPolicy(), "the extension says more");
        assertEquals(List.of(), problems);
        assertNull(of("NACCESSPOLICY:ALONE", null).accessPolicy());
        assertTrue(problems.get(0).contains("NACCESSPOLICY \"ALONE\" is not one of SHARED, SINGLEUSER"), problems.toString());
    }

    @Test
    void partition_oneOrMore() {
        assertEquals(List.of("math"), of("PARTITION:math", null).partitions());
        assertEquals(List.of("math", "physics"), of("PARTITION:math:physics", null).partitions());
    }

    @Test
    void nodeset_guide83Forms() {
        // guide 8.3: "A job may specify ANYOF:PROCSPEED:450,500,650", "ONEOF:PROCSPEED", "ONEOF:NETWORK:via,myrinet,ethernet"
        assertEquals(new NodeSetRequest("ANYOF", "PROCSPEED", List.of("450", "500", "650")),
                of("NODESET:ANYOF:PROCSPEED:450,500,650", null).nodeSet());
        assertEquals(new NodeSetRequest("ONEOF", "PROCSPEED", List.of()), of("NODESET:ONEOF:PROCSPEED", null).nodeSet());
        assertEquals(new NodeSetRequest("ONEOF", "FEATURE", List.of("switchA", "switchB")),
                of("NODESET=oneof:feature:switchA:switchB", null).nodeSet());
        assertEquals(List.of(), problems);
        assertNull(of("NODESET:SOMEOF:FEATURE", null).nodeSet());
        assertTrue(problems.get(0).startsWith("NODESET \"SOMEOF:FEATURE\" is not <ONEOF|ANYOF|FIRSTOF>"), problems.toString());
    }

    @Test
    void nallocpolicy_guideExampleAndUnknownWords() {
        // guide 13.3: NALLOCPOLICY "one of the valid settings for the parameter NODEALLOCATIONPOLICY", e.g. NALLOCPOLICY:MINRESOURCE
        assertEquals("MINRESOURCE", of("NALLOCPOLICY:MINRESOURCE", null).allocationPolicy());
        assertEquals("FIRSTAVAILABLE", of("nallocpolicy=firstavailable", null).allocationPolicy());
        assertEquals(List.of(), problems);
        assertEquals("MAXBALANCE", of("NALLOCPOLICY:MAXBALANCE", null).allocationPolicy());
        assertEquals(List.of("NALLOCPOLICY: MAXBALANCE is not implemented; using MINRESOURCE"), problems);
        assertSame(PlacementRequest.NONE, of("NALLOCPOLICY:BESTFIT", null));
        assertTrue(problems.get(1).startsWith("NALLOCPOLICY \"BESTFIT\" is not one of CPULOAD, FIRSTAVAILABLE"), problems.toString());
    }
}
