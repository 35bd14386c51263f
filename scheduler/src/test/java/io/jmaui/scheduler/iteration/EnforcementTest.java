package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.decision.Enforce;
import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.model.Usage;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guides 10.4 and 11.7: JOBMAXOVERRUN, WCVIOLATIONACTION, RESOURCELIMITPOLICY, JOBMAXSTARTTIME. */
class EnforcementTest {

    static final long T0 = at("2024-03-04T08:00");

    /** A 1-hour job on n1 that started {@code ago} seconds before T0. */
    private static Job.Builder ranFor(long ago) {
        return job("J").procs(2).walltime(HOUR).submitTime(T0 - ago).running(T0 - ago, List.of("n1", "n1"));
    }

    private static IterationResult run(String cfgText, long now, CarryOver carry, Job... jobs) {
        return Iteration.run(cfg(cfgText.split("\n")), Snapshot.of(List.of(jobs), nodes("n", 2, 4)), now, carry);
    }

    private static IterationResult run(String cfgText, Job... jobs) {
        return run(cfgText, T0, CarryOver.NONE, jobs);
    }

    private static List<Enforce> enforced(IterationResult r) {
        return r.decisions().stream().filter(Enforce.class::isInstance).map(Enforce.class::cast).toList();
    }

    @Test
    void s117_jobMaxOverrun_example_aJobMayExceedItsLimitByAnHour_thenItIsCancelled() {
        String c = "JOBMAXOVERRUN 1:00:00";
        assertEquals(List.of(), enforced(run(c, ranFor(2 * HOUR).build())), "exactly limit plus overrun: not yet");
        List<Enforce> e = enforced(run(c, ranFor(2 * HOUR + 1).build()));
        assertEquals(1, e.size());
        assertEquals(PreemptMode.CANCEL, e.get(0).action());
        assertEquals("JOBMAXOVERRUN", e.get(0).policy());
        assertEquals("ran 02:00:01, 01:00:01 past its wallclock limit 01:00:00 (JOBMAXOVERRUN 01:00:00)",
                e.get(0).detail());
    }

    @Test
    void jobMaxOverrun_defaultsToMaui33sTenMinutes_andMinusOneTurnsItOff() {
        assertEquals(List.of(), enforced(run("", ranFor(HOUR + 9 * MINUTE).build())), "pbs_mom's own kill comes first");
        assertEquals(1, enforced(run("", ranFor(HOUR + 11 * MINUTE).build())).size());
        assertEquals(List.of(), enforced(run("JOBMAXOVERRUN -1", ranFor(10 * HOUR).build())));
        assertEquals(List.of(), enforced(run("", ranFor(10 * HOUR).walltime(0).build())), "no limit, no overrun");
    }

    @Test
    void theTimeRunIsPbsMomsWalltime_whichStoppedWhileTheJobWasSuspended() {
        Job resumed = ranFor(3 * HOUR).usage(new Usage(2, 0, 0, 50 * MINUTE)).build();
        assertEquals(List.of(), enforced(run("", resumed)), "started 3 h ago, but ran only 50 min");
        Job resumedUnknown = ranFor(3 * HOUR).preemption(new io.jmaui.scheduler.model.Preemption(1, T0 - HOUR, null,
                null, 0)).build();
        assertEquals(List.of(), enforced(run("", resumedUnknown)), "resumed, and resources_used not read: unknown");
        Job suspended = ranFor(3 * HOUR).state(JobState.SUSPENDED).build();
        assertEquals(List.of(), enforced(run("", suspended)), "a suspended job's clock is stopped");
    }

    @Test
    void s117_wcViolationActionPreempt_example_withPreemptPolicyRequeue_theJobIsRequeued() {
        String c = "WCVIOLATIONACTION PREEMPT\nPREEMPTPOLICY REQUEUE";
        assertEquals(List.of(PreemptMode.REQUEUE),
                enforced(run(c, ranFor(2 * HOUR).build())).stream().map(Enforce::action).toList());
        IterationResult kept = run(c, ranFor(2 * HOUR).rerunnable(false).build());
        assertEquals(List.of(), enforced(kept), "TORQUE would refuse to rerun it: left running, as Maui leaves it");
        assertTrue(kept.warnings().stream().anyMatch(w -> w.startsWith("job J ran 02:00:00") && w.contains("left running")),
                kept.warnings().toString());
        assertEquals(List.of(PreemptMode.CHECKPOINT), enforced(run("WCVIOLATIONACTION PREEMPT\nPREEMPTPOLICY CHECKPOINT",
                ranFor(2 * HOUR).checkpointable(true).build())).stream().map(Enforce::action).toList());
        assertEquals(List.of(PreemptMode.REQUEUE), enforced(run("WCVIOLATIONACTION PREEMPT\nPREEMPTPOLICY SUSPEND",
                ranFor(2 * HOUR).build())).stream().map(Enforce::action).toList(),
                "suspending a job past its limit would only stop it until it is resumed");
    }

    private static Job.Builder withMem(long askedMb, long usedMb) {
        return ranFor(10 * MINUTE).perTask(new Resources(1, askedMb / 2, 0, 0)).usage(new Usage(1.5, usedMb, 0, 10 * MINUTE));
    }

    @Test
    void s104_resourceLimitPolicy_example_memAlwaysCancel_cancelsEveryJobOverItsMemory() {
        String c = "RESOURCELIMITPOLICY MEM:ALWAYS:CANCEL";
        List<Enforce> e = enforced(run(c, withMem(1024, 2048).build()));
        assertEquals(1, e.size());
        assertEquals(new Enforce("J", PreemptMode.CANCEL, "RESOURCELIMITPOLICY",
                "uses 2048 MB of memory, asked for 1024 MB (RESOURCELIMITPOLICY MEM:ALWAYS:CANCEL)"), e.get(0));
        assertEquals(List.of(), enforced(run(c, withMem(1024, 1024).build())));
        assertEquals(List.of(), enforced(run(c, withMem(0, 4096).build())), "asked for no memory: no limit");
        assertEquals(List.of(), enforced(run(c, withMem(1024, 2048).usage(null).build())), "pbs_mom reported nothing");
        assertEquals(List.of(), enforced(run("", withMem(1024, 2048).build())), "no policy, no enforcement");
    }

    @Test
    void aResourceWithoutPolicyOrAction_isAlwaysRequeued_asInMaui() {
        Job busy = ranFor(10 * MINUTE).usage(new Usage(3.1, 0, 0, 600)).build();
        List<Enforce> e = enforced(run("RESOURCELIMITPOLICY PROC", busy));
        assertEquals(List.of(PreemptMode.REQUEUE), e.stream().map(Enforce::action).toList());
        assertEquals("uses 3.10 processors, asked for 2 (RESOURCELIMITPOLICY PROC:ALWAYS:REQUEUE)", e.get(0).detail());
        Job swap = ranFor(10 * MINUTE).perTask(new Resources(1, 0, 100, 0)).usage(new Usage(1, 0, 300, 600)).build();
        assertEquals(List.of(PreemptMode.SUSPEND),
                enforced(run("RESOURCELIMITPOLICY SWAP:ALWAYS:SUSPEND", swap)).stream().map(Enforce::action).toList());
    }

    @Test
    void caseStudy3_walltimeAlwaysCancel_killsAJobAtItsLimit_withoutJobMaxOverrunsGrace() {
        String c = "RESOURCELIMITPOLICY WALLTIME:ALWAYS:CANCEL";
        assertEquals(List.of(), enforced(run(c, ranFor(HOUR).build())));
        List<Enforce> e = enforced(run(c, ranFor(HOUR + 1).build()));
        assertEquals(List.of(new Enforce("J", PreemptMode.CANCEL, "RESOURCELIMITPOLICY",
                "uses 01:00:01 of its wallclock limit 01:00:00 (RESOURCELIMITPOLICY WALLTIME:ALWAYS:CANCEL)")), e);
    }

    @Test
    void diskCannotBeEnforcedOnTorque_andSaysSo() {
        IterationResult r = run("RESOURCELIMITPOLICY DISK:ALWAYS:CANCEL", withMem(1024, 4096).build());
        assertEquals(List.of(), enforced(r));
        assertTrue(r.warnings().stream().anyMatch(w -> w.startsWith("RESOURCELIMITPOLICY DISK cannot apply to TORQUE")),
                r.warnings().toString());
    }

    @Test
    void extendedViolation_actsOnlyOnceTheViolationHasLastedItsTime_andABreakStartsItOver() {
        String c = "RESOURCELIMITPOLICY PROC:EXTENDEDVIOLATION:SUSPEND:10:00";
        Job busy = ranFor(HOUR / 2).usage(new Usage(4, 0, 0, 1800)).build();
        Job calm = ranFor(HOUR / 2).usage(new Usage(1.9, 0, 0, 1800)).build();
        IterationResult first = run(c, T0, CarryOver.NONE, busy);
        assertEquals(List.of(), enforced(first));
        IterationResult later = run(c, T0 + 5 * MINUTE, first.carryOver(), busy);
        assertEquals(List.of(), enforced(later));
        IterationResult calmed = run(c, T0 + 6 * MINUTE, later.carryOver(), calm);
        IterationResult again = run(c, T0 + 11 * MINUTE, calmed.carryOver(), busy);
        assertEquals(List.of(), enforced(again), "the break reset the clock");
        assertEquals(List.of(), enforced(run(c, T0 + 20 * MINUTE, again.carryOver(), busy)), "9 min of 10");
        List<Enforce> e = enforced(run(c, T0 + 21 * MINUTE, again.carryOver(), busy));
        assertEquals(List.of(PreemptMode.SUSPEND), e.stream().map(Enforce::action).toList());
        assertTrue(e.get(0).detail().startsWith("uses 4.00 processors, asked for 2 for 00:10:00 "), e.get(0).detail());
    }

    @Test
    void resourcesUsedIsAskedOfPbsServerOnlyWhileAPolicyReadsIt() {
        assertTrue(!io.jmaui.scheduler.enforcement.LimitEnforcement.readsUsage(cfg("JOBMAXOVERRUN 1:00:00")),
                "each MOM update would have every running job mapped afresh");
        assertTrue(io.jmaui.scheduler.enforcement.LimitEnforcement.readsUsage(cfg("RESOURCELIMITPOLICY MEM")));
        assertTrue(io.jmaui.scheduler.enforcement.LimitEnforcement.readsUsage(cfg("PREEMPTPOLICY SUSPEND")),
                "the time a resumed job has run");
    }

    @Test
    void s117_jobMaxStartTime_example_aJobStillStartingAfterTwoHoursIsCancelled() {
        String c = "JOBMAXSTARTTIME 2:00:00";
        Job starting = ranFor(2 * HOUR + 1).state(JobState.STARTING).build();
        List<Enforce> e = enforced(run(c, starting));
        assertEquals(List.of(new Enforce("J", PreemptMode.CANCEL, "JOBMAXSTARTTIME",
                "not running 02:00:01 after it was started (JOBMAXSTARTTIME 02:00:00)")), e);
        assertEquals(List.of(), enforced(run(c, ranFor(2 * HOUR - 1).state(JobState.STARTING).build())));
        assertEquals(List.of(), enforced(run("", ranFor(20 * HOUR).walltime(0).state(JobState.STARTING).build())),
                "no limit by default");
    }

    @Test
    void aJobAlreadyBeingStopped_isNotStoppedAgain_norTakenAsAPreemptorsVictim() {
        Job inFlight = ranFor(3 * HOUR).preemption(new io.jmaui.scheduler.model.Preemption(1, 0, "JOBMAXOVERRUN",
                PreemptMode.CANCEL, T0 - MINUTE)).build();
        assertEquals(List.of(), enforced(run("", inFlight)));

        String c = String.join("\n", PreemptionTest.guide("REQUEUE", "JOBMAXOVERRUN 0"));
        List<Job> jobs = new ArrayList<>();
        jobs.add(ranFor(2 * HOUR).requestQos("low", "-l qos").build());
        jobs.add(job("L2").procs(4).walltime(4 * HOUR).requestQos("low", "-l qos").submitTime(T0 - MINUTE)
                .running(T0 - MINUTE, List.of("n2", "n2", "n2", "n2")).build());
        jobs.add(job("H").procs(4).walltime(HOUR).submitTime(T0).requestQos("high", "-l qos").build());
        IterationResult r = run(c, jobs.toArray(Job[]::new));
        assertEquals(List.of("J"), enforced(r).stream().map(Enforce::jobId).toList());
        List<String> victims = r.decisions().stream().filter(Preempt.class::isInstance).map(Decision -> ((Preempt) Decision).jobId()).toList();
        assertTrue(!victims.contains("J"), "J is stopped once, by its limit: " + r.decisions());
    }
}
