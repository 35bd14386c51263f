package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * CheckEligibility reading the queued jobs in queue order where the ranker gives their positions
 * ({@link RankPositions}) gives what its walk in rank order gives: each job's reason, the eligible
 * jobs in order with their positions, the decisions and the whole result. Random queues (shuffled,
 * so that queue and rank order differ) under per-user active limits, an idle limit in some configs
 * (asked in rank order after), negative priorities refused, multi-node jobs disabled, class limits,
 * fairshare caps, holds, deferrals and dependencies, and an NTR QOS (which reorders the ranked list:
 * the positions then stand for no list, and the plain walk runs).
 */
class QueueOrderEligibilityTest {

    static final long T0 = at("2024-03-04T08:00");
    static final String[] USERS = {"alice", "bob", "carol", "dave"};
    static final String[] BASE = {"USERCFG[DEFAULT] MAXJOB=2,3 MAXPROC=6,8", "USERCFG[dave] FSTARGET=5-",
        "FSPOLICY DEDICATEDPS", "FSWEIGHT 1", "FSUSERWEIGHT 10", "FSINTERVAL 1:00:00", "XFACTORWEIGHT 10",
        "QUEUETIMEWEIGHT 1", "RESERVATIONDEPTH 2", "BACKFILLPOLICY FIRSTFIT", "CLASSCFG[small] MAX.PROC=2",
        "CREDWEIGHT 1", "USERWEIGHT 1", "USERCFG[bob] PRIORITY=-400"};
    static final String[][] MORE = {{}, {"USERCFG[DEFAULT] MAXIJOB=2"}, {"ENABLENEGJOBPRIORITY TRUE"},
        {"ENABLEMULTINODEJOBS FALSE"}, {"QOSCFG[hi] QFLAGS=NTR", "USERCFG[carol] QDEF=hi"},
        {"SYSTEMCFG MAXIPROC=9", "ENABLENEGJOBPRIORITY TRUE"}};

    @Test
    void queueOrderWalk_givesWhatTheRankOrderWalkGives() {
        Random rnd = new Random(2026_11_27_2L);
        int fast = 0;
        for (int round = 0; round < 400; round++) {
            MauiConfig c = cfg(Fixtures.with(BASE, MORE[round % MORE.length]));
            Snapshot s = snapshot(rnd);
            CarryOver carry = new CarryOver(T0 - MINUTE, 0);
            Policies standard = Policies.standard(c, ZoneOffset.UTC);
            IterationState byQueue = stages(c, s, carry, standard);
            IterationState byRank = stages(c, s, carry, standard.withRanker(withoutPositions(c)));
            assertSameEligibility(byRank, byQueue, "round " + round);
            if (RankPositions.of(byQueue) != null && !byQueue.ranked.equals(queued(s))) {
                fast++;
            }
        }
        assertTrue(fast > 200, fast + " rounds read in queue order, that order not the rank order");
    }

    /**
     * {@code actual}'s stages left what {@code expected}'s left: the ranking, each job's reason, the
     * eligible jobs and their positions, and the result's decisions, reasons, reservations and estimates.
     */
    static void assertSameEligibility(IterationState expected, IterationState actual, String at) {
        assertEquals(expected.ranked, actual.ranked, at);
        for (int slot = 0; slot < expected.ranked.size(); slot++) {
            assertEquals(expected.slots.reason(slot), actual.slots.reason(slot), at + " slot " + slot);
        }
        assertEquals(expected.eligible, actual.eligible, at);
        assertArrayEquals(expected.eligibleSlots, actual.eligibleSlots, at);
        IterationResult a = Iteration.result(actual);
        IterationResult b = Iteration.result(expected);
        assertEquals(b.decisions(), a.decisions(), at);
        assertEquals(b.reasons(), a.reasons(), at);
        assertEquals(b.reservations(), a.reservations(), at);
        assertEquals(b.estimatedStarts(), a.estimatedStarts(), at);
    }

    private static List<Job> queued(Snapshot s) {
        return s.jobs().stream().filter(j -> j.state() != JobState.RUNNING).toList();
    }

    private static Snapshot snapshot(Random rnd) {
        List<Job> jobs = EligibleFirstTest.running(rnd);
        int n = rnd.nextInt(30);
        for (int i = 0; i < n; i++) {
            Job.Builder b = job(100 + i + ".head").user(USERS[rnd.nextInt(USERS.length)])
                    .walltime((1 + rnd.nextInt(8)) * 15 * MINUTE).submitTime(T0 - rnd.nextInt(6) * 1_800L);
            if (rnd.nextInt(6) == 0) {
                b.tasks(8).nodes(2).tasksPerNode(4);
            } else {
                b.procs(1 + rnd.nextInt(5));
            }
            int kind = rnd.nextInt(12);
            if (kind == 0) {
                b.state(JobState.HOLD).holds(Set.of(HoldType.USER));
            } else if (kind == 1) {
                b.jobClass("small");
            } else if (kind == 2 && n > 1) {
                b.dependencies(List.of(Dependency.on(DependencyType.AFTEROK, (100 + rnd.nextInt(n)) + ".head")));
            } else if (kind == 3) {
                b.state(JobState.DEFERRED);
            }
            jobs.add(b.build());
        }
        Collections.shuffle(jobs, rnd);
        return Snapshot.of(jobs, nodes("n", 8, 4));
    }

    private static IterationState stages(MauiConfig c, Snapshot s, CarryOver carry, Policies policies) {
        return StageTimes.stages(c, new Prepared(c, s), T0, carry, policies, Detail.FULL, StageTimes.table());
    }

    /** The standard ranker, its positions dropped: CheckEligibility reads the jobs in rank order. */
    static Ranker withoutPositions(MauiConfig c) {
        PriorityRanker standard = new PriorityRanker(c);
        return (s, queued, usage, now) -> {
            Ranker.Ranking r = standard.rank(s, queued, usage, now);
            return new Ranker.Ranking(r.order(), r.priorities());
        };
    }
}
