package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The nodes a patched search asks again, listed ({@link ChangedNodes}), are the marked ones a walk
 * over every node finds, in increasing order, however many are marked (past the list's first
 * size) and in whatever order (a node whose clamp moves is marked after the changed ones).
 */
class ChangedNodesTest {

    @Test
    void theListedNodes_areTheMarkedOnes_inIncreasingOrder() {
        for (int seed = 0; seed < 200; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 1 + rnd.nextInt(300);
            ChangedNodes changed = new ChangedNodes(n);
            for (int k = rnd.nextInt(n + 1); k > 0; k--) {
                changed.mark(rnd.nextInt(n)); // some twice
            }
            boolean[] marks = changed.marks();
            int[] plain = IntStream.range(0, n).filter(i -> marks[i]).toArray();
            assertEquals(plain.length, changed.count(), "seed " + seed);
            assertArrayEquals(plain, Arrays.copyOf(changed.list(), changed.count()), "seed " + seed);
        }
    }
}
