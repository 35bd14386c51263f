package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Guide 8.2 with QUEUETIME-only priority, FIRSTFIT and RESERVATIONDEPTH 1 is EASY backfilling:
 * on random workloads every job starts exactly when the textbook EASY reference starts it.
 */
class EasyBackfillTest {

    static final long T0 = at("2024-01-01T00:00");

    @ParameterizedTest(name = "8.2 EASY equivalence, seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void firstFitDepthOne_startsEveryJobWhenEasyDoes_oneProcNodes(long seed) {
        check(seed, 16, 1);
    }

    @ParameterizedTest(name = "8.2 EASY equivalence on 4-proc nodes, seed {0}")
    @ValueSource(longs = {7, 8, 9, 10, 11, 12})
    void firstFitDepthOne_startsEveryJobWhenEasyDoes_fourProcNodes(long seed) {
        check(seed, 4, 4);
    }

    private static void check(long seed, int nodeCount, int procsPerNode) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int procs = nodeCount * procsPerNode;
        List<EasyReference.Spec> specs = new ArrayList<>();
        long submit = T0;
        for (int i = 1; i <= 120; i++) {
            submit += rnd.nextInt(0, 900);
            int p = rnd.nextInt(1, 100) < 70 ? rnd.nextInt(1, 5) : rnd.nextInt(1, procs + 1);
            long wall = 60L * rnd.nextInt(5, 240);
            long run = Math.max(1, (long) (wall * rnd.nextDouble(0.05, 1.0)));
            specs.add(new EasyReference.Spec(Integer.toString(i), submit, p, wall, run));
        }
        Map<String, Long> expected = EasyReference.schedule(procs, specs);

        Harness h = new Harness().nodes(nodes("n", nodeCount, procsPerNode));
        for (EasyReference.Spec s : specs) {
            Job j = job(s.id()).procs(s.procs()).walltime(s.walltime()).submitTime(s.submit()).build();
            h.submit(j).runtime(s.id(), s.runtime());
        }
        h.runEvents(T0, T0 + 400 * 3600);

        for (EasyReference.Spec s : specs) {
            assertEquals(expected.get(s.id()), (Long) h.startOf(s.id()), "start of job " + s.id());
        }
    }
}
