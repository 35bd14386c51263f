package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.QosRequest;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The simulator's shortcut where processors are free but the throttling policies hold the queue
 * back ({@link Iteration#idle(MauiConfig, Snapshot, long, CarryOver, long)}): alice may hold 4
 * processors (USERCFG[DEFAULT] MAXPROC=4) and holds them on n1, n2's 4 are free. It is taken only
 * when every queued job small enough for the free processors is refused by a limit, and then gives
 * what the full iteration gives.
 */
class NothingWithinLimitsTest {

    static final long T0 = at("2024-03-04T08:00");
    static final MauiConfig CFG = cfg("USERCFG[DEFAULT] MAXPROC=4", "FSPOLICY DEDICATEDPS", "FSWEIGHT 1",
            "FSINTERVAL 1:00:00");
    static final CarryOver CARRY = new CarryOver(T0 - MINUTE, 0);

    private static Snapshot queue(Job... queued) {
        List<Job> jobs = new ArrayList<>();
        jobs.add(job("R").user("alice").procs(4).walltime(HOUR).submitTime(T0 - HOUR)
                .running(T0 - 30 * MINUTE, List.of("n1", "n1", "n1", "n1")).build());
        jobs.addAll(Arrays.asList(queued));
        return Snapshot.of(jobs, nodes("n", 2, 4));
    }

    private static Job.Builder idle(String id, String user, int procs) {
        return job(id).user(user).procs(procs).walltime(HOUR).submitTime(T0 - MINUTE);
    }

    @Test
    void everyJobThatFitsIsOverItsUsersLimit_theShortcutGivesWhatTheIterationGives() {
        Snapshot s = queue(idle("A1", "alice", 1).build(), idle("B8", "bob", 8).build());
        Optional<IterationResult> idle = Iteration.idle(CFG, s, T0, CARRY, 4);
        assertTrue(idle.isPresent(), "A1 fits but alice holds her 4 procs; B8 is within bob's limit but wider than 4");
        IterationResult full = Iteration.decide(CFG, s, T0, CARRY);
        assertEquals(List.of(), full.starts());
        assertEquals(full.decisions(), idle.get().decisions());
        assertEquals(full.fairshareWindows(), idle.get().fairshareWindows(), "alice's job is charged up to now");
        assertEquals(full.bypassCounts(), idle.get().bypassCounts());
        assertEquals(full.carryOver(), idle.get().carryOver());
    }

    @Test
    void aJobThatFitsWithinItsUsersLimit_theShortcutDeclines_andTheIterationStartsIt() {
        Snapshot s = queue(idle("A1", "alice", 1).build(), idle("B2", "bob", 2).build());
        assertFalse(Iteration.idle(CFG, s, T0, CARRY, 4).isPresent());
        assertEquals(List.of("B2"), Iteration.decide(CFG, s, T0, CARRY).starts().stream().map(StartJob::jobId).toList());
    }

    @Test
    void aHeldJobWithinItsLimit_startsNothing_soTheShortcutIsTaken() {
        Snapshot s = queue(idle("A1", "alice", 1).build(),
                idle("B2", "bob", 2).state(JobState.HOLD).holds(Set.of(HoldType.USER)).build());
        assertTrue(Iteration.idle(CFG, s, T0, CARRY, 4).isPresent());
        assertEquals(List.of(), Iteration.decide(CFG, s, T0, CARRY).starts());
    }

    @Test
    void aJobToRunNowOrNotAtAll_declines_forTheIterationCancelsIt() {
        Snapshot s = queue(idle("A1", "alice", 1).noQueue(true).build());
        assertFalse(Iteration.idle(CFG, s, T0, CARRY, 4).isPresent());
        assertEquals(1, Iteration.decide(CFG, s, T0, CARRY).decisions().size(), "A1 is cancelled");
    }

    @Test
    void anIdleLimitCountsTheJobsAhead_butAJobRefusedAlone_isRefusedBehindAnyOther() {
        MauiConfig c = cfg("USERCFG[DEFAULT] MAXPROC=4 MAXIPROC=2");
        Snapshot s = queue(idle("A1", "alice", 1).build(), idle("B3", "bob", 3).build());
        assertTrue(Iteration.idle(c, s, T0, CARRY, 4).isPresent(), "B3 alone asks more than bob's 2 idle procs");
        assertEquals(List.of(), Iteration.decide(c, s, T0, CARRY).starts());
    }

    @Test
    void theEventsIterationOnTheShortcutsPreparedSnapshot_isTheIterationOnItsOwn() {
        Random rnd = new Random(1_7);
        String[] users = {"alice", "bob", "carol"};
        MauiConfig c = cfg("USERCFG[DEFAULT] MAXPROC=4", "USERCFG[carol] MAXJOB=1", "FSPOLICY DEDICATEDPS", "FSWEIGHT 1",
                "FSINTERVAL 1:00:00", "XFACTORWEIGHT 10", "QOSCFG[hi] QFLAGS=IGNMAXPROC PRIORITY=100",
                "USERCFG[bob] QLIST=hi", "CLASSCFG[short] DEFAULT.WCLIMIT=0:20:00");
        int taken = 0;
        int declined = 0;
        for (int round = 0; round < 200; round++) {
            List<Job> queued = new ArrayList<>();
            for (int i = 0, n = rnd.nextInt(8); i < n; i++) {
                Job.Builder b = idle("Q" + i, users[rnd.nextInt(3)], 1 + rnd.nextInt(6)).submitTime(T0 - rnd.nextInt(7_200));
                if (rnd.nextInt(3) == 0) {
                    b.jobClass("short").walltime(0);
                }
                if (rnd.nextInt(3) == 0) {
                    b.qosRequest(new QosRequest("hi", null));
                }
                if (rnd.nextInt(6) == 0) {
                    b.state(JobState.HOLD).holds(Set.of(HoldType.USER));
                }
                queued.add(b.build());
            }
            Snapshot s = queue(queued.toArray(new Job[0]));
            long free = rnd.nextInt(6);
            IterationResult shared = Iteration.decide(c, s, T0, CARRY, free);
            Optional<IterationResult> idle = Iteration.idle(c, s, T0, CARRY, free);
            IterationResult alone = idle.orElseGet(() -> Iteration.decide(c, s, T0, CARRY));
            if (idle.isPresent()) {
                taken++;
            } else {
                declined++;
            }
            assertEquals(alone.decisions(), shared.decisions(), "round " + round);
            assertEquals(alone.reasons(), shared.reasons(), "round " + round);
            assertEquals(alone.priorities(), shared.priorities(), "round " + round);
            assertEquals(alone.jobs(), shared.jobs(), "round " + round);
            assertEquals(alone.fairshareWindows(), shared.fairshareWindows(), "round " + round);
            assertEquals(alone.bypassCounts(), shared.bypassCounts(), "round " + round);
            assertEquals(alone.carryOver(), shared.carryOver(), "round " + round);
        }
        assertTrue(taken > 30 && declined > 30, taken + " shortcuts taken, " + declined + " declined");
    }
}
