package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.limits.LimitPass;
import io.jmaui.scheduler.limits.LimitReason;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A decisions-only iteration asks the soft limits of the jobs its priority pass leaves idle
 * without their numbers ({@link SchedulePriorityJobs#softLimits}): it decides what one whose
 * throttle explains every refusal decides (the same starts, reservations and bypass counts), and
 * a job it gives a refusal without numbers is refused by a limit there; a QUEUEJOB:FALSE job, whose
 * cancellation quotes its reason, is still told the numbers (the same cancellation). Random queues
 * of jobs larger and smaller than soft per-user limits leave room for, job reservations, some
 * QUEUEJOB:FALSE jobs.
 */
class SoftRefusalsTest {

    static final String[] BASE = {"USERCFG[DEFAULT] MAXJOB=2,4 MAXPROC=6,12", "QUEUETIMEWEIGHT 1",
        "XFACTORWEIGHT 10", "RESERVATIONDEPTH 2", "BACKFILLPOLICY FIRSTFIT"};

    @Test
    void softRefusalsWithoutNumbers_decideWhatExplainedOnesDecide() {
        Random rnd = new Random(2026_11_30L);
        int unexplained = 0;
        int cancelled = 0;
        int soft = 0;
        for (int round = 0; round < 300; round++) {
            MauiConfig c = cfg(BASE);
            boolean noQueue = round % 3 == 2;
            Snapshot s = snapshot(rnd, noQueue);
            CarryOver carry = new CarryOver(EligibleFirstTest.T0 - MINUTE, 0);
            Policies standard = Policies.standard(c, ZoneOffset.UTC);
            IterationState explained = stages(c, s, carry, standard.withThrottle((snap, now) ->
                    new Explained(standard.throttle().of(snap, now))));
            IterationState decisions = stages(c, s, carry, standard);
            String at = "round " + round;
            IterationResult f = Iteration.result(explained);
            IterationResult d = Iteration.result(decisions);
            assertEquals(f.decisions(), d.decisions(), at);
            assertEquals(f.reservations(), d.reservations(), at);
            assertEquals(f.bypassCounts(), d.bypassCounts(), at);
            cancelled += f.decisions().stream().filter(x -> x.toString().contains("QUEUEJOB:FALSE")).count();
            for (int slot = 0; slot < explained.slots.size(); slot++) {
                soft += explained.slots.reason(slot) instanceof LimitReason r && r.pass() == LimitPass.SOFT ? 1 : 0;
            }
            for (int slot = 0; slot < decisions.slots.size(); slot++) {
                Job j = decisions.ranked.get(slot);
                Reason given = decisions.slots.reason(slot);
                if (Limits.unexplained(given)) {
                    Reason told = explained.slots.reason(j);
                    assertNotNull(told, at + " " + j.id());
                    assertTrue(told instanceof LimitReason, at + " " + j.id() + ": " + told);
                    unexplained++;
                }
            }
        }
        assertTrue(soft > 300, soft + " soft refusals with numbers where every refusal is explained");
        assertTrue(unexplained > 10, unexplained + " refusals without numbers");
        assertTrue(cancelled > 20, cancelled + " QUEUEJOB:FALSE cancellations");
    }

    /** Up to five running jobs, then up to 40 queued of 1-12 procs on 8 nodes of 4: some past the soft MAXPROC. */
    private static Snapshot snapshot(Random rnd, boolean noQueue) {
        List<Job> jobs = EligibleFirstTest.running(rnd);
        for (int i = 0, n = rnd.nextInt(40); i < n; i++) {
            jobs.add(job(200 + i + ".head").user(EligibleFirstTest.USERS[rnd.nextInt(EligibleFirstTest.USERS.length)])
                    .procs(1 + rnd.nextInt(12)).walltime((1 + rnd.nextInt(8)) * 15 * MINUTE)
                    .submitTime(EligibleFirstTest.T0 - rnd.nextInt(6) * 1_800L)
                    .noQueue(noQueue && rnd.nextInt(4) == 0).build());
        }
        return Snapshot.of(jobs, nodes("n", 8, 4));
    }

    /** A decisions-only iteration's stages under {@code policies}. */
    private static IterationState stages(MauiConfig c, Snapshot s, CarryOver carry, Policies policies) {
        IterationState st = Iteration.start(c, new Prepared(c, s), EligibleFirstTest.T0, carry, policies,
                Detail.DECISIONS);
        for (Stage stage : Iteration.STAGES) {
            stage.apply(st);
        }
        return st;
    }

    /** The standard throttle, every active limits' refusal explained (the check's old answer). */
    private record Explained(Throttle t) implements Throttle {
        @Override
        public IntFunction<Reason> idleBlocked(List<Job> rankedIdle) {
            return t.idleBlocked(rankedIdle);
        }

        @Override
        public IntFunction<Reason> idleBlocked(List<Job> rankedIdle, boolean explain) {
            return t.idleBlocked(rankedIdle, explain);
        }

        @Override
        public Function<Job, Reason> idleWalk() {
            return t.idleWalk();
        }

        @Override
        public boolean perJob() {
            return t.perJob();
        }

        @Override
        public int firstEligible(List<Job> rankedIdle) {
            return t.firstEligible(rankedIdle);
        }

        @Override
        public Optional<Reason> check(Job job, boolean hard, List<String> hosts) {
            return t.check(job, hard, hosts);
        }

        @Override
        public boolean readsHosts() {
            return t.readsHosts();
        }

        @Override
        public void charge(Job job, List<String> hosts) {
            t.charge(job, hosts);
        }

        @Override
        public Set<String> heldHosts(Job job, Reason refusal) {
            return t.heldHosts(job, refusal);
        }
    }
}
