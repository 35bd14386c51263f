package io.jmaui.scheduler.iteration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * An iteration's bypass counts in two arrays read as the linked map they replaced: the same
 * entries in the same order, equal either way, the same counts unboxed, and read-only.
 */
class BypassCountsTest {

    @Test
    void readsAsTheLinkedMap_onRandomCounts() {
        Random rnd = new Random(29);
        for (int round = 0; round < 500; round++) {
            int n = rnd.nextInt(40);
            BypassCounts counts = new BypassCounts(rnd.nextInt(8));
            Map<String, Integer> linked = new LinkedHashMap<>();
            for (int i = 0; i < n; i++) {
                String id = "j" + rnd.nextInt(1_000_000) + "." + i; // each job once, as the iteration adds them
                int c = rnd.nextInt(300);
                counts.add(id, c);
                linked.put(id, c);
            }
            assertEquals(linked, counts);
            assertEquals(counts, linked);
            assertEquals(linked.hashCode(), counts.hashCode());
            assertEquals(new ArrayList<>(linked.entrySet()), new ArrayList<>(counts.entrySet()));
            List<String> seen = new ArrayList<>();
            BypassCounts.forEach(counts, (id, c) -> {
                seen.add(id);
                assertEquals(linked.get(id), c);
            });
            assertEquals(new ArrayList<>(linked.keySet()), seen);
            List<String> plain = new ArrayList<>();
            BypassCounts.forEach(linked, (id, c) -> plain.add(id));
            assertEquals(seen, plain);
            assertThrows(UnsupportedOperationException.class, () -> counts.put("x", 1));
        }
    }
}
