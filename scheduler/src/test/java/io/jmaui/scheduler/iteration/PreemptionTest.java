package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.decision.Resume;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Preemption;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 8.4 "QOS Based Preemption", iteration by iteration. */
class PreemptionTest {

    static final long T0 = at("2024-03-04T08:00");

    /** The guide's example configuration, with every user allowed every QOS and QOS priorities apart. */
    static String[] guide(String policy, String... more) {
        List<String> l = new java.util.ArrayList<>(List.of("PREEMPTPOLICY " + policy,
                "QOSCFG[high] QFLAGS=PREEMPTOR PRIORITY=1000", "QOSCFG[med] PRIORITY=100",
                "QOSCFG[low] QFLAGS=PREEMPTEE PRIORITY=20", "QOSWEIGHT 1", "USERCFG[DEFAULT] QLIST=high,med,low"));
        l.addAll(List.of(more));
        return l.toArray(String[]::new);
    }

    private static Job.Builder running(String id, String qos, int procs, long startedAgo, String... hosts) {
        return job(id).procs(procs).walltime(4 * HOUR).requestQos(qos, "-l qos").submitTime(T0 - startedAgo)
                .running(T0 - startedAgo, List.of(hosts));
    }

    private static Job high(String id, int procs) {
        return job(id).procs(procs).walltime(HOUR).submitTime(T0).requestQos("high", "-l qos").build();
    }

    private static List<Preempt> preempts(IterationResult r) {
        return r.decisions().stream().filter(Preempt.class::isInstance).map(Preempt.class::cast).toList();
    }

    private static List<String> victims(IterationResult r) {
        return preempts(r).stream().map(Preempt::jobId).toList();
    }

    /** Two nodes of 2 procs, full of low jobs; a high job of 2 procs arrives. */
    private static Harness fullOfLow(String policy, String... more) {
        Harness h = new Harness(cfg(guide(policy, more))).nodes(nodes("n", 2, 2));
        h.submit(running("L1", "low", 2, HOUR, "n1", "n1").build());
        h.submit(running("L2", "low", 2, 30 * MINUTE, "n2", "n2").build());
        return h;
    }

    @Test
    void s84_example_aHighJobRequeuesTheMostRecentLowJob_andStartsTheNextIteration() {
        Harness h = fullOfLow("REQUEUE");
        h.submit(high("H", 2));
        IterationResult r = h.runAt(T0);
        assertEquals(List.of(new Preempt("L2", PreemptMode.REQUEUE, "H", "high")), preempts(r),
                "one victim, the most recently started of equal priority");
        assertFalse(r.start("H").isPresent(), "H starts once L2 has vacated");
        assertEquals(new PreemptionPending(List.of("L2"), false), r.reasons().get("H"));
        assertEquals(List.of("n2", "n2"), r.jobReservation("H").orElseThrow().hosts());
        assertEquals(T0, r.jobReservation("H").orElseThrow().start());

        IterationResult next = h.runAt(T0 + MINUTE);
        assertEquals(List.of("n2", "n2"), next.start("H").orElseThrow().hosts());
        assertTrue(preempts(next).isEmpty());
        assertEquals(1, h.job("L2").preemption().count());
        assertFalse(next.start("L2").isPresent(), "L2 is queued again, behind H and with no room");
    }

    @Test
    void s84_onlyPreemptees_neverAMedJob() {
        Harness h = new Harness(cfg(guide("REQUEUE"))).nodes(nodes("n", 2, 2));
        h.submit(running("M1", "med", 2, HOUR, "n1", "n1").build());
        h.submit(running("L1", "low", 1, HOUR, "n2").build());
        h.submit(running("M2", "med", 1, HOUR, "n2").build());
        h.submit(high("H", 2));
        IterationResult r = h.runAt(T0);
        assertTrue(preempts(r).isEmpty(), "L1 alone frees 1 proc; the med jobs are not preemptees");
        assertEquals("RESOURCES", r.reasons().get("H").policy());
    }

    @Test
    void s84_thePreemptorMustHaveTheHigherPriority() {
        Harness h = fullOfLow("REQUEUE", "QOSCFG[low] QFLAGS=PREEMPTEE PRIORITY=1000");
        h.submit(high("H", 2));
        assertTrue(preempts(h.runAt(T0)).isEmpty());
    }

    @Test
    void fewestVictims_oneBigJobRatherThanTwoSmallOfLowerPriority() {
        Harness h = new Harness(cfg(guide("REQUEUE", "QOSCFG[lower] QFLAGS=PREEMPTEE PRIORITY=10",
                "USERCFG[DEFAULT] QLIST=high,low,lower"))).nodes(nodes("n", 2, 2));
        h.submit(running("Big", "low", 2, HOUR, "n1", "n1").build());
        h.submit(running("S1", "lower", 1, HOUR, "n2").build());
        h.submit(running("S2", "lower", 1, HOUR, "n2").build());
        h.submit(high("H", 2));
        assertEquals(List.of("Big"), victims(h.runAt(T0)));
    }

    @Test
    void lowestPriorityFirst_whenOneVictimIsEnoughEitherWay() {
        Harness h = new Harness(cfg(guide("REQUEUE", "QOSCFG[lower] QFLAGS=PREEMPTEE PRIORITY=10",
                "USERCFG[DEFAULT] QLIST=high,low,lower"))).nodes(nodes("n", 2, 2));
        h.submit(running("A", "low", 2, 10 * MINUTE, "n1", "n1").build());
        h.submit(running("B", "lower", 2, HOUR, "n2", "n2").build());
        h.submit(high("H", 2));
        assertEquals(List.of("B"), victims(h.runAt(T0)), "B has the lower priority, though A started later");
    }

    @Test
    void neverMoreThanNeeded_theReprieveLetsGoAVictimNotNeeded() {
        // H needs 3 procs on 4 one-proc nodes... here 2 nodes of 2: A(1) B(1) on n1, C(2) on n2
        Harness h = new Harness(cfg(guide("REQUEUE", "QOSCFG[lo1] QFLAGS=PREEMPTEE PRIORITY=10",
                "QOSCFG[lo2] QFLAGS=PREEMPTEE PRIORITY=20", "QOSCFG[lo3] QFLAGS=PREEMPTEE PRIORITY=30",
                "USERCFG[DEFAULT] QLIST=high,lo1,lo2,lo3"))).nodes(nodes("n", 2, 2));
        h.submit(running("A", "lo1", 1, HOUR, "n1").build());
        h.submit(running("B", "lo2", 1, HOUR, "n1").build());
        h.submit(running("C", "lo3", 2, HOUR, "n2", "n2").build());
        h.submit(high("H", 3));
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("A", "C"), victims(r), "A, B and C would do; B is not needed once C goes");
        assertEquals(3, r.jobReservation("H").orElseThrow().hosts().size());
    }

    @Test
    void theWholeResourceVector_aGpuJobIsTakenForAGpuPreemptor() {
        var gpuNode = io.jmaui.scheduler.model.Node.idle("g1", 2)
                .withConfigured(io.jmaui.scheduler.model.Resources.procs(2).withGpus(1));
        Harness h = new Harness(cfg(guide("REQUEUE"))).nodes(io.jmaui.scheduler.model.Node.idle("c1", 2), gpuNode);
        h.submit(running("Cpu", "low", 2, MINUTE, "c1", "c1").build());
        h.submit(job("Gpu").tasks(1).perTask(io.jmaui.scheduler.model.Resources.procs(1).withGpus(1)).walltime(4 * HOUR)
                .requestQos("low", "-l qos").submitTime(T0 - HOUR).running(T0 - HOUR, List.of("g1")).build());
        h.submit(job("H").tasks(1).perTask(io.jmaui.scheduler.model.Resources.procs(1).withGpus(1)).walltime(HOUR)
                .submitTime(T0).requestQos("high", "-l qos").build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("Gpu"), victims(r), "Cpu started later but frees no GPU");
    }

    @Test
    void requeueTakesOnlyRerunnableJobs_checkpointFallsBackToRequeue() {
        Harness h = fullOfLow("REQUEUE");
        h.submit(h.job("L2").toBuilder().rerunnable(false).build());
        h.submit(high("H", 2));
        assertEquals(List.of("L1"), victims(h.runAt(T0)), "TORQUE refuses to rerun L2 (Rerunable False)");

        Harness c = fullOfLow("CHECKPOINT");
        c.submit(c.job("L1").toBuilder().checkpointable(true).build());
        c.submit(c.job("L2").toBuilder().rerunnable(false).build());
        c.submit(high("H", 4));
        assertEquals(List.of(), victims(c.runAt(T0)), "L2 can be neither checkpointed nor rerun");
        c.submit(c.job("L2").toBuilder().rerunnable(true).build());
        IterationResult r = c.runAt(T0 + 1);
        assertEquals(List.of(new Preempt("L2", PreemptMode.REQUEUE, "H", "high"),
                new Preempt("L1", PreemptMode.CHECKPOINT, "H", "high")), preempts(r), "the most recently started first");
    }

    @Test
    void suspend_theVictimKeepsItsMemory_andResumesWhenThePreemptorEnds() {
        Harness h = fullOfLow("SUSPEND", "QUEUETIMEWEIGHT 0");
        Job low = job("Lo").procs(1).walltime(HOUR).submitTime(T0 - HOUR).requestQos("low", "-l qos").build();
        h.submit(low);
        h.submit(high("H", 2));
        h.runtime("H", 30 * MINUTE);
        IterationResult r = h.runAt(T0);
        assertEquals(List.of(new Preempt("L2", PreemptMode.SUSPEND, "H", "high")), preempts(r));
        h.runAt(T0 + MINUTE);
        assertEquals(io.jmaui.scheduler.model.JobState.SUSPENDED, h.job("L2").state());
        assertEquals("RUNNING", h.job("H").state().name());

        IterationResult after = h.runAt(T0 + 31 * MINUTE);
        assertTrue(after.decisions().contains(new Resume("L2")), after.decisions().toString());
        assertFalse(after.start("Lo").isPresent(), "L2 resumes before the lower-priority Lo starts on its procs");
    }

    @Test
    void suspend_aHigherPriorityIdleJobGoesBeforeTheResume() {
        Harness h = fullOfLow("SUSPEND");
        h.submit(high("H", 2));
        h.runtime("H", 30 * MINUTE);
        h.runAt(T0);
        h.runAt(T0 + MINUTE);
        h.submit(job("M").procs(2).walltime(HOUR).submitTime(T0 + 20 * MINUTE).requestQos("med", "-l qos").build());
        IterationResult after = h.runAt(T0 + 31 * MINUTE);
        assertTrue(after.start("M").isPresent());
        assertFalse(after.decisions().contains(new Resume("L2")), "M has the higher priority and takes the procs");
    }

    @Test
    void suspend_cannotFreeMemory_soAMemoryBoundPreemptorIsNotHelped() {
        Harness h = new Harness(cfg(guide("SUSPEND"))).nodes(io.jmaui.scheduler.model.Node.idle("n1", 2)
                .withConfigured(new io.jmaui.scheduler.model.Resources(2, 1000, 0, 0)));
        h.submit(job("L").tasks(1).perTask(new io.jmaui.scheduler.model.Resources(1, 800, 0, 0)).walltime(4 * HOUR)
                .requestQos("low", "-l qos").submitTime(T0 - HOUR).running(T0 - HOUR, List.of("n1")).build());
        h.submit(running("X", "med", 1, HOUR, "n1").build());
        h.submit(job("H").tasks(1).perTask(new io.jmaui.scheduler.model.Resources(1, 500, 0, 0)).walltime(HOUR)
                .submitTime(T0).requestQos("high", "-l qos").build());
        assertTrue(victims(h.runAt(T0)).isEmpty(), "a suspended L would still hold its 800 MB");
    }

    @Test
    void inFlight_thePreemptorWaitsForItsVictimsAndPreemptsNoOthers() {
        Harness h = fullOfLow("REQUEUE");
        h.submit(h.job("L2").toBuilder().preemption(new Preemption(0, 0, "H", PreemptMode.REQUEUE, T0 - 10)).build());
        h.submit(high("H", 2));
        IterationResult r = h.runAt(T0);
        assertTrue(preempts(r).isEmpty(), "L2 is already being preempted for H");
        assertEquals(new PreemptionPending(List.of("L2"), true), r.reasons().get("H"));
        assertEquals(T0 + 1, r.jobReservation("H").orElseThrow().start(), "H holds L2's hosts as it vacates");
        assertEquals(List.of("n2", "n2"), r.jobReservation("H").orElseThrow().hosts());
    }

    @Test
    void noStorm_aJobPreemptedBeforeIsSafeForTenMinutesAfterItRestarts() {
        Harness h = fullOfLow("REQUEUE");
        h.submit(h.job("L1").toBuilder().preemption(new Preemption(1, 0, null, null, 0)).startTime(T0 - 5 * MINUTE).build());
        h.submit(h.job("L2").toBuilder().preemption(new Preemption(1, 0, null, null, 0)).startTime(T0 - 9 * MINUTE).build());
        h.submit(high("H", 2));
        assertTrue(preempts(h.runAt(T0)).isEmpty());
        assertEquals(List.of("L2"), victims(h.runAt(T0 + 2 * MINUTE)), "L2 has run ten minutes since its restart");
    }

    @Test
    void reservealways_aPreemptorThatCannotPreemptEnoughIsReserved() {
        Harness h = new Harness(cfg(guide("REQUEUE", "QOSCFG[high] QFLAGS=PREEMPTOR,RESERVEALWAYS PRIORITY=1000",
                "RESERVATIONDEPTH 0"))).nodes(nodes("n", 2, 2));
        h.submit(running("M", "med", 4, HOUR, "n1", "n1", "n2", "n2").build());
        h.submit(high("H", 2));
        IterationResult r = h.runAt(T0);
        assertTrue(preempts(r).isEmpty());
        assertEquals(T0 + 3 * HOUR, r.jobReservation("H").orElseThrow().start(), "M's walltime ends at T0+3h");
    }

    @Test
    void restartpreempt_requeuesARerunnableJobThatIsNoPreemptee() {
        Harness h = new Harness(cfg(guide("REQUEUE", "QOSCFG[rp] QFLAGS=RESTARTPREEMPT PRIORITY=1000",
                "USERCFG[DEFAULT] QLIST=rp,med"))).nodes(nodes("n", 1, 2));
        h.submit(running("M", "med", 2, HOUR, "n1", "n1").build());
        h.submit(job("R").procs(2).walltime(HOUR).submitTime(T0).requestQos("rp", "-l qos").build());
        assertEquals(List.of(new Preempt("M", PreemptMode.REQUEUE, "R", "rp")), preempts(h.runAt(T0)));
    }

    @Test
    void overcommitCannotApplyToTorque_andSaysWhy() {
        Harness h = fullOfLow("OVERCOMMIT");
        h.submit(high("H", 2));
        IterationResult r = h.runAt(T0);
        assertTrue(preempts(r).isEmpty());
        assertTrue(r.warnings().stream().anyMatch(w -> w.startsWith("PREEMPTPOLICY OVERCOMMIT cannot apply to TORQUE")));
    }

    @Test
    void noQosPreemptor_nothingHappens_withTheDefaultPolicy() {
        Harness h = new Harness(cfg("QOSCFG[low] QFLAGS=PREEMPTEE", "USERCFG[DEFAULT] QLIST=low")).nodes(nodes("n", 1, 2));
        h.submit(running("L", "low", 2, HOUR, "n1", "n1").build());
        h.submit(job("J").procs(2).walltime(HOUR).submitTime(T0).build());
        assertTrue(preempts(h.runAt(T0)).isEmpty());
    }
}
