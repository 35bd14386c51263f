package io.jmaui.scheduler.iteration;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * CheckEligibility asks the gate of each job as its own walk reads the job ({@link Gate#walk}),
 * not of the whole queue at once ({@link Gate#blocked}): the reason of each job, asked in any
 * order (the queue's, shuffled, twice), is the one the whole-queue walk gives, with holds,
 * dependencies on jobs before and after it in the queue, on running, completed and unknown jobs,
 * and fairshare caps.
 */
class BasicGateWalkTest {

    private static final long NOW = 1_700_000_000L;

    @Test
    void eachJobAskedAloneInAnyOrderGetsTheReasonOfTheWholeQueueWalk() {
        Random random = new Random(17);
        Set<String> kinds = new java.util.TreeSet<>();
        for (int round = 0; round < 200; round++) {
            MauiConfig cfg = random.nextBoolean() ? cfg("FSPOLICY DEDICATEDPS")
                    : cfg("FSPOLICY DEDICATEDPS", "USERCFG[u1] FSTARGET=" + (1 + random.nextInt(20)) * 1800 + "^",
                            "GROUPCFG[g0] FSTARGET=" + (1 + random.nextInt(20)) * 3600 + "^");
            Snapshot s = snapshot(random);
            List<Job> queued = new ArrayList<>();
            for (Job j : s.jobs()) {
                if (j.state() == JobState.IDLE || j.state() == JobState.HOLD) {
                    queued.add(j);
                }
            }
            FairshareUsage usage = random.nextInt(5) == 0 ? null : FairshareUsage.compute(cfg, s.fairshareWindows());
            BasicGate gate = new BasicGate(cfg);
            var whole = gate.blocked(s, queued, usage, NOW);
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < queued.size(); i++) {
                order.add(i);
                order.add(i);
            }
            Collections.shuffle(order, random);
            Function<Job, ?> walk = gate.walk(s, usage, NOW);
            for (int i : order) {
                Object r = walk.apply(queued.get(i));
                assertEquals(whole.apply(i), r, "round " + round + ", job " + queued.get(i));
                kinds.add(r == null ? "none" : r.getClass().getSimpleName());
            }
        }
        assertEquals("DependencyPending FsCapReason JobHeld none", String.join(" ", kinds), "the cases met");
    }

    private static Snapshot snapshot(Random random) {
        int n = 1 + random.nextInt(30);
        List<Job> jobs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Job.Builder b = job(i + ".srv").user("u" + random.nextInt(3)).group("g" + random.nextInt(2))
                    .procs(1 + random.nextInt(4)).walltime(600 + random.nextInt(8) * 1800L).submitTime(NOW - 3600);
            int state = random.nextInt(10);
            if (state == 0) {
                b.running(NOW - 600, List.of("n1"));
            } else if (state == 1) {
                b.state(JobState.COMPLETED);
            } else if (state < 4) {
                b.state(JobState.HOLD).holds(random.nextBoolean() ? Set.of(HoldType.SYSTEM)
                        : random.nextBoolean() ? Set.of(HoldType.USER) : Set.of(HoldType.SYSTEM, HoldType.OPERATOR));
            }
            if (random.nextInt(3) == 0) { // on a job of this queue, before or after it, or on one it does not hold
                DependencyType t = DependencyType.values()[random.nextInt(DependencyType.values().length)];
                b.dependencies(List.of(Dependency.on(t, random.nextInt(n + 3) + ".srv")));
            }
            jobs.add(b.build());
        }
        return Snapshot.of(jobs, nodes("n", 2, 4));
    }
}
