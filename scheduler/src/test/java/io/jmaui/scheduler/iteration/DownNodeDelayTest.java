package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Appendix F DOWNNODEDELAYTIME: "Maui will assume 'down' nodes will be available 1 hour after they
 * go down". Two nodes of 2 procs, n2 down; a job of 4 procs needs it.
 */
class DownNodeDelayTest {

    static final long T0 = at("2024-02-01T10:00");
    static final MauiConfig ONE_HOUR = cfg("DOWNNODEDELAYTIME 1:00:00");

    private static IterationResult run(MauiConfig c, NodeState state, Map<String, Long> downSince) {
        Job j = job("J").procs(4).walltime(HOUR).submitTime(T0 - 60).build();
        List<Node> nodes = List.of(Node.idle("n1", 2), Node.idle("n2", 2).withState(state));
        Snapshot s = new Snapshot(List.of(j), nodes, List.of(), List.of(), List.of(), downSince);
        return Iteration.run(c, s, T0);
    }

    @Test
    void aDownNodeIsPlannedFreeTheDelayAfterItWentDown() {
        IterationResult r = run(ONE_HOUR, NodeState.DOWN, Map.of("n2", T0 - 600));
        assertFalse(r.start("J").isPresent(), "nothing starts on a down node");
        assertEquals(T0 + 3000, r.estimatedStarts().get("J"), "down at 9:50, planned back at 10:50");
        assertEquals(T0 + 3000, r.reservations().stream().filter(x -> x.id().equals("J")).findFirst()
                .orElseThrow().start(), "the job's reservation waits for n2");
    }

    @Test
    void aDrainedNodeToo() {
        IterationResult r = run(ONE_HOUR, NodeState.DRAINED, Map.of("n2", T0 - 600));
        assertEquals(T0 + 3000, r.estimatedStarts().get("J"));
    }

    @Test
    void stillDownPastTheDelay_isPlannedTheDelayFromNow() {
        IterationResult r = run(ONE_HOUR, NodeState.DOWN, Map.of("n2", T0 - 2 * HOUR));
        assertEquals(T0 + HOUR, r.estimatedStarts().get("J"));
    }

    @Test
    void theDefaultIsADay() {
        IterationResult r = run(cfg(), NodeState.DOWN, Map.of("n2", T0 - 600));
        assertEquals(T0 - 600 + 24 * HOUR, r.estimatedStarts().get("J"));
    }

    @Test
    void unknownDownSince_neverPlanned() {
        IterationResult r = run(ONE_HOUR, NodeState.DOWN, Map.of());
        assertFalse(r.start("J").isPresent());
        assertFalse(r.estimatedStarts().containsKey("J"), "no start known while n2 may stay down");
    }

    @Test
    void nodeDownStateDelayTime_aDownNodeStaysUnavailableThatLongFromNow_knownOrNot() {
        // NODEDOWNSTATEDELAYTIME: "length of time Maui will assume down, drained (offline), or corrupt nodes
        // will remain unavailable for scheduling"
        MauiConfig c = cfg("NODEDOWNSTATEDELAYTIME 0:30:00", "DOWNNODEDELAYTIME 1:00:00");
        assertEquals(T0 + 1800, run(c, NodeState.DOWN, Map.of()).estimatedStarts().get("J"), "down since unknown");
        assertEquals(T0 + 3000, run(c, NodeState.DOWN, Map.of("n2", T0 - 600)).estimatedStarts().get("J"),
                "back at 10:50 by DOWNNODEDELAYTIME, later than 10:30");
        assertEquals(T0 + 1800, run(c, NodeState.DRAINED, Map.of("n2", T0 - 3000)).estimatedStarts().get("J"),
                "back at 10:10 by DOWNNODEDELAYTIME, but not before 10:30");
    }
}
