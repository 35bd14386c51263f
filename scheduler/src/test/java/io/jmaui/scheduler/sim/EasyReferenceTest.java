package io.jmaui.scheduler.sim;

import static io.jmaui.scheduler.sim.SimulatorTest.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The reference itself must be right before anything is compared with it. */
class EasyReferenceTest {

    @Test
    void guide821StoryOnTheReference() {
        // 2 procs. A: 1 proc, limit 4 h, running (submitted at 0, started at 0, really ends at 2 h);
        // B: 2 procs, 1 h; C: 1 proc, 2 h. At 1 h: B waits for A's limit (4 h), C fits before it.
        long h = 3600;
        Map<String, Long> s = EasyReference.startTimes(List.of(
                job("A", 0, 1, 2 * h, 4 * h), job("B", h, 2, h, h), job("C", h, 1, 2 * h, 2 * h)), 2);
        assertEquals(0L, s.get("A"));
        assertEquals(h, s.get("C"), "C backfills: it ends at 3 h, before B's reservation at 4 h");
        assertEquals(3 * h, s.get("B"), "A ended early at 2 h but C holds a proc until 3 h");
    }

    @Test
    void aLongJobMayBackfillOnlyIntoTheExtraProcessors() {
        // 4 procs; J1 uses 3 until limit 100. Head J2 needs 2 -> shadow 100, extra = 4 - 2 = 2.
        // J3 (1 proc, long) fits the extra; J4 (1 proc, long) fits the extra too; J5 then does not.
        Map<String, Long> s = EasyReference.startTimes(List.of(
                job("1", 0, 3, 100, 100), job("2", 1, 2, 10, 10), job("3", 2, 1, 500, 500),
                job("4", 3, 1, 500, 500)), 4);
        assertEquals(2L, s.get("3"));
        assertEquals(100L, s.get("2"));
        assertEquals(100L, s.get("4"), "the free proc at t=3 is one of the two extra ones, but J3 took one and J2 needs 2 of 3");
    }
}
