package io.jmaui.scheduler.sim;

import static io.jmaui.scheduler.sim.SimulatorTest.job;
import static io.jmaui.scheduler.sim.SimulatorTest.trace;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.config.MauiConfigParser;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The simulator carries out the limit actions the iteration decides (guides 10.4, 11.7) as the
 * daemon has pbs_server carry them out: a job whose trace runs past its wallclock limit (a MOM with
 * {@code $ignwalltime}) is cancelled, or requeued, at the second JOBMAXOVERRUN or RESOURCELIMITPOLICY
 * WALLTIME says, and the job waiting for its processors starts then.
 */
class EnforcementSimulationTest {

    /** The trace's first submission (epoch seconds; 0 would read as "not started"). */
    private static final long T = 1_700_000_000L;

    private static SimulationResult run(String cfg, TraceJob... jobs) {
        return new Simulator(Simulator.uniformNodes(1, 4), new IterationScheduler(MauiConfigParser.parse("maui.cfg", cfg)))
                .run(trace(jobs));
    }

    private static Map<String, Long> ends(SimulationResult r) {
        return r.completed().stream().collect(Collectors.toMap(c -> c.job().id(), CompletedJob::end,
                (a, b) -> b));
    }

    @Test
    void jobMaxOverrun_cancelsAJobAtItsLimitPlusTheOverrun_theNextJobStartsThen() {
        SimulationResult r = run("JOBMAXOVERRUN 5:00\n", job("over", T, 4, 7200, 600), job("next", T + 10, 4, 100, 600));
        assertEquals(Map.of("over", T + 901, "next", T + 1001), ends(r), "cancelled at 15:01, ten minutes plus five plus one");
        assertEquals(T + 901, r.completed().stream().filter(c -> c.job().id().equals("next")).findFirst().orElseThrow().start());
    }

    @Test
    void withoutOverrunNothingIsStopped() {
        SimulationResult r = run("JOBMAXOVERRUN -1\n", job("over", T, 4, 7200, 600));
        assertEquals(Map.of("over", T + 7200), ends(r));
    }

    @Test
    void resourceLimitPolicyWalltimeExtendedViolation_cancelsOnceTheViolationHasLastedItsTime() {
        SimulationResult r = run("JOBMAXOVERRUN -1\nRESOURCELIMITPOLICY WALLTIME:EXTENDEDVIOLATION:CANCEL:2:00\n",
                job("over", T, 4, 7200, 600));
        assertEquals(Map.of("over", T + 721), ends(r), "first seen past its limit at 10:01, cancelled two minutes later");
    }
}
