package io.jmaui.bridge.torque;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExecHostTest {

    @Test
    void readsOneEntryPerSlotAsTorque4Writes() {
        assertEquals(List.of("n1", "n1", "n2"), ExecHost.slots("n1/0+n1/1+n2/0").orElseThrow());
    }

    @Test
    void readsSlotRangesAsTorque6Writes() {
        // capture 10_qstat_f_after_run: exec_host = 'vm/0-1'
        assertEquals(List.of("vm", "vm"), ExecHost.slots("vm/0-1").orElseThrow());
        assertEquals(List.of("n1", "n1", "n2", "n2", "n2", "n2", "n2"), ExecHost.slots("n1/0-1+n2/0,2-5").orElseThrow());
    }

    @Test
    void knownHostsAreTheNodesOwnNameStrings() {
        String n1 = new String("n1");
        List<String> slots = ExecHost.slots("n1/0+n1/1+n2/0-1", Map.of("n1", n1)).orElseThrow();
        assertEquals(List.of("n1", "n1", "n2", "n2"), slots);
        assertSame(n1, slots.get(0));
        assertSame(n1, slots.get(1));
        assertSame(slots.get(2), slots.get(3), "an unknown host's name is one string per entry");
    }

    @Test
    void refusesWhatIsNotHostSlash() {
        assertTrue(ExecHost.slots("n1").isEmpty());
        assertTrue(ExecHost.slots("n1/3-1").isEmpty());
        assertTrue(ExecHost.slots("n1/x").isEmpty());
        assertTrue(ExecHost.slots("n1/0++n2/0").isEmpty());
        assertTrue(ExecHost.slots("/0").isEmpty());
    }

    @Test
    void runJobDestinationGroupsTasksPerHostWithoutRanges() {
        assertEquals("n2:ppn=2+n1:ppn=1", ExecHost.runJobDestination(List.of("n2", "n1", "n2")));
    }
}
