package io.jmaui.bridge.daemon;

import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * The overlays carried from poll to poll are the fresh ones: over random polls where jobs come,
 * go, are polled as new objects, move a little in the order, and get bypass counts and setspri
 * priorities that change, each overlaid job equals the plain overlay of its polled object; and a
 * poll that repeats the last one gives every overlaid job as the last poll's object.
 */
class OverlaysTest {

    @Test
    void carriedOverlaysAreTheFreshOnes() {
        for (int seed = 0; seed < 40; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            Overlays overlays = new Overlays();
            List<Job> polled = new ArrayList<>();
            Map<String, Integer> bypass = new HashMap<>();
            Map<String, Long> spri = new HashMap<>();
            int next = 0;
            for (int poll = 0; poll < 30; poll++) {
                next = change(rnd, polled, bypass, spri, next);
                List<Job> out = overlay(overlays, polled, bypass, spri);
                for (int i = 0; i < polled.size(); i++) {
                    Job j = polled.get(i);
                    Job fresh = j.toBuilder().bypassCount(bypass.getOrDefault(j.id(), j.bypassCount()))
                            .systemPriority(spri.getOrDefault(j.id(), j.systemPriority())).build();
                    assertEquals(fresh, out.get(i), "seed " + seed + " poll " + poll + " " + j.id());
                }
                List<Job> again = overlay(overlays, polled, bypass, spri);
                for (int i = 0; i < polled.size(); i++) {
                    assertSame(out.get(i), again.get(i), "seed " + seed + " poll " + poll + " repeated");
                }
            }
        }
    }

    /** The poll as SnapshotAssembler lays it over: only jobs the state keeps something for. */
    private static List<Job> overlay(Overlays overlays, List<Job> polled, Map<String, Integer> bypass,
                                     Map<String, Long> spri) {
        List<Job> out = new ArrayList<>();
        for (Job j : polled) {
            Integer b = bypass.get(j.id());
            Long s = spri.get(j.id());
            out.add(b == null && s == null ? j : overlays.overlaid(j, b, s));
        }
        overlays.endPoll();
        return out;
    }

    /** One poll's changes: jobs gone, new ones, some polled afresh, a neighbour swap, overlays changed. */
    private static int change(SplittableRandom rnd, List<Job> polled, Map<String, Integer> bypass,
                              Map<String, Long> spri, int next) {
        polled.removeIf(j -> rnd.nextInt(10) == 0);
        for (int k = rnd.nextInt(6); k > 0; k--) {
            polled.add(rnd.nextInt(polled.size() + 1), Job.builder(next++ + ".srv").bypassCount(rnd.nextInt(3)).build());
        }
        for (int i = 0; i < polled.size(); i++) {
            if (rnd.nextInt(8) == 0) { // the same job polled as a new object
                polled.set(i, polled.get(i).toBuilder().build());
            }
        }
        if (polled.size() > 1 && rnd.nextBoolean()) {
            int i = rnd.nextInt(polled.size() - 1);
            polled.add(i, polled.remove(i + 1));
        }
        for (Job j : polled) {
            int r = rnd.nextInt(10);
            if (r == 0) {
                bypass.put(j.id(), rnd.nextInt(4));
            } else if (r == 1) {
                bypass.remove(j.id());
            } else if (r == 2) {
                spri.put(j.id(), (long) rnd.nextInt(3));
            } else if (r == 3) {
                spri.remove(j.id());
            }
        }
        return next;
    }
}
