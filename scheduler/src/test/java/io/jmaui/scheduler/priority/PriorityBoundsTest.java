package io.jmaui.scheduler.priority;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PriorityBoundsTest {

    @Test
    void guide515SetspriFiveGivesOneBillionAndFive() {
        assertEquals(1_000_000_005L, PriorityBounds.apply(4321.0, 5, false));
    }

    @Test
    void negativePriorityBecomesOneWithoutEnableNegJobPriority() {
        assertEquals(1, PriorityBounds.apply(-25_000.0, 0, false));
        assertEquals(1, PriorityBounds.apply(0.4, 0, false));
    }

    @Test
    void enableNegJobPriorityKeepsTheSign() {
        assertEquals(-25_000, PriorityBounds.apply(-25_000.0, 0, true));
    }

    @Test
    void calculatedPriorityNeverExceedsOneBillion() {
        assertEquals(1_000_000_000L, PriorityBounds.apply(5e12, 0, false));
    }

    @Test
    void relativeSetspriAdjustsTheCalculatedPriority() {
        // Maui stores a relative adjustment of +100 as 2*10^9 + 100, of -100 as 2*10^9 - 100
        assertEquals(4_421, PriorityBounds.apply(4321.0, 2_000_000_100L, false));
        assertEquals(4_221, PriorityBounds.apply(4321.0, 1_999_999_900L, false));
    }

    @Test
    void fractionsAreTruncated() {
        assertEquals(12, PriorityBounds.apply(12.9, 0, false));
    }
}
