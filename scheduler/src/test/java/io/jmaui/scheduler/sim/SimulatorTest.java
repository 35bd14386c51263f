package io.jmaui.scheduler.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Resources;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class SimulatorTest {

    static TraceJob job(String id, long submit, int procs, long run, long limit) {
        return new TraceJob(id, submit, run, limit, procs, Resources.procs(1), 0, 0, "u1", "g1", null, null, null);
    }

    static Trace trace(TraceJob... jobs) {
        return new Trace(List.of(jobs), List.of(), 0, 0, 0);
    }

    private static Map<String, Long> starts(SimulationResult r) {
        return r.completed().stream().collect(Collectors.toMap(c -> c.job().id(), CompletedJob::start));
    }

    @Test
    void namesNodesNode001Upwards() {
        assertEquals(List.of("node001", "node002"), Simulator.uniformNodes(2, 4).stream().map(n -> n.name()).toList());
        assertEquals("node1000", Simulator.uniformNodes(1000, 1).get(999).name());
    }

    @Test
    void aJobEndingInTheSameSecondFreesItsProcessorsBeforeThatSecondsIteration() {
        Simulator sim = new Simulator(Simulator.uniformNodes(1, 2), new FcfsTestScheduler());
        SimulationResult r = sim.run(trace(job("1", 0, 2, 100, 100), job("2", 100, 2, 50, 60)));
        assertEquals(Map.of("1", 0L, "2", 100L), starts(r));
        assertEquals(150, r.completed().get(1).end());
    }

    @Test
    void jobsRunForTheirTraceRunTimeAndQueueBehindBusyProcessors() {
        Simulator sim = new Simulator(Simulator.uniformNodes(2, 1), new FcfsTestScheduler());
        SimulationResult r = sim.run(trace(job("1", 0, 2, 300, 400), job("2", 10, 1, 20, 30), job("3", 11, 1, 5, 30)));
        assertEquals(Map.of("1", 0L, "2", 300L, "3", 300L), starts(r));
        assertEquals(List.of("node001", "node002"), r.completed().get(0).hosts());
    }

    @Test
    void aJobWiderThanTheMachineNeverStartsAndBlocksNothing() {
        Simulator sim = new Simulator(Simulator.uniformNodes(2, 2), new FcfsTestScheduler());
        SimulationResult r = sim.run(trace(job("1", 0, 5, 10, 10), job("2", 1, 4, 10, 10)));
        assertEquals(List.of("1"), r.neverStarted().stream().map(TraceJob::id).toList());
        assertEquals(Map.of("2", 1L), starts(r));
    }

    @Test
    void refusesASchedulerThatOvercommitsANode() {
        SimulationScheduler greedy = (s, now) -> new SimulationStep(
                s.jobs().stream().filter(j -> j.state() == io.jmaui.scheduler.model.JobState.IDLE)
                        .map(j -> new StartJob(j.id(), List.of("node001"), false)).toList(), List.of(), Map.of());
        Simulator sim = new Simulator(Simulator.uniformNodes(1, 1), greedy);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> sim.run(trace(job("1", 0, 1, 10, 10), job("2", 0, 1, 10, 10))));
        assertTrue(e.getMessage().startsWith("t=0: job 2 overcommits node001"), e.getMessage());
    }

    @Test
    void refusesASchedulerThatStartsAJobTwice() {
        SimulationScheduler twice = (s, now) -> new SimulationStep(
                List.of(new StartJob("1", List.of("node001"), false)), List.of(), Map.of());
        Simulator sim = new Simulator(Simulator.uniformNodes(1, 2), twice);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> sim.run(trace(job("1", 0, 1, 10, 10), job("2", 5, 1, 10, 10))));
        assertEquals("t=5: scheduler started job 1, which is already running", e.getMessage());
    }

    @Test
    void summaryFiguresFollowTheirDefinitions() {
        Simulator sim = new Simulator(Simulator.uniformNodes(1, 1), new FcfsTestScheduler());
        Trace t = trace(job("1", 0, 1, 100, 100), job("2", 0, 1, 5, 10));
        SimulationSummary s = SimulationSummary.of(sim.run(t), t, 1);
        assertEquals(2, s.jobs());
        assertEquals(105, s.makespan());
        assertEquals(1.0, s.utilisation(), 1e-9);
        assertEquals(50.0, s.meanWait(), 1e-9);
        assertEquals(50.0, s.medianWait(), 1e-9);
        assertEquals(100, s.maxWait());
        // job 1: max(1, 100/100) = 1; job 2: (100 + 5) / max(5, 10) = 10.5
        assertEquals((1 + 10.5) / 2, s.meanBoundedSlowdown(), 1e-9);
    }

    @Test
    void completedTraceLinesHave44FieldsAndReadBackAsTheSameJobs() {
        Simulator sim = new Simulator(Simulator.uniformNodes(2, 2), new FcfsTestScheduler());
        SimulationResult r = sim.run(trace(job("7", 100, 3, 60, 120)));
        String line = WorkloadTrace.line(r.completed().get(0));
        assertEquals(44, line.split(" ").length);
        assertTrue(line.startsWith("7 0 3 u1 g1 120 Completed [DEFAULT:1] 100 100 100 160 "), line);
        assertTrue(line.contains(" node001:node002 "), line);
        TraceJob back = WorkloadTrace.read("completed.trace", line).jobs().get(0);
        assertEquals(job("7", 100, 3, 60, 120), back);
    }
}
