package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * {@link Aggregate#ofReleases} sorts the release times as primitives and sums the procs per time
 * (why: in the method). The timeline it makes must be the one the plain way makes: the releases
 * sorted by time and walked one by one. Random releases: repeated times, times at or before the
 * origin, never-ending ones, empty lists, and lists too wide to pack into one long per release.
 */
class AggregateReleasesTest {

    static final long NOW = 1_700_000_000L;

    @Test
    void ofReleases_isThePlainSortedWalk() {
        for (int seed = 0; seed < 2_000; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Aggregate.Release> releases = new ArrayList<>();
            int spread = rnd.nextInt(1, 40);
            // one list in ten too wide to pack (procs past 2^20, or times 2^42 s apart): the other way
            boolean wide = seed % 10 == 0;
            for (int k = rnd.nextInt(40); k > 0; k--) {
                long at = rnd.nextInt(8) == 0 ? Times.INFINITY : NOW + 60L * (rnd.nextInt(spread) - 3);
                if (wide && rnd.nextInt(6) == 0) {
                    at = rnd.nextBoolean() ? NOW + (1L << 42) + rnd.nextInt(3) : at;
                }
                long procs = wide && rnd.nextInt(6) == 0 ? (1L << 20) + rnd.nextInt(3) : rnd.nextInt(1, 9);
                releases.add(new Aggregate.Release(at, procs));
            }
            long capacity = wide ? 1L << 24 : 400;
            Timeline got = Aggregate.ofReleases(NOW, capacity, releases);
            long[][] want = plain(NOW, capacity, releases);
            assertEquals(want[0].length, got.size(), "seed " + seed);
            for (int i = 0; i < got.size(); i++) {
                assertEquals(want[0][i], got.timeAt(i), "seed " + seed + " segment " + i);
                assertEquals(want[1][i], got.procsAt(i), "seed " + seed + " segment " + i);
            }
        }
    }

    /**
     * The sums a build keeps ({@link ReleaseSums}), taken over by the next with some releases taken
     * away and others added, and over again, make the timeline {@link Aggregate#ofReleases} makes of
     * the releases then held; taking away a release never gathered fails.
     */
    @Test
    void releaseSums_mergedEventAfterEvent_areOfReleasesOfTheReleasesHeld() {
        for (int seed = 0; seed < 500; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Aggregate.Release> held = new ArrayList<>();
            for (int k = rnd.nextInt(30); k > 0; k--) {
                held.add(release(rnd));
            }
            ReleaseSums sums = ReleaseSums.of(held);
            for (int event = 0; event < 20; event++) {
                long origin = NOW + 60L * event;
                List<Aggregate.Release> minus = new ArrayList<>();
                for (int k = rnd.nextInt(Math.min(held.size(), 5) + 1); k > 0; k--) {
                    minus.add(held.remove(rnd.nextInt(held.size())));
                }
                List<Aggregate.Release> plus = new ArrayList<>();
                for (int k = rnd.nextInt(5); k > 0; k--) {
                    plus.add(release(rnd));
                }
                held.addAll(plus);
                sums = sums.merge(ReleaseSums.of(plus), ReleaseSums.of(minus));
                Timeline want = Aggregate.ofReleases(origin, 400, held);
                Timeline got = sums.timeline(origin, 400);
                assertEquals(want.size(), got.size(), "seed " + seed + " event " + event);
                for (int i = 0; i < got.size(); i++) {
                    assertEquals(want.timeAt(i), got.timeAt(i), "seed " + seed + " event " + event + " segment " + i);
                    assertEquals(want.procsAt(i), got.procsAt(i), "seed " + seed + " event " + event + " segment " + i);
                }
            }
            ReleaseSums last = sums;
            List<Aggregate.Release> never = List.of(new Aggregate.Release(NOW + 7, 1));
            assertThrows(IllegalStateException.class, () -> last.merge(ReleaseSums.of(List.of()), ReleaseSums.of(never)));
        }
    }

    /** A release mostly at a whole minute (repeated times), now and then never, now and then of no procs. */
    private static Aggregate.Release release(SplittableRandom rnd) {
        long at = rnd.nextInt(8) == 0 ? Times.INFINITY : NOW + 60L * rnd.nextInt(40);
        return new Aggregate.Release(at, rnd.nextInt(10) == 0 ? 0 : rnd.nextInt(1, 9));
    }

    /** Times and procs per segment, as the releases sorted by time and walked one at a time give them. */
    private static long[][] plain(long origin, long capacity, List<Aggregate.Release> releases) {
        List<Aggregate.Release> sorted = new ArrayList<>(releases);
        sorted.sort((x, y) -> Long.compare(x.at(), y.at()));
        long held = 0;
        for (Aggregate.Release r : sorted) {
            held += r.procs();
        }
        List<Long> times = new ArrayList<>(List.of(origin));
        List<Long> procs = new ArrayList<>(List.of(capacity - held));
        for (Aggregate.Release r : sorted) {
            if (r.at() == Times.INFINITY) {
                break;
            }
            int last = times.size() - 1;
            if (r.at() > times.get(last)) {
                times.add(r.at());
                procs.add(procs.get(last));
            }
            procs.set(procs.size() - 1, procs.get(procs.size() - 1) + r.procs());
        }
        return new long[][] {times.stream().mapToLong(Long::longValue).toArray(),
                procs.stream().mapToLong(Long::longValue).toArray()};
    }
}
