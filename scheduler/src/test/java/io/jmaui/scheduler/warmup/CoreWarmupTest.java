package io.jmaui.scheduler.warmup;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.FairshareWindowKinds;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.stream.Collectors;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CoreWarmupTest {

    private static final MauiConfig CFG = cfg("RESERVATIONDEPTH 4", "BACKFILLPOLICY FIRSTFIT", "QUEUETIMEWEIGHT 1",
            "FSPOLICY DEDICATEDPS", "FSWEIGHT 1", "USERCFG[DEFAULT] MAXJOB=20");

    @Test
    void theMadeUpClusterIsBusyWithAQueueThatStartsJobs() {
        Snapshot s = CoreWarmup.snapshot(100, 1_000);
        long running = s.jobs().stream().filter(j -> j.state() == JobState.RUNNING).count();
        assertEquals(90, running, "nine nodes in ten hold a whole-node job");
        assertEquals(1_000, s.jobs().size());
        assertTrue(s.jobs().stream().map(Job::procs).distinct().count() >= 5, "jobs of several shapes");
        long credentials = CoreWarmup.snapshot(CoreWarmup.NODES, CoreWarmup.JOBS).jobs().stream().map(Job::credentials)
                .distinct().count();
        assertTrue(credentials > 1_024, credentials + " distinct credentials: more than priorities keep terms for");
        int starts = CoreWarmup.run(CFG, 100, 1_000, 2);
        assertTrue(starts > 0, "the iterations start jobs on the free nodes, so the start paths get compiled too");
        assertEquals(starts, CoreWarmup.run(CFG, 100, 1_000, 2), "deterministic");
    }

    @Test
    void eachRoundSeesWhatTheDaemonsNextPollGives() {
        Snapshot s = CoreWarmup.snapshot(100, 1_000);
        IterationResult first = Iteration.run(CFG, s, 1_700_000_000L, CarryOver.NONE);
        Snapshot next = CoreWarmup.polledAgain(s, first, 1);
        assertFalse(first.fairshareWindows().isEmpty(), "the round charged the running jobs");
        assertEquals(first.fairshareWindows(), next.fairshareWindows(), "the usage charged, as the daemon's state keeps it");
        IterationResult second = Iteration.run(CFG, next, 1_700_000_060L, first.carryOver());
        assertTrue(second.fairshareWindows().get(0).usage() instanceof FairshareWindowKinds,
                "from the second round on, the kind of usage a daemon's iterations read after its first");
        assertEquals(s.jobs(), next.jobs(), "after an odd round, the same jobs");
        long remapped = java.util.stream.IntStream.range(0, s.jobs().size())
                .filter(i -> s.jobs().get(i) != next.jobs().get(i)).count();
        assertTrue(remapped > 0 && remapped < s.jobs().size() / 20, remapped + " jobs mapped again as new objects");
    }

    @Test
    void afterEveryOtherRoundARunningJobIsANewUsers() {
        Snapshot s = CoreWarmup.snapshot(100, 1_000);
        IterationResult first = Iteration.run(CFG, s, 1_700_000_000L, CarryOver.NONE);
        java.util.Set<String> before = s.jobs().stream().map(j -> j.credentials().user()).collect(Collectors.toSet());
        for (int r = 0; r < 4; r++) {
            Snapshot next = CoreWarmup.polledAgain(s, first, r);
            long newcomers = next.jobs().stream().filter(j -> j.state() == JobState.RUNNING)
                    .filter(j -> !before.contains(j.credentials().user())).count();
            assertEquals(r % 2 == 0 ? 1 : 0, newcomers, "after round " + r);
        }
    }

    @Test
    void jobsShareOneStringPerName() {
        Snapshot s = CoreWarmup.snapshot(100, 1_000);
        java.util.Map<String, String> first = new java.util.HashMap<>();
        for (Job j : s.jobs()) {
            String user = j.credentials().user();
            assertSame(first.computeIfAbsent(user, u -> user), user, "one string for user " + user);
        }
        assertTrue(first.size() > 100, first.size() + " users");
    }
}
