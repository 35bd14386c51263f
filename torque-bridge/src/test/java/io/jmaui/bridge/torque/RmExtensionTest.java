package io.jmaui.bridge.torque;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The guide's 13.3 examples, and what qsub makes of several {@code -W x=}. */
class RmExtensionTest {

    private final List<String> problems = new ArrayList<>();

    private RmExtension parse(String text) {
        return RmExtension.parse(text, problems::add);
    }

    @Test
    void guideExample1HostlistQosAndSid() {
        RmExtension x = parse("HOSTLIST:node1,node2;QOS:special;SID:silverA");
        assertEquals(Map.of("HOSTLIST", "node1,node2", "QOS", "special", "SID", "silverA"), x.values());
        assertEquals(Optional.of("special"), x.qos());
        assertTrue(problems.isEmpty(), problems.toString());
    }

    @Test
    void guide525PrefWithItsParentheses() {
        // guide 5.2.5: qsub -l nodes=4,walltime=1:00:00 -W x=PREF(FEATURE:FAST,FEATURE:TAPE)
        RmExtension x = parse("PREF(FEATURE:FAST,FEATURE:TAPE)");
        assertEquals(Optional.of("(FEATURE:FAST,FEATURE:TAPE)"), x.value("PREF"));
        assertTrue(problems.isEmpty(), problems.toString());
    }

    @Test
    void queuejobFalseOrTheNoqueueFlag() {
        assertTrue(parse("QUEUEJOB:FALSE").noQueue(problems::add));
        assertTrue(parse("FLAGS:NOQUEUE").noQueue(problems::add));
        assertEquals(false, parse("QUEUEJOB:TRUE").noQueue(problems::add));
        assertEquals(false, parse("QOS:high").noQueue(problems::add));
        assertTrue(problems.isEmpty(), problems.toString());
        assertEquals(false, parse("QUEUEJOB:maybe").noQueue(problems::add), "Maui's default, TRUE");
        assertEquals(List.of("QUEUEJOB \"maybe\" is not TRUE or FALSE"), problems);
    }

    @Test
    void guideExample2QuotedWithANodesetOfThreeWords() {
        RmExtension x = parse("\"NODESET:ONEOF:NETWORK;DMEM:64\"");
        assertEquals(Optional.of("ONEOF:NETWORK"), x.value("NODESET"));
        assertEquals(Optional.of("64"), x.value("dmem"));
        assertTrue(problems.isEmpty(), problems.toString());
    }

    @Test
    void guideExample3FlagsAdvresNamesTheReservation() {
        RmExtension x = parse("FLAGS:ADVRES:john.1");
        assertEquals(Optional.of("john.1"), x.advres());
        assertEquals(Set.of("ADVRES"), x.flags());
    }

    @Test
    void advresDirectlyAndWithoutAName() {
        assertEquals(Optional.of("meta.3"), parse("ADVRES:meta.3").advres());
        assertEquals(Optional.of(""), parse("ADVRES").advres(), "reserved resources, any reservation");
        assertEquals(Optional.of(""), parse("FLAGS:RESTARTABLE,ADVRES").advres());
        assertEquals(Optional.empty(), parse("QOS:high").advres());
    }

    @Test
    void severalDashWXJoinedBySemicolonLaterKeyWins() {
        // qsub -W x=QOS:low -W x=ADVRES:r1 -W x=QOS:high sends x = "QOS:low;ADVRES:r1;QOS:high"
        RmExtension x = parse("QOS:low;ADVRES:r1;QOS:high");
        assertEquals(Optional.of("high"), x.qos());
        assertEquals(Optional.of("r1"), x.advres());
    }

    @Test
    void equalsSignBlanksAndCaseAreAccepted() {
        RmExtension x = parse("  qos = high ;\nAdvRes=r2 ");
        assertEquals(Optional.of("high"), x.qos());
        assertEquals(Optional.of("r2"), x.advres());
        assertTrue(problems.isEmpty(), problems.toString());
    }

    @Test
    void unknownKeysAreReportedAndLeftOut() {
        RmExtension x = parse("QOSX:1;WALLTIME:10;QOS:ok;;");
        assertEquals(Map.of("QOS", "ok"), x.values());
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("\"QOSX:1\" has no Maui extension key (ADVRES, DDISK"), problems.get(0));
    }

    @Test
    void emptyAndBlankAreNone() {
        assertSame(RmExtension.NONE, parse(""));
        assertSame(RmExtension.NONE, parse(null));
        assertSame(RmExtension.NONE, parse(" ; "));
        assertEquals(Optional.empty(), RmExtension.NONE.qos());
    }

    /** Guide 13.3: NACCESSPOLICY and the job flags that dedicate nodes. */
    @Test
    void nodesOfItsOwnByPolicyOrByFlag() {
        assertTrue(parse("NACCESSPOLICY:SINGLEJOB").dedicatedNodes());
        assertTrue(parse("naccesspolicy=singletask").dedicatedNodes());
        assertTrue(parse("FLAGS:ADVRES;FLAGS:DEDICATED").dedicatedNodes());
        assertTrue(parse("FLAGS:DEDICATEDNODE").dedicatedNodes());
        assertTrue(!parse("NACCESSPOLICY:SHARED").dedicatedNodes());
        // SINGLEUSER is the job's placement request, and Placements reports a value that is no policy
        assertTrue(!parse("NACCESSPOLICY:SINGLEUSER").dedicatedNodes());
        assertTrue(!parse("NACCESSPOLICY:ALONE").dedicatedNodes());
        assertTrue(problems.isEmpty(), problems.toString());
    }

    /** Guide 13.3 example 1: {@code HOSTLIST:node1,node2}; Maui also splits on ':'; unknown hosts are left out. */
    @Test
    void hostListKeepsTheKnownHostsInOrder() {
        assertEquals(List.of("node2", "node1"), parse("HOSTLIST:node2,node1:node2;QOS:special")
                .hostList(Set.of("node1", "node2"), problems::add));
        assertTrue(problems.isEmpty(), problems.toString());
        assertEquals(List.of("node1"), parse("HOSTLIST:node1,node9").hostList(Set.of("node1"), problems::add));
        assertEquals(List.of("HOSTLIST names node9, which pbs_server does not report as a node"), problems);
    }

    /** Guide 13.3 example 2: {@code DMEM:64}, dedicated memory per task in MB. */
    @Test
    void dedicatedMemoryPerTask() {
        assertEquals(64, parse("\"NODESET:ONEOF:NETWORK;DMEM:64\"").dedicatedMemMb());
        assertEquals(0, parse("QOS:a").dedicatedMemMb());
        assertEquals(-1, parse("DMEM:lots").dedicatedMemMb());
    }
}
