package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** When the loop collects the old generation between iterations instead of inside the next one. */
class IdleCollectionTest {

    private static final long MB = 1 << 20;

    @Test
    void collectsWhenTheNextIterationsPromotionsWouldNotFit() {
        int[] collections = {0};
        IdleCollection idle = new IdleCollection(null, () -> collections[0]++);
        // 256 MB old generation, an iteration promotes ~50 MB
        assertFalse(idle.due(60 * MB, 256 * MB), "the first iteration: 60 promoted since the start, 196 free");
        assertFalse(idle.due(100 * MB, 256 * MB), "grew 40, 156 free");
        assertFalse(idle.due(130 * MB, 256 * MB), "grew 30, 126 free");
        assertFalse(idle.due(170 * MB, 256 * MB), "grew 40, 86 free: room for two more such");
        assertTrue(idle.due(210 * MB, 256 * MB), "grew 40, 46 free: less than twice that");
        assertFalse(idle.due(90 * MB, 256 * MB), "shrank: collected meanwhile");
        assertFalse(idle.due(90 * MB, 256 * MB), "did not grow");
        assertEquals(0, collections[0], "due() only decides");
    }

    @Test
    void afterTheFirstIterationItCountsWhatTheStartPromoted() {
        IdleCollection idle = new IdleCollection(null, () -> { });
        assertTrue(idle.due(200 * MB, 256 * MB), "warm-ups and the first poll left 200 MB: 56 free");
        assertFalse(new IdleCollection(null, () -> { }).due(20 * MB, 256 * MB), "a small cluster: 236 free");
    }

    @Test
    void withNoOldGenerationToReadItNeverCollects() {
        int[] collections = {0};
        IdleCollection idle = new IdleCollection(null, () -> collections[0]++);
        for (int i = 0; i < 5; i++) {
            idle.afterIteration(System::nanoTime);
        }
        assertEquals(0, collections[0]);
    }
}
