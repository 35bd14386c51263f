package io.jmaui.scheduler.warmup;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
}
