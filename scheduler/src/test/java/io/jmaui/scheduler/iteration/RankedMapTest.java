package io.jmaui.scheduler.iteration;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The result's reasons map answers as the LinkedHashMap it replaced: lookups, order, a repeated id, growth past its size. */
class RankedMapTest {

    @Test
    void answersAsALinkedHashMapFilledTheSameWay() {
        for (int seed = 0; seed < 50; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int expected = rnd.nextInt(0, 300);
            RankedMap<Integer> mine = new RankedMap<>(expected);
            Map<String, Integer> plain = new LinkedHashMap<>();
            for (int k = rnd.nextInt(0, 700); k > 0; k--) {
                String id = rnd.nextInt(500) + ".pbs01";
                int v = rnd.nextInt();
                mine.add(id, v);
                plain.put(id, v);
            }
            assertEquals(plain.size(), mine.size(), "seed " + seed);
            assertEquals(new ArrayList<>(plain.entrySet()), new ArrayList<>(mine.entrySet()), "order, seed " + seed);
            assertEquals(plain, mine);
            assertEquals(mine, plain);
            assertEquals(plain.hashCode(), mine.hashCode());
            assertEquals(plain.toString(), mine.toString());
            for (int id = 0; id < 600; id++) {
                String key = id + ".pbs01";
                assertEquals(plain.get(key), mine.get(key), "seed " + seed + " " + key);
                assertEquals(plain.containsKey(key), mine.containsKey(key));
            }
        }
    }

    /** Appending new keys (the result's reasons) and adding any, with look-ups between: a LinkedHashMap's answers. */
    @Test
    void appendedKeysAreFoundAsAddedOnes() {
        for (int seed = 0; seed < 50; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            RankedMap<Integer> mine = new RankedMap<>(rnd.nextInt(0, 40));
            Map<String, Integer> plain = new LinkedHashMap<>();
            for (int k = rnd.nextInt(0, 700); k > 0; k--) {
                String id = rnd.nextInt(500) + ".pbs01";
                int v = rnd.nextInt();
                if (!plain.containsKey(id) && rnd.nextInt(3) > 0) {
                    mine.append(id, v);
                } else {
                    mine.add(id, v);
                }
                plain.put(id, v);
                if (rnd.nextInt(50) == 0) { // a look-up builds the table; later appends drop it again
                    String probe = rnd.nextInt(500) + ".pbs01";
                    assertEquals(plain.get(probe), mine.get(probe), "seed " + seed + " " + probe);
                }
            }
            assertEquals(new ArrayList<>(plain.entrySet()), new ArrayList<>(mine.entrySet()), "order, seed " + seed);
            for (int id = 0; id < 600; id++) {
                String key = id + ".pbs01";
                assertEquals(plain.get(key), mine.get(key), "seed " + seed + " " + key);
                assertEquals(plain.containsKey(key), mine.containsKey(key));
            }
        }
    }

    /**
     * Values appended by source (the result's reasons, by rank slot), with ids added and looked up
     * between, read in any order: a LinkedHashMap's answers, and each source's key read at most
     * once, and none before a key is read.
     */
    @Test
    void keysReadFromTheirSourcesAnswerAsGivenOnes() {
        for (int seed = 0; seed < 50; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int[] reads = new int[1000];
            RankedMap<Integer> mine = RankedMap.keyedBy(rnd.nextInt(0, 40), source -> {
                reads[source]++;
                return source + ".pbs01";
            });
            Map<String, Integer> plain = new LinkedHashMap<>();
            boolean looked = false;
            for (int k = rnd.nextInt(0, 700); k > 0; k--) {
                int source = rnd.nextInt(1000);
                String id = source + ".pbs01";
                int v = rnd.nextInt();
                if (!plain.containsKey(id) && rnd.nextInt(4) > 0) {
                    mine.appendFrom(source, v);
                } else {
                    mine.add(id, v);
                    looked = true;
                }
                plain.put(id, v);
                if (rnd.nextInt(60) == 0) {
                    String probe = rnd.nextInt(1000) + ".pbs01";
                    assertEquals(plain.get(probe), mine.get(probe), "seed " + seed + " " + probe);
                    looked = true;
                }
            }
            if (!looked) {
                assertEquals(0, java.util.Arrays.stream(reads).sum(), "no key read before the map's keys are");
            }
            assertEquals(new ArrayList<>(plain.entrySet()), new ArrayList<>(mine.entrySet()), "order, seed " + seed);
            for (int id = 0; id < 1100; id++) {
                String key = id + ".pbs01";
                assertEquals(plain.get(key), mine.get(key), "seed " + seed + " " + key);
                assertEquals(plain.containsKey(key), mine.containsKey(key));
            }
            assertEquals(plain, mine);
            for (int r : reads) {
                assertTrue(r <= 1, "a source's key read once, seed " + seed);
            }
        }
    }

    @Test
    void aRepeatedIdKeepsItsPlaceAndTakesTheLastValue() {
        RankedMap<String> m = new RankedMap<>(2);
        m.add("1.pbs01", "a");
        m.add("2.pbs01", "b");
        m.add("1.pbs01", "c");

        assertEquals(List.of("1.pbs01", "2.pbs01"), new ArrayList<>(m.keySet()));
        assertEquals("c", m.get("1.pbs01"));
        assertNull(m.get("3.pbs01"));
        assertNull(m.get(42));
        assertFalse(m.containsKey(null));
    }

    @Test
    void isReadOnlyThroughTheMapInterface() {
        RankedMap<String> m = new RankedMap<>(1);
        m.add("1.pbs01", "a");

        assertThrows(UnsupportedOperationException.class, () -> m.put("2.pbs01", "b"));
        assertThrows(UnsupportedOperationException.class, () -> m.entrySet().iterator().next().setValue("x"));
        assertTrue(m.containsKey("1.pbs01"));
    }
}
