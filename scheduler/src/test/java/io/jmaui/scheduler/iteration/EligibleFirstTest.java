package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.limits.Limits;
import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.priority.JobPriority;
import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A decisions-only iteration that checks eligibility before it ranks ({@link EligibleFirst}) gives
 * what the plain stages give (a ranker other than the standard one keeps them): the same decisions,
 * bypass counts, carry-over, fairshare windows, the same eligible jobs with the same reasons and
 * priorities; a job it leaves out of its ranking, or refuses by a limit without numbers, the plain
 * stages refuse too.
 * Random queues under per-user limits, holds, dependencies, class limits, fairshare caps and job
 * reservations; with an idle limit in some configs, where the plain path must be kept.
 */
class EligibleFirstTest {

    static final long T0 = at("2024-03-04T08:00");
    static final String[] USERS = {"alice", "bob", "carol", "dave"};
    static final String[] BASE = {"USERCFG[DEFAULT] MAXJOB=2,3 MAXPROC=6,8", "USERCFG[dave] FSTARGET=5-",
        "FSPOLICY DEDICATEDPS", "FSWEIGHT 1", "FSUSERWEIGHT 10", "FSINTERVAL 1:00:00", "XFACTORWEIGHT 10",
        "QUEUETIMEWEIGHT 1", "RESERVATIONDEPTH 2", "BACKFILLPOLICY FIRSTFIT", "CLASSCFG[small] MAX.PROC=2"};

    @Test
    void eligibilityBeforeRanking_decidesWhatThePlainStagesDecide() {
        Random rnd = new Random(2026_11_27L);
        int reordered = 0;
        int unexplained = 0;
        for (int round = 0; round < 300; round++) {
            boolean idleLimit = round % 5 == 4;
            MauiConfig c = idleLimit ? cfg(Fixtures.with(BASE, "USERCFG[DEFAULT] MAXIJOB=2")) : cfg(BASE);
            Snapshot s = snapshot(rnd);
            CarryOver carry = new CarryOver(T0 - MINUTE, 0);
            Policies standard = Policies.standard(c, ZoneOffset.UTC);
            IterationState fastState = stages(c, s, carry, standard);
            IterationState plainState = stages(c, s, carry, standard.withRanker(plainRanker(c)));
            IterationResult fast = Iteration.result(fastState);
            IterationResult plain = Iteration.result(plainState);
            String at = "round " + round;
            assertEquals(plain.decisions(), fast.decisions(), at);
            assertEquals(plain.bypassCounts(), fast.bypassCounts(), at);
            assertEquals(plain.carryOver(), fast.carryOver(), at);
            assertEquals(plain.fairshareWindows(), fast.fairshareWindows(), at);
            assertEquals(plain.reservations(), fast.reservations(), at);
            Map<String, String> plainReasons = reasons(plainState);
            Map<String, String> fastReasons = reasons(fastState);
            for (Map.Entry<String, String> e : plainReasons.entrySet()) {
                String given = fastReasons.get(e.getKey());
                if (given == null || given.equals(UNEXPLAINED)) { // refused by the limits, asked first: the plain stages refuse it too
                    assertTrue(!e.getValue().equals("null"), at + " " + e.getKey());
                    unexplained++;
                } else {
                    assertEquals(e.getValue(), given, at + " " + e.getKey());
                }
            }
            assertTrue(plainReasons.keySet().containsAll(fastReasons.keySet()), at);
            assertEquals(plainState.eligible, fastState.eligible, at);
            // the jobs ranked are the eligible ones, or all where the plain path was kept: their priorities as the plain ones
            Map<String, Long> plainPriorities = byJob(plain.priorities());
            byJob(fast.priorities()).forEach((job, p) -> assertEquals(plainPriorities.get(job), p, at + " " + job));
            if (fast.priorities().size() < plain.priorities().size()) {
                reordered++; // the refused jobs left out: the fast path was taken
            }
        }
        assertTrue(reordered > 50, reordered + " rounds with the refused jobs left out");
        assertTrue(unexplained > 60, unexplained + " refusals by the limits left unexplained");
    }

    private static Snapshot snapshot(Random rnd) {
        List<Job> jobs = running(rnd);
        for (int i = 0, n = rnd.nextInt(25); i < n; i++) {
            Job.Builder b = job(100 + i + ".head").user(USERS[rnd.nextInt(USERS.length)]).procs(1 + rnd.nextInt(5))
                    .walltime((1 + rnd.nextInt(8)) * 15 * MINUTE).submitTime(T0 - rnd.nextInt(4) * 1_800L);
            int kind = rnd.nextInt(12);
            if (kind == 0) {
                b.state(JobState.HOLD).holds(Set.of(HoldType.USER));
            } else if (kind == 1) {
                b.jobClass("small");
            } else if (kind == 2 && i > 0) {
                b.dependencies(List.of(Dependency.on(DependencyType.AFTEROK, (100 + rnd.nextInt(i)) + ".head")));
            } else if (kind == 3) {
                b.bypassCount(rnd.nextInt(3));
            }
            jobs.add(b.build());
        }
        return Snapshot.of(jobs, nodes("n", 8, 4));
    }

    /** Up to five running jobs of random users on hosts n1..n8 (of 4 procs), 1-3 procs each. */
    static List<Job> running(Random rnd) {
        List<Job> jobs = new ArrayList<>();
        int host = 1;
        for (int i = 0, n = rnd.nextInt(6); i < n; i++) {
            int procs = 1 + rnd.nextInt(3);
            String h = "n" + host;
            host = host % 8 + 1;
            jobs.add(job("R" + i).user(USERS[rnd.nextInt(USERS.length)]).procs(procs).walltime(HOUR)
                    .submitTime(T0 - 2 * HOUR).running(T0 - rnd.nextInt(3_000), java.util.Collections.nCopies(procs, h))
                    .build());
        }
        return jobs;
    }

    /** A decisions-only iteration's stages, its state as the last left it. */
    private static IterationState stages(MauiConfig c, Snapshot s, CarryOver carry, Policies policies) {
        IterationState st = Iteration.start(c, new Prepared(c, s), T0, carry, policies, Detail.DECISIONS);
        for (Stage stage : Iteration.STAGES) {
            stage.apply(st);
        }
        return st;
    }

    /**
     * Each queued job's reason as the stages told it to each other (a decisions-only result lists
     * none), a limit's refusal without its numbers as {@link #UNEXPLAINED}.
     */
    private static Map<String, String> reasons(IterationState st) {
        Map<String, String> out = new TreeMap<>();
        for (int slot = 0; slot < st.ranked.size(); slot++) {
            Reason r = st.slots.reason(slot);
            out.put(st.ranked.get(slot).id(), Limits.unexplained(r) ? UNEXPLAINED : String.valueOf(r));
        }
        return out;
    }

    private static final String UNEXPLAINED = "(unexplained)";

    /** The standard ranker behind another type: the stages keep their plain order. */
    private static Ranker plainRanker(MauiConfig c) {
        PriorityRanker standard = new PriorityRanker(c);
        return new Ranker() {
            @Override
            public Ranking rank(Snapshot s, List<Job> queued, FairshareUsage usage, long now) {
                return standard.rank(s, queued, usage, now);
            }

            @Override
            public Ranking rank(Snapshot s, List<Job> queued, FairshareUsage usage, long now, boolean breakdowns) {
                return standard.rank(s, queued, usage, now, breakdowns);
            }
        };
    }

    private static Map<String, Long> byJob(List<JobPriority> priorities) {
        Map<String, Long> out = new TreeMap<>();
        priorities.forEach(p -> out.put(p.jobId(), p.priority()));
        return out;
    }

    private static List<String> ids(List<JobPriority> priorities) {
        return priorities.stream().map(JobPriority::jobId).toList();
    }
}
