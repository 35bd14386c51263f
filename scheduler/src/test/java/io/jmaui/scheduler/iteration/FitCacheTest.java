package io.jmaui.scheduler.iteration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fit cache answers yes exactly when a job of the same kind with at least as many tasks and at
 * least as long a walltime was recorded at the same hold count (checked against a plain list of
 * every fit recorded), and forgets everything once the count moves. That a smaller, shorter
 * request of the kind fits wherever a larger one does is the availability's property,
 * {@code FitsMonotoneTest}.
 */
class FitCacheTest {

    private record Fit(Object kind, int tasks, long walltime) {
    }

    @Test
    void answersAsEveryFitRecordedSinceTheLastHold() {
        SplittableRandom rnd = new SplittableRandom(17);
        Job[] users = new Job[3];
        for (int u = 0; u < users.length; u++) {
            users[u] = Job.builder("j" + u).user("u" + u).procs(1).build();
        }
        for (int round = 0; round < 200; round++) {
            FitCache cache = new FitCache();
            List<Fit> recorded = new ArrayList<>();
            long holds = 0;
            for (int k = 0; k < 300; k++) {
                if (rnd.nextInt(40) == 0) {
                    holds++;
                    recorded.clear();
                }
                Job j = users[rnd.nextInt(users.length)];
                FitCache.Key kind = FitCache.key(j, rnd.nextInt(2), List.of("p"), rnd.nextBoolean() ? null : NodeAccessPolicy.SINGLEJOB,
                        "MINRESOURCE");
                int tasks = 1 + rnd.nextInt(32);
                long walltime = 60L * (1 + rnd.nextInt(50));
                boolean expected = recorded.stream().anyMatch(f -> f.kind().equals(kind) && f.tasks() >= tasks
                        && f.walltime() >= walltime);
                assertEquals(expected, cache.fits(kind, tasks, walltime, holds), "round " + round + " lookup " + k);
                if (rnd.nextBoolean()) {
                    cache.fitted(kind, tasks, walltime, holds);
                    recorded.add(new Fit(kind, tasks, walltime));
                }
            }
            assertFalse(cache.fits(FitCache.key(users[0], 0, List.of("p"), null, "MINRESOURCE"), 1, 1, holds + 1),
                    "nothing stands after another hold");
        }
    }

    @Test
    void notCacheable_neverAnswers() {
        FitCache cache = new FitCache();
        cache.fitted(null, 4, 3600, 0);
        assertFalse(cache.fits(null, 1, 60, 0));
        FitCache.Key kind = FitCache.key(Job.builder("j").user("u").perTask(Resources.procs(1)).build(), 0, null, null, "X");
        cache.fitted(kind, 4, 3600, -1);
        assertFalse(cache.fits(kind, 1, 60, -1), "under USEMACHINESPEED nothing is shared");
    }
}
