package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The aggregate timeline's cached running minimum answers as the plain scan does; every resource of the vector is tracked. */
class TimelineTest {

    static final long NOW = 1_700_000_000L;

    @Test
    void minProcsUntil_isMinProcsOverFromTheOrigin_acrossHoldsAndReleases() {
        for (int seed = 0; seed < 200; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Aggregate.Release> releases = new ArrayList<>();
            for (int k = rnd.nextInt(30); k > 0; k--) {
                releases.add(new Aggregate.Release(rnd.nextInt(10) == 0 ? Times.INFINITY : NOW + 60L * rnd.nextInt(1, 500),
                        rnd.nextInt(1, 8)));
            }
            Timeline tl = Aggregate.ofReleases(NOW, 400, releases);
            for (int op = 0; op < 200; op++) {
                if (rnd.nextInt(3) == 0) {
                    long s = NOW + 60L * (rnd.nextInt(520) - 20);
                    long e = rnd.nextInt(8) == 0 ? Times.INFINITY : Math.max(s, NOW) + 60L * rnd.nextInt(1, 200);
                    tl.add(s, e, Resources.procs(rnd.nextInt(1, 6)), rnd.nextBoolean() ? -1 : 1);
                } else {
                    long e = rnd.nextInt(10) == 0 ? Times.INFINITY : NOW + 60L * (rnd.nextInt(540) - 20);
                    assertEquals(tl.minProcsOver(NOW, e), tl.minProcsUntil(e), "seed " + seed + " op " + op + " e " + e);
                }
            }
        }
    }

    /**
     * From now, the room on a timeline is free since now or since its origin if later, never before
     * now, whatever it needs and whatever is held on it: what a start now's scan takes for each
     * candidate ({@code CandidateScan.since}) instead of walking back.
     */
    @Test
    void freeSinceNow_neverBeforeNow_isNowOrALaterOrigin() {
        for (int seed = 0; seed < 300; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            long origin = NOW + 60L * (rnd.nextInt(40) - 30);
            Timeline tl = new Timeline(origin, Resources.procs(16));
            for (int op = 0; op < 40; op++) {
                long s = origin + 60L * rnd.nextInt(60);
                long e = rnd.nextInt(8) == 0 ? Times.INFINITY : s + 60L * rnd.nextInt(1, 60);
                tl.add(s, e, Resources.procs(rnd.nextInt(1, 5)), rnd.nextInt(4) == 0 ? 1 : -1);
                long need = rnd.nextInt(1, 17);
                assertEquals(Math.max(NOW, tl.origin()), Math.max(NOW, tl.freeSince(NOW, need)),
                        "seed " + seed + " op " + op + " origin " + origin + " need " + need);
            }
        }
    }

    /** indexAt tries the segment it found last first: repeated, shifted and out-of-order lookups still find the right one. */
    @Test
    void procsAtTime_isTheSegmentHoldingTheTime_whateverWasLookedUpBeforeAndInsertedSince() {
        for (int seed = 0; seed < 200; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            Timeline tl = new Timeline(NOW, Resources.procs(400));
            long[] free = new long[600]; // procs free per minute from NOW, the plain model
            java.util.Arrays.fill(free, 400);
            for (int op = 0; op < 300; op++) {
                if (rnd.nextInt(4) == 0) {
                    int s = rnd.nextInt(500);
                    int e = s + rnd.nextInt(1, 100);
                    int p = rnd.nextInt(1, 6);
                    tl.add(NOW + 60L * s, NOW + 60L * e, Resources.procs(p), -1);
                    for (int m = s; m < e; m++) {
                        free[m] -= p;
                    }
                } else {
                    int m = rnd.nextInt(3) == 0 ? 0 : rnd.nextInt(599);
                    long t = NOW + 60L * m + rnd.nextInt(60);
                    assertEquals(free[m], tl.procsAtTime(t), "seed " + seed + " op " + op + " minute " + m);
                    assertEquals(free[m], tl.procsAtTime(t), "asked again: seed " + seed + " op " + op);
                }
            }
        }
    }

    @Test
    void gpusAndGenericResourcesFollowHoldsLikeProcs() {
        Timeline tl = new Timeline(NOW, new Resources(16, 0, 0, 0, 2, Gres.of("tape", 4)));
        tl.add(NOW, NOW + 3600, Resources.procs(1).withGpus(2), -1);
        tl.add(NOW + 1800, NOW + 7200, Resources.procs(1).withGres(Gres.of("tape", 3)), -1);

        assertEquals(new Resources(15, 0, 0, 0, 0, Gres.of("tape", 4)), tl.valueAt(NOW));
        assertEquals(new Resources(14, 0, 0, 0, 0, Gres.of("tape", 1)), tl.minOver(NOW, NOW + 7200));
        assertEquals(new Resources(15, 0, 0, 0, 2, Gres.of("tape", 1)), tl.minOver(NOW + 3600, NOW + 7200));
        assertEquals(new Resources(16, 0, 0, 0, 2, Gres.of("tape", 4)), tl.valueAt(NOW + 7200));
    }

    @Test
    void aTimelineWithoutGpusGoesNegativeWhenOneIsHeld_soNothingElseFitsThere() {
        Timeline tl = new Timeline(NOW, Resources.procs(8));
        tl.add(NOW, NOW + 60, Resources.procs(1), -1);
        tl.add(NOW + 30, NOW + 90, Resources.procs(1).withGpus(1), -1);

        assertEquals(-1, tl.minOver(NOW, NOW + 90).gpus());
        assertEquals(0, tl.valueAt(NOW).gpus());
    }
    /**
     * The start estimates' sweep counts tasks without building the least amount: the same count as
     * {@code minOver(s, e).tasksOf(perTask)}, over holds and releases of procs, memory, swap and
     * disk (some overcommitting a node), tasks asking any mix of them, windows anywhere.
     */
    @Test
    void tasksOver_isTasksOfTheLeastAmount_forEveryMixOfPlainResources() {
        for (int seed = 0; seed < 200; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            Timeline tl = new Timeline(NOW, new Resources(16, 65_536, rnd.nextBoolean() ? 8_192 : 0, 100_000));
            for (int op = 0; op < 200; op++) {
                long s = NOW + 60L * (rnd.nextInt(520) - 20);
                long e = rnd.nextInt(8) == 0 ? Times.INFINITY : s + 60L * rnd.nextInt(1, 200);
                if (rnd.nextInt(3) == 0) {
                    tl.add(Math.max(s, NOW), Math.max(e, NOW + 60), new Resources(rnd.nextInt(0, 6), rnd.nextInt(3) == 0 ? rnd.nextInt(0, 20_000) : 0,
                            rnd.nextInt(5) == 0 ? rnd.nextInt(0, 3_000) : 0, rnd.nextInt(4) == 0 ? rnd.nextInt(0, 30_000) : 0),
                            rnd.nextInt(4) == 0 ? 1 : -1);
                } else {
                    Resources perTask = new Resources(rnd.nextInt(0, 5), rnd.nextBoolean() ? rnd.nextInt(0, 9_000) : 0,
                            rnd.nextInt(4) == 0 ? rnd.nextInt(0, 2_000) : 0, rnd.nextInt(4) == 0 ? rnd.nextInt(0, 9_000) : 0);
                    assertEquals(tl.minOver(s, e).tasksOf(perTask), tl.tasksOver(s, e, perTask),
                            "seed " + seed + " op " + op + " task " + perTask);
                    assertEquals(tl.minOver(s, e).procs(), Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE,
                            tl.minProcsOver(s, e))), "seed " + seed + " op " + op);
                }
            }
        }
    }
}
