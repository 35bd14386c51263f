package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link HeldJobs#carried}: a job is only ever given its own hold, every position not carried is
 * built afresh (gone), and however many jobs ended together (a job array's tasks end at once and
 * lie side by side) the jobs after them are still found, but for at most the first one after a run
 * longer than the window. Random histories: runs of ended jobs up to 40 long, new jobs anywhere.
 */
class HeldJobsTest {

    @Test
    void runningJobsAreFound_howeverManyEndedTogether() {
        for (int seed = 0; seed < 500; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 1 + rnd.nextInt(200);
            HeldJobs held = new HeldJobs(n);
            List<Job> before = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                Job j = Job.builder("j" + i).procs(1).build();
                before.add(j);
                held.add(j, new AvailabilityBase.Held(i, new int[] {i}, List.of(), null));
            }
            List<Job> listed = new ArrayList<>();
            boolean[] ended = new boolean[n];
            int longGaps = 0;
            for (int i = 0; i < n; ) {
                if (rnd.nextInt(4) == 0) { // a run of ended jobs, up to 40 long
                    int run = 1 + rnd.nextInt(40);
                    longGaps += run >= 8 ? 1 : 0;
                    for (int r = 0; r < run && i < n; r++) {
                        ended[i++] = true;
                    }
                    continue;
                }
                if (rnd.nextInt(10) == 0) {
                    listed.add(Job.builder("new" + i).procs(1).build());
                }
                listed.add(before.get(i++));
            }
            AvailabilityBase.Held[] into = new AvailabilityBase.Held[listed.size()];
            boolean[] gone = new boolean[n];
            held.carried(listed, into, gone);
            boolean[] carried = new boolean[n];
            for (int k = 0; k < listed.size(); k++) {
                int i = before.indexOf(listed.get(k));
                if (into[k] != null) { // never another job's
                    assertSame(held.heldAt(i), into[k], "seed " + seed + ": job " + i);
                    carried[i] = true;
                }
            }
            int lost = 0;
            for (int i = 0; i < n; i++) {
                // every position not carried is built afresh: an ended job's, or one held afresh
                assertEquals(!carried[i], gone[i], "seed " + seed + ": job " + i + " gone");
                lost += !ended[i] && !carried[i] ? 1 : 0;
            }
            // a run of ended jobs longer than the window costs the first job after it at most
            assertTrue(lost <= longGaps, "seed " + seed + ": " + lost + " running jobs held afresh, " + longGaps
                    + " runs of ended jobs past the window");
        }
    }
}
