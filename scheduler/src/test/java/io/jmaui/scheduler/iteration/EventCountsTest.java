package io.jmaui.scheduler.iteration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.sim.IterationScheduler;
import io.jmaui.scheduler.sim.ScheduleDigest;
import io.jmaui.scheduler.sim.SimPolicies;
import io.jmaui.scheduler.sim.SimulationResult;
import io.jmaui.scheduler.sim.Simulator;
import io.jmaui.scheduler.sim.Trace;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code bin/sim-bench --events}' counting scheduler decides what the simulator's own does, and counts every event once. */
class EventCountsTest {

    @ParameterizedTest
    @ValueSource(strings = {"default", "reslimits"})
    void countedRun_sameScheduleAndEveryEventCounted(String policy) throws Exception {
        Trace full = SimPolicies.trace("lublin_256.swf");
        Trace trace = new Trace(full.jobs().subList(0, 400), full.problems(), full.skipped(), full.headerNodes(),
                full.headerProcs());
        SimulationResult plain = new Simulator(Simulator.uniformNodes(256, 1),
                new IterationScheduler(SimPolicies.config(policy))).run(trace);
        EventCounts counts = new EventCounts(SimPolicies.config(policy));
        SimulationResult counted = new Simulator(Simulator.uniformNodes(256, 1), counts).run(trace);

        assertEquals(ScheduleDigest.of(plain), ScheduleDigest.of(counted));
        Map<String, Long> kinds = counts.counts();
        assertEquals(plain.iterations(), kinds.values().stream().mapToLong(Long::longValue).sum(), kinds.toString());
        assertTrue(kinds.keySet().stream().anyMatch(k -> k.startsWith("arrivals, full")), kinds.toString());
        assertTrue(kinds.keySet().stream().anyMatch(k -> k.startsWith("completions, ")), kinds.toString());
    }
}
