package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.state.DeferPolicy;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Snapshot;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The warm-up before the first poll runs what a poll runs (the mapping of every kind of job, the
 * core with the daemon's maui.cfg), on a cluster the core can do something with, and nothing else.
 */
class IterationWarmupTest {

    @Test
    void runsTheCoreOnAMappedClusterWithRunningWaitingAndHeldJobs() {
        MauiConfig config = MauiConfigParser.parse("maui.cfg", "RESERVATIONDEPTH 4\nBACKFILLPOLICY FIRSTFIT\n");
        List<Snapshot> seen = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        PolicyCore watching = (cfg, snapshot, now, carry) -> {
            seen.add(snapshot);
            var result = Daemon.MAUI.iterate(cfg, snapshot, now, carry);
            starts.add(result.starts().size());
            return result;
        };
        int rounds = IterationWarmup.run(config, watching, DeferPolicy.MAUI_DEFAULTS, 1_800_000_000L, 60_000, 2);
        assertEquals(2, rounds);
        Snapshot s = seen.get(1);
        assertEquals(IterationWarmup.JOBS, s.jobs().size());
        assertEquals(IterationWarmup.NODES, s.nodes().size());
        assertEquals(IterationWarmup.NODES / 2, s.jobs().stream().filter(j -> j.state() == JobState.RUNNING).count());
        assertTrue(s.jobs().stream().anyMatch(j -> j.state() == JobState.HOLD));
        assertTrue(starts.get(1) > 0, "the free half of the nodes takes waiting jobs: the start paths compile too");
    }
}
