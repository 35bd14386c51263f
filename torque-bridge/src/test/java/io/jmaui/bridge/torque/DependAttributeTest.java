package io.jmaui.bridge.torque;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code depend} values as pbs_server 6.1's encode_depend writes them (server/req_register.c): the
 * captures in shared/torque-captures hold no dependent job, so the values are built by its rules —
 * entries in the order the server made them, {@code ,} between, {@code :} before each job id, a
 * colon inside an id escaped, {@code on}/{@code synccount} with their count.
 */
class DependAttributeTest {

    private final List<String> problems = new ArrayList<>();

    private List<Dependency> parse(String text) {
        return DependAttribute.parse(text, problems::add);
    }

    @Test
    void dependentJobAndTheMirrorTheServerGivesTheJobItNames() {
        // qsub -W depend=afterok:4.head:5.head  -> on the new job
        assertEquals(List.of(Dependency.on(DependencyType.AFTEROK, "4.head"), Dependency.on(DependencyType.AFTEROK, "5.head")),
                parse("afterok:4.head:5.head"));
        // ... and on 4.head, after registration
        assertEquals(List.of(Dependency.on(DependencyType.BEFOREOK, "6.head")), parse("beforeok:6.head"));
        assertTrue(problems.isEmpty(), problems.toString());
    }

    @Test
    void everySingleJobTypeByItsWireName() {
        for (String t : List.of("after", "afterok", "afternotok", "afterany", "before", "beforeok", "beforenotok",
                "beforeany", "syncwith")) {
            assertEquals(List.of(Dependency.on(DependencyType.fromWire(t).orElseThrow(), "1.head")), parse(t + ":1.head"));
        }
        assertTrue(problems.isEmpty(), problems.toString());
    }

    @Test
    void countsOfOnAndSynccount() {
        assertEquals(List.of(new Dependency(DependencyType.ON, null, 2), Dependency.on(DependencyType.AFTEROK, "9.head")),
                parse("on:2,afterok:9.head"));
        assertEquals(List.of(new Dependency(DependencyType.SYNCCOUNT, null, 3)), parse("synccount:3"));
        assertTrue(problems.isEmpty(), problems.toString());
    }

    @Test
    void arrayFormsWithAndWithoutACount() {
        // qsub -W depend=afterokarray:7[] and afteranyarray:8[][5]: qsub appends the server name
        assertEquals(List.of(new Dependency(DependencyType.AFTEROKARRAY, "7[].head", 0),
                new Dependency(DependencyType.AFTERANYARRAY, "8[].head", 5)),
                parse("afterokarray:7[].head,afteranyarray:8[][5].head"));
        assertTrue(problems.isEmpty(), problems.toString());
    }

    @Test
    void escapedColonOfAServerPortAndALeadingCommaOfAnEmptyFirstEntry() {
        // a server named head:15001 writes 12.head\:15001; an emptied first entry leaves a leading comma
        assertEquals(List.of(Dependency.on(DependencyType.AFTERANY, "12.head:15001")), parse(",afterany:12.head\\:15001"));
        assertEquals(List.of(Dependency.on(DependencyType.AFTEROK, "6.vm")), parse("afterok:6.vm@head"));
        assertTrue(problems.isEmpty(), problems.toString());
    }

    @Test
    void badEntriesAreReportedAndTheRestKept() {
        assertEquals(List.of(Dependency.on(DependencyType.AFTEROK, "1.head")),
                parse("afterwards:3.head,on:x,afterok:1.head,afterokarray:4.head,before"));
        assertEquals(4, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("\"afterwards:3.head\" is not TYPE:JOBID"), problems.get(0));
        assertEquals("\"on:x\": on takes one positive count", problems.get(1));
    }
}
