package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
        int jobsOnly = 0;
        for (int round = 0; round < 400; round++) {
            // a quarter with job counts alone, which a plan answers without the job's size (Plan.jobsOnly)
            MauiConfig cfg = rnd.nextInt(4) == 0 ? jobCounts(rnd) : randomConfig(rnd);
            // sometimes none running: the credentials' usage rows are then made by the first charge
            List<Job> active = rnd.nextInt(3) == 0 ? List.of() : randomActive(rnd);
            List<Job> idle = randomQueue(rnd, 0);
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
                        jobsOnly += q.reason(i) instanceof LimitReason r && r.kind() == LimitKind.JOB ? 1 : 0;
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
        assertTrue(jobsOnly > 100, jobsOnly + " refusals by job counts alone compared");
        assertTrue(bySize > 500, bySize + " refusals unexplained");
    }

    /**
     * The active limits' check of a job, asked without its numbers
     * ({@link Limits#check(Job, LimitPass, List, boolean)}), refuses exactly the jobs the explained
     * check refuses, in both passes, with no hosts or the hosts it would get, over the same random
     * limits and queues, starts charged between the questions; asked with them, it is that check.
     */
    @Test
    void unexplainedChecks_refuseTheJobsThePlainOnesRefuse() {
        Random rnd = new Random(17_30);
        int refused = 0;
        int passed = 0;
        for (int round = 0; round < 400; round++) {
            MauiConfig cfg = rnd.nextInt(4) == 0 ? jobCounts(rnd) : randomConfig(rnd);
            List<Job> active = rnd.nextInt(3) == 0 ? List.of() : randomActive(rnd);
            List<Job> idle = randomQueue(rnd, 1);
            Limits planned = limits(cfg, active);
            Limits plain = limits(cfg, active).withoutPlans();
            for (int step = 0; step < 10; step++) {
                for (int k = 0; k < 2 * idle.size(); k++) {
                    Job j = idle.get(rnd.nextInt(idle.size()));
                    LimitPass pass = rnd.nextBoolean() ? LimitPass.SOFT : LimitPass.HARD;
                    List<String> on = rnd.nextBoolean() ? List.of() : hosts(1 + rnd.nextInt(200), j.procs());
                    String at = "round " + round + " step " + step + " " + pass + " " + j.id();
                    Optional<Reason> want = plain.check(j, pass, on);
                    Optional<Reason> got = planned.check(j, pass, on, false);
                    assertEquals(want.isPresent(), got.isPresent(), at);
                    if (got.isPresent()) {
                        refused++;
                        assertTrue(Limits.unexplained(got.get()), at);
                    } else {
                        passed++;
                    }
                    // explained, the same reason as ever
                    assertEquals(want, planned.check(j, pass, on, true), at);
                }
                Job started = idle.get(rnd.nextInt(idle.size()));
                List<String> on = hosts(1 + rnd.nextInt(200), started.procs());
                planned.charge(started, on);
                plain.charge(started, on);
            }
        }
        assertTrue(refused > 5_000, refused + " refusals compared");
        assertTrue(passed > 5_000, passed + " passes compared");
    }

    /**
     * An idle queue of {@code least} to {@code least + 13} jobs over three random credentials, one
     * of them most often; half the jobs name theirs in an object of its own, as the daemon maps
     * every job.
     */
    private static List<Job> randomQueue(Random rnd, int least) {
        List<Credentials> shared = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            shared.add(randomCredentials(rnd));
        }
        List<Job> idle = new ArrayList<>();
        for (int i = 0, n = least + rnd.nextInt(14); i < n; i++) {
            Credentials c = shared.get(rnd.nextInt(rnd.nextBoolean() ? 1 : 3));
            if (rnd.nextBoolean()) {
                c = new Credentials(c.user(), c.group(), c.account(), c.jobClass(), c.qos());
            }
            idle.add(job("q" + i).credentials(c)
                    .procs(1 + rnd.nextInt(24)).walltime(600L * (1 + rnd.nextInt(12))).build());
        }
        return idle;
    }

    /** Job count limits alone (MAXJOB of users, a group, the system, DEFAULT), hard or soft and hard. */
    private static MauiConfig jobCounts(Random rnd) {
        List<String> lines = new ArrayList<>();
        for (String user : AnyEligibleTest.USERS) {
            if (rnd.nextBoolean()) {
                lines.add("USERCFG[" + user + "] MAXJOB=" + (rnd.nextBoolean() ? 1 + rnd.nextInt(3) + "," : "")
                        + (2 + rnd.nextInt(4)));
            }
        }
        if (rnd.nextBoolean()) {
            lines.add("USERCFG[DEFAULT] MAXJOB=" + (1 + rnd.nextInt(5)));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("GROUPCFG[g0] MAXJOB=" + (1 + rnd.nextInt(6)));
        }
        if (rnd.nextInt(3) == 0) {
            lines.add("SYSTEMCFG MAXJOB=" + (4 + rnd.nextInt(12)));
        }
        return io.jmaui.scheduler.config.Cfg.cfg(lines.toArray(new String[0]));
    }
}
