package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.limits.LimitFixtures.NOW;
import static io.jmaui.scheduler.limits.LimitFixtures.hosts;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.limits;
import static io.jmaui.scheduler.limits.LimitFixtures.running;
import static io.jmaui.scheduler.limits.LimitFixtures.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** MAXGRES, Moab's limit on GPUs and generic resources per credential: "no user holds more than 4 GPUs". */
class GresLimitsTest {

    private static Job.Builder gpus(String id, int gpus) {
        return job(id).perTask(Resources.procs(1).withGpus(gpus));
    }

    @Test
    void noUserHoldsMoreThanFourGpus() {
        MauiConfig cfg = cfg("USERCFG[DEFAULT] MAXGRES[gpus]=4");
        Limits l = limits(cfg, List.of(running(gpus("r", 3).user("alice"), hosts(1, 1))));

        assertEquals("MAXGRES[GPUS] hard user=alice 3/4 +2", verdict(l.check(gpus("a", 2).user("alice").build(),
                LimitPass.HARD, hosts(2, 1))));
        assertEquals("ok", verdict(l.check(gpus("a", 1).user("alice").build(), LimitPass.HARD, hosts(2, 1))));
        assertEquals("ok", verdict(l.check(gpus("b", 4).user("bob").build(), LimitPass.HARD, hosts(2, 1))));
        assertEquals("ok", verdict(l.check(job("c").user("alice").build(), LimitPass.HARD, hosts(2, 1))),
                "a CPU job holds no GPU");
    }

    @Test
    void startsChargedThisIterationCount_softThenHard() {
        Limits l = limits(cfg("USERCFG[alice] MAXGRES[GPUS]=2,3"), List.of());
        Job two = gpus("a", 2).user("alice").build();
        l.charge(two, hosts(1, 1));

        assertEquals("MAXGRES[GPUS] soft user=alice 2/2 +1", verdict(l.check(gpus("b", 1).user("alice").build(),
                LimitPass.SOFT, hosts(2, 1))));
        assertEquals("ok", verdict(l.check(gpus("b", 1).user("alice").build(), LimitPass.HARD, hosts(2, 1))));
    }

    @Test
    void aNamedGenericResourceAndTheSystemLimit() {
        MauiConfig cfg = cfg("GROUPCFG[chem] MAXGRES[matlab]=2", "SYSTEMCFG MAXGRES[gpus]=5");
        Job matlab = job("m").group("chem").perTask(Resources.procs(1).withGres(Gres.of("matlab", 1))).tasks(3).build();
        Limits l = limits(cfg, List.of(running(gpus("r", 4).user("x"), hosts(1, 1))));

        assertEquals("MAXGRES[matlab] hard group=chem 0/2 +3", verdict(l.check(matlab, LimitPass.HARD, hosts(2, 3))));
        assertEquals("MAXGRES[GPUS] hard system 4/5 +2", verdict(l.check(gpus("g", 2).user("y").build(),
                LimitPass.HARD, hosts(2, 1))));
    }

    @Test
    void inAnIteration_theFifthGpuWaitsWithItsReason() {
        List<Node> nodes = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            nodes.add(Node.idle("g" + i, 8).withConfigured(new Resources(8, 0, 0, 0, 2, null)));
        }
        List<Job> jobs = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            jobs.add(gpus("j" + i, 1).user("alice").submitTime(NOW - 100 + i).build());
        }
        IterationResult r = Iteration.run(cfg("USERCFG[DEFAULT] MAXGRES[gpus]=4"), Snapshot.of(jobs, nodes), NOW);

        assertEquals(4, r.starts().size());
        assertTrue(r.start("j5").isEmpty());
        assertEquals("MAXGRES[GPUS] hard user=alice 4/4 +1", r.reasons().get("j5").summary());
    }
}
