package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The aggregate made from the running jobs' releases ({@link Aggregate#ofReleases}, sorted as
 * plain times) is the timeline the plain way gives: the releases sorted as records, each added
 * at its time, those at or before the origin at the origin, those never ending left out.
 */
class AggregateReleasesTest {

    static final long NOW = 1_700_000_000L;

    @Test
    void ofReleases_isThePlainSortedSum_withTiesReleasesBeforeTheOriginAndNeverEndingJobs() {
        for (int seed = 0; seed < 500; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Aggregate.Release> releases = new ArrayList<>();
            for (int k = rnd.nextInt(40); k > 0; k--) {
                long at = switch (rnd.nextInt(6)) {
                    case 0 -> Times.INFINITY;
                    case 1 -> NOW - 60L * rnd.nextInt(0, 5); // overran its limit: given back at the origin
                    default -> NOW + 60L * rnd.nextInt(1, 30); // few distinct times: many ties
                };
                releases.add(new Aggregate.Release(at, rnd.nextInt(1, 64)));
            }
            long capacity = rnd.nextInt(0, 2000);
            Timeline got = Aggregate.ofReleases(NOW, capacity, releases);
            Timeline want = plain(NOW, capacity, releases);
            assertEquals(want.size(), got.size(), "seed " + seed);
            for (int i = 0; i < want.size(); i++) {
                assertEquals(want.timeAt(i), got.timeAt(i), "seed " + seed + " segment " + i);
                assertEquals(want.procsAt(i), got.procsAt(i), "seed " + seed + " segment " + i);
            }
        }
    }

    /** The releases sorted as records by their time and summed in that order. */
    private static Timeline plain(long origin, long capacity, List<Aggregate.Release> releases) {
        List<Aggregate.Release> sorted = new ArrayList<>(releases);
        sorted.sort((x, y) -> Long.compare(x.at(), y.at()));
        long held = sorted.stream().mapToLong(Aggregate.Release::procs).sum();
        long[] times = new long[Math.max(4, sorted.size() + 1)];
        long[] procs = new long[times.length];
        times[0] = origin;
        procs[0] = Resources.procs((int) (capacity - held)).procs();
        int size = 1;
        for (Aggregate.Release r : sorted) {
            if (r.at() == Times.INFINITY) {
                break;
            }
            if (r.at() > times[size - 1]) {
                times[size] = r.at();
                procs[size] = procs[size - 1];
                size++;
            }
            procs[size - 1] += r.procs();
        }
        return Timeline.procsOnly(times, procs, size);
    }
}
