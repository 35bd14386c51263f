package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static io.jmaui.scheduler.limits.AnyEligibleTest.randomActive;
import static io.jmaui.scheduler.limits.AnyEligibleTest.randomConfig;
import static io.jmaui.scheduler.limits.AnyEligibleTest.randomCredentials;
import static io.jmaui.scheduler.limits.LimitFixtures.hosts;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.limits;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The idle jobs' active-limit checks made by the plan of their credentials object
 * ({@link LimitCheck#plan}) give the reasons {@link LimitCheck#first} gives, job by job, in both
 * passes, explained or not (unexplained: the same jobs kept out, {@link LimitCheck.Plan#refuses}
 * deciding some without a demand), over random hard, soft, idle, system, scoped and QOS override limits,
 * queues whose jobs share credentials objects (as the simulator's do) or hold equal ones of their own
 * (as the daemon's do: a plan kept by the credential numbers, {@link PlanMemo}), and starts charged
 * between the questions (a plan reads the usage as it was).
 */
class LimitPlanTest {

    @Test
    void plannedChecks_areThePlainOnes() {
        Random rnd = new Random(6_21);
        int refused = 0;
        int bySize = 0;
        for (int round = 0; round < 400; round++) {
            MauiConfig cfg = randomConfig(rnd);
            // sometimes none running: the credentials' usage rows are then made by the first charge
            List<Job> active = rnd.nextInt(3) == 0 ? List.of() : randomActive(rnd);
            List<Credentials> shared = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                shared.add(randomCredentials(rnd));
            }
            List<Job> idle = new ArrayList<>();
            for (int i = 0, n = rnd.nextInt(14); i < n; i++) {
                Credentials c = shared.get(rnd.nextInt(rnd.nextBoolean() ? 1 : 3));
                if (rnd.nextBoolean()) { // the same names in an object of its own, as the daemon maps every job
                    c = new Credentials(c.user(), c.group(), c.account(), c.jobClass(), c.qos());
                }
                idle.add(job("q" + i).credentials(c)
                        .procs(1 + rnd.nextInt(24)).walltime(600L * (1 + rnd.nextInt(12))).build());
            }
            Limits planned = limits(cfg, active);
            Limits plain = limits(cfg, active).withoutPlans();
            for (int step = 0; step < 10; step++) {
                // one pass or both, so that a pass is asked again right after a charge as well
                LimitPass[] passes = rnd.nextBoolean() ? LimitPass.values() : new LimitPass[] {LimitPass.HARD};
                for (LimitPass pass : passes) {
                    String at = "round " + round + " step " + step + " " + pass;
                    Eligibility p = planned.eligible(idle, pass);
                    Eligibility q = plain.eligible(idle, pass);
                    Eligibility u = planned.eligible(idle, pass, false);
                    for (int i = 0; i < idle.size(); i++) {
                        assertEquals(q.reason(i), p.reason(i), at + " job " + i);
                        refused += q.reason(i) == null ? 0 : 1;
                        // unexplained: the same jobs kept out, some by their size alone (no demand made)
                        assertEquals(q.reason(i) == null, u.reason(i) == null, at + " unexplained job " + i);
                        bySize += Limits.unexplained(u.reason(i)) ? 1 : 0;
                    }
                    assertEquals(q.eligible(), u.eligible(), at);
                    assertEquals(q.eligible(), p.eligible(), at);
                    assertEquals(plain.anyEligible(idle, pass), planned.anyEligible(idle, pass), at);
                }
                if (!idle.isEmpty()) { // a start charged to both, as the engine charges its starts
                    Job started = idle.get(rnd.nextInt(idle.size()));
                    List<String> on = hosts(1 + rnd.nextInt(200), started.procs());
                    assertEquals(plain.check(started, LimitPass.HARD, on), planned.check(started, LimitPass.HARD, on));
                    planned.charge(started, on);
                    plain.charge(started, on);
                }
            }
        }
        assertTrue(refused > 2_000, refused + " refusals compared");
        assertTrue(bySize > 500, bySize + " refusals unexplained");
    }
}
