package io.jmaui.scheduler.sim;

import static io.jmaui.scheduler.sim.SimulatorTest.job;
import static io.jmaui.scheduler.sim.SimulatorTest.trace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.config.SimJobSubmissionPolicy;
import io.jmaui.scheduler.model.Resources;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Maui's SIM* parameters (guide 16.4, appendix F) as the simulator applies them. */
class SimulationSettingsTest {

    private static SimulationSettings settings(String cfg) {
        return SimulationSettings.of(MauiConfigParser.parse("maui.cfg", cfg));
    }

    private static SimulationResult run(SimulationSettings s, int procs, TraceJob... jobs) {
        return new Simulator(Simulator.uniformNodes(1, procs), new FcfsTestScheduler(), s, SimulationListener.NONE)
                .run(trace(jobs));
    }

    private static Map<String, Long> submits(SimulationResult r) {
        Map<String, Long> out = new TreeMap<>();
        r.completed().forEach(c -> out.put(c.job().id(), c.job().submitTime()));
        return out;
    }

    @Test
    void aProductionConfigReplaysTraceTimesAndServermodeSimulationTakesTheGuidesDefaults() {
        SimulationSettings plain = settings("RESERVATIONDEPTH 1");
        assertEquals(SimJobSubmissionPolicy.NORMAL, plain.submission());
        assertEquals(0, plain.initialQueueDepth());
        SimulationSettings sim = settings("SERVERMODE SIMULATION");
        assertEquals(SimJobSubmissionPolicy.CONSTANTJOBDEPTH, sim.submission());
        assertEquals(16, sim.initialQueueDepth());
        SimulationSettings set = settings("SIMJOBSUBMISSIONPOLICY CONSTANTPSDEPTH\nSIMINITIALQUEUEDEPTH 64");
        assertEquals(SimJobSubmissionPolicy.CONSTANTPSDEPTH, set.submission());
        assertEquals(64, set.initialQueueDepth());
    }

    @Test
    void constantJobDepthKeepsTwoJobsIdleSubmittingEachWhenTheQueueRunsShort() {
        SimulationResult r = run(settings("SIMJOBSUBMISSIONPOLICY CONSTANTJOBDEPTH\nSIMINITIALQUEUEDEPTH 2"), 1,
                job("1", 0, 1, 100, 100), job("2", 1000, 1, 100, 100), job("3", 2000, 1, 100, 100),
                job("4", 3000, 1, 100, 100));
        // 1 and 2 at the start; 3 as soon as 1 started; 4 when 2 started at 100
        assertEquals(Map.of("1", 0L, "2", 0L, "3", 0L, "4", 100L), submits(r));
        assertEquals(400, r.completed().get(3).end());
    }

    @Test
    void constantProcSecondDepthSubmitsUntilTheIdleWalltimeReachesTheDepth() {
        SimulationResult r = run(settings("SIMJOBSUBMISSIONPOLICY CONSTANTPSDEPTH\nSIMINITIALQUEUEDEPTH 150"), 1,
                job("1", 0, 1, 100, 100), job("2", 1000, 1, 100, 100), job("3", 2000, 1, 100, 100));
        // at 0: 1 (100 ps idle), 2 (200); 1 starts, leaving 100 idle, so 3 comes at 0 too
        assertEquals(Map.of("1", 0L, "2", 0L, "3", 0L), submits(r));
    }

    @Test
    void normalSubmissionQueuesTheInitialDepthTogetherAtTheLatestOfTheirTimes() {
        SimulationResult r = run(settings("SIMJOBSUBMISSIONPOLICY NORMAL\nSIMINITIALQUEUEDEPTH 3"), 4,
                job("1", 0, 1, 10, 10), job("2", 50, 1, 10, 10), job("3", 70, 1, 10, 10), job("4", 500, 1, 10, 10));
        assertEquals(Map.of("1", 70L, "2", 70L, "3", 70L, "4", 500L), submits(r));
    }

    @Test
    void simExitIterationEndsTheSimulationWithTheJobsStillRunningLeftOut() {
        SimulationResult r = run(settings("SIMEXITITERATION 2"), 1,
                job("1", 0, 1, 100, 100), job("2", 10, 1, 100, 100), job("3", 20, 1, 100, 100));
        assertTrue(r.exited());
        assertEquals(2, r.iterations());
        assertEquals(0, r.completed().size());
        assertEquals(1, r.stillRunning());
    }

    @Test
    void runJobDelaysAreSeededPerJobWithinTheBoundAndJobsStillRunTheirWholeRunTime() {
        TraceJob[] jobs = new TraceJob[20];
        for (int i = 0; i < jobs.length; i++) {
            jobs[i] = job(Integer.toString(i + 1), i * 1000L, 1, 50, 100);
        }
        SimulationSettings s = settings("SIMRMRANDOMDELAY 30").withSeed(7);
        SimulationResult a = run(s, 1, jobs);
        SimulationResult b = run(s, 1, jobs);
        long delayed = 0;
        for (int i = 0; i < jobs.length; i++) {
            CompletedJob c = a.completed().get(i);
            assertTrue(c.waitTime() >= 0 && c.waitTime() <= 30, c.toString());
            assertEquals(50, c.end() - c.start());
            assertEquals(c.start(), b.completed().get(i).start());
            delayed += c.waitTime() > 0 ? 1 : 0;
        }
        assertTrue(delayed > 10, "most jobs are delayed: " + delayed);
        SimulationResult other = run(s.withSeed(8), 1, jobs);
        assertTrue(!submits(other).equals(Map.of()) && other.completed().stream().mapToLong(CompletedJob::start).sum()
                != a.completed().stream().mapToLong(CompletedJob::start).sum(), "another seed, other delays");
    }

    @Test
    void traceAdjustmentsScaleTimesAndDropWhatSimflagsIgnore() {
        TraceJob j = new TraceJob("1", 0, 1000, 2000, 2, new Resources(1, 512, 0, 0), 0, 0, "u", "g", "a", "batch", "high",
                Set.of("fast"), List.of("node002"), Set.of("RESTARTABLE"));
        TraceJob scaled = settings("SIMCPUSCALINGPERCENT 50").adjustments().apply(j);
        assertEquals(500, scaled.runTime());
        assertEquals(1000, scaled.walltime());
        assertEquals(List.of("node002"), scaled.hosts());
        assertEquals(Set.of("HOSTLIST", "RESTARTABLE"), scaled.flags());
        TraceJob ign = settings("SIMFLAGS IGNCLASS IGNQOS IGNFEATURES\nSIMDEFAULTJOBFLAGS DEDICATED\nSIMIGNOREJOBFLAGS HOSTLIST")
                .adjustments().apply(j);
        assertEquals(null, ign.jobClass());
        assertEquals(null, ign.qos());
        assertEquals(Set.of(), ign.features());
        assertEquals(List.of(), ign.hosts());
        assertEquals(Set.of("DEDICATED", "RESTARTABLE"), ign.flags());
        TraceJob all = settings("SIMFLAGS IGNALL\nSIMNODECONFIGURATION UNIFORM").adjustments().apply(j);
        assertEquals(Set.of(), all.flags());
        assertEquals(List.of(), all.hosts());
        assertEquals(Resources.procs(1), all.perTask());
    }
}
