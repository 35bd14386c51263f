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
 * snapshot prepared with the daemon's maui.cfg), on a cluster a core can do something with.
 */
class MappingWarmupTest {

    @Test
    void mapsAClusterWithRunningWaitingAndHeldJobsThatACoreStartsJobsOn() {
        MauiConfig config = MauiConfigParser.parse("maui.cfg", "RESERVATIONDEPTH 4\nBACKFILLPOLICY FIRSTFIT\n");
        List<Snapshot> seen = new ArrayList<>();
        int rounds = MappingWarmup.run(config, seen::add, DeferPolicy.MAUI_DEFAULTS, 1_800_000_000L, 60_000, 2);
        assertEquals(2, rounds);
        Snapshot s = seen.get(1);
        assertEquals(MappingWarmup.JOBS, s.jobs().size());
        assertEquals(MappingWarmup.NODES, s.nodes().size());
        assertEquals(MappingWarmup.NODES / 2, s.jobs().stream().filter(j -> j.state() == JobState.RUNNING).count());
        assertTrue(s.jobs().stream().anyMatch(j -> j.state() == JobState.HOLD));
        assertTrue(Daemon.MAUI.iterate(config, s, 1_800_000_060L, io.jmaui.scheduler.iteration.CarryOver.NONE).starts()
                .size() > 0, "the free half of the nodes takes waiting jobs");
    }
}
