package io.jmaui.scheduler.sim;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The fewest processors a queued job asks for, as jobs come and go: the counts kept in an array
 * below {@link ProcCounts#DENSE} and in a tree map above it, against the plain tree map of every
 * count. Random queues of narrow jobs, jobs just below and above the array's end, and no jobs at all.
 */
class ProcCountsTest {

    @Test
    void theFewestIsThePlainTreeMapsFirstKey() {
        Random rnd = new Random(2026_11_29_18L);
        int wideFewest = 0;
        int empty = 0;
        for (int round = 0; round < 200; round++) {
            ProcCounts counts = new ProcCounts();
            TreeMap<Long, Integer> plain = new TreeMap<>();
            List<Long> queued = new ArrayList<>();
            for (int step = 0; step < 400; step++) {
                if (!queued.isEmpty() && rnd.nextInt(5) < 2 + (queued.size() > 20 ? 2 : 0)) {
                    long p = queued.remove(rnd.nextInt(queued.size()));
                    counts.count(p, -1);
                    plain.merge(p, -1, (a, b) -> a + b == 0 ? null : a + b);
                } else {
                    long p = switch (rnd.nextInt(4)) {
                        case 0 -> rnd.nextInt(8);
                        case 1 -> ProcCounts.DENSE - 2 + rnd.nextInt(4);
                        case 2 -> rnd.nextInt(2 * ProcCounts.DENSE);
                        default -> 1 + rnd.nextInt(64);
                    };
                    queued.add(p);
                    counts.count(p, 1);
                    plain.merge(p, 1, Integer::sum);
                }
                long expected = plain.isEmpty() ? Long.MAX_VALUE : plain.firstKey();
                assertEquals(expected, counts.fewest(), "round " + round + " step " + step + ": " + queued);
                wideFewest += expected >= ProcCounts.DENSE && expected != Long.MAX_VALUE ? 1 : 0;
                empty += plain.isEmpty() ? 1 : 0;
            }
        }
        assertTrue(wideFewest > 100 && empty > 100, wideFewest + " with a wide job the fewest, " + empty + " empty");
    }
}
