package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class HostExpressionsTest {

    @Test
    void plainNameIsItself() {
        assertEquals(Optional.of(List.of("node001")), HostExpressions.expand("node001"));
    }

    @Test
    void guide715Example5Range() {
        // 7.1.5 example 5: SRCFG[jupiter] HOSTLIST=node0[1-9]
        assertEquals(Optional.of(List.of("node01", "node02", "node03", "node04", "node05", "node06", "node07",
                "node08", "node09")), HostExpressions.expand("node0[1-9]"));
    }

    @Test
    void appendixAnchoredRange() {
        // appendix F, SRCFG: HOSTLIST=node0[1-4]$
        assertEquals(Optional.of(List.of("node01", "node02", "node03", "node04")), HostExpressions.expand("node0[1-4]$"));
        assertTrue(HostExpressions.matches("node0[1-4]$", "node03"));
        assertFalse(HostExpressions.matches("node0[1-4]$", "node05"));
    }

    @Test
    void paddedRangesAndLists() {
        assertEquals(Optional.of(List.of("n01a", "n02a", "n07a")), HostExpressions.expand("n[01-02,07]a"));
        assertEquals(Optional.of(List.of("r1n1", "r1n2", "r2n1", "r2n2")), HostExpressions.expand("r[1-2]n[1-2]"));
    }

    @Test
    void regularExpressionsMatchButDoNotExpand() {
        assertEquals(Optional.empty(), HostExpressions.expand("node.*"));
        assertTrue(HostExpressions.matches("node.*", "node12"));
        assertFalse(HostExpressions.matches("node.*", "login1"));
        assertFalse(HostExpressions.matches("node1", "node12"));
    }

    @Test
    void validity() {
        assertTrue(HostExpressions.isValid("node0[1-9]"));
        assertTrue(HostExpressions.isValid("node.*"));
        assertFalse(HostExpressions.isValid("node[1-"));
        assertFalse(HostExpressions.isValid(""));
    }
}
