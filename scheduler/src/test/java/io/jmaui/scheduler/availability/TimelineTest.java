package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The aggregate timeline's cached running minimum answers as the plain scan does. */
class TimelineTest {

    static final long NOW = 1_700_000_000L;

    @Test
    void minProcsUntil_isMinProcsOverFromTheOrigin_acrossHoldsAndReleases() {
        for (int seed = 0; seed < 200; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Timeline.Release> releases = new ArrayList<>();
            for (int k = rnd.nextInt(30); k > 0; k--) {
                releases.add(new Timeline.Release(rnd.nextInt(10) == 0 ? Times.INFINITY : NOW + 60L * rnd.nextInt(1, 500),
                        Resources.procs(rnd.nextInt(1, 8))));
            }
            Timeline tl = Timeline.ofReleases(NOW, Resources.procs(400), releases);
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
}
