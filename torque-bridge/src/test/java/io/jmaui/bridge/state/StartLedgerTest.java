package io.jmaui.bridge.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class StartLedgerTest {

    private static final DeferPolicy POLICY = new DeferPolicy(600, 2, 1);
    private final Job idle = Job.builder("7.srv").procs(2).build();

    @Test
    void aStartInFlightIsShownToTheCoreAsStartingOnItsHostsSoItIsNeverStartedTwice() {
        SchedulerState s = StartLedger.begin(SchedulerState.EMPTY, "7.srv", List.of("n1", "n1"), 1000);
        Job seen = StartLedger.apply(s, List.of(idle), 1001, POLICY).get(0);
        assertEquals(JobState.STARTING, seen.state());
        assertEquals(List.of("n1", "n1"), seen.allocatedHosts());
    }

    @Test
    void settlingReadsTheServersStateOfTheLedgersJobsOnly() {
        SchedulerState s = StartLedger.begin(SchedulerState.EMPTY, "7.srv", List.of("n1"), 1000);
        Job running = Job.builder("7.srv").procs(2).state(JobState.RUNNING).build();
        Job other = Job.builder("8.srv").procs(2).build();
        Job inherited = Job.builder("9.srv").procs(2).build();
        assertEquals(Map.of("7.srv", JobState.RUNNING, "9.srv", JobState.IDLE),
                StartLedger.serverStates(s, Set.of("9.srv"), List.of(running, other, inherited)));
        assertEquals(Map.of(), StartLedger.serverStates(SchedulerState.EMPTY, Set.of(), List.of(running, other)));
        // a job the ledger speaks of that pbs_server no longer shows is absent, as settle expects
        assertEquals(Map.of(), StartLedger.serverStates(s, Set.of(), List.of(other)));
    }

    @Test
    void theServerShowingTheJobRunningConfirmsTheStart() {
        SchedulerState s = StartLedger.begin(SchedulerState.EMPTY, "7.srv", List.of("n1"), 1000);
        StartLedger.Settlement r = StartLedger.settle(s, Map.of("7.srv", JobState.RUNNING), 1005, 300, POLICY);
        assertEquals(List.of("7.srv"), r.confirmed());
        assertTrue(r.state().pendingStarts().isEmpty());
    }

    @Test
    void aStartLeftByADeadDaemonHoldsItsJobUntilTheServerSaysWhatBecameOfIt() {
        SchedulerState left = StartLedger.begin(SchedulerState.EMPTY, "7.srv", List.of("n1"), 100);
        SchedulerState s = StartLedger.inherit(left, 5000);
        assertEquals(5000, s.pendingStarts().get("7.srv").sentAt(), "timed from the takeover, not the dead clock");
        StartLedger.Settlement early = StartLedger.settle(s, Map.of("7.srv", JobState.IDLE), 5010, 300, POLICY);
        assertEquals(Set.of("7.srv"), early.state().pendingStarts().keySet(), "not counted as a failed start");
        StartLedger.Settlement cleared = StartLedger.forgetWaiting(early.state(), Set.of("7.srv", "8.srv"),
                Map.of("7.srv", JobState.IDLE, "8.srv", JobState.RUNNING));
        assertEquals(List.of("7.srv"), cleared.failed());
        assertTrue(cleared.state().pendingStarts().isEmpty());
        assertTrue(cleared.state().deferrals().isEmpty(), "the job did nothing wrong: no deferral");
        assertEquals(JobState.IDLE, StartLedger.apply(cleared.state(), List.of(idle), 5011, POLICY).get(0).state());
    }

    @Test
    void aStartLeftByADeadDaemonThatTookEffectIsKeptUntilTheNormalSettlement() {
        SchedulerState s = StartLedger.inherit(StartLedger.begin(SchedulerState.EMPTY, "7.srv", List.of("n1"), 100), 5000);
        StartLedger.Settlement kept = StartLedger.forgetWaiting(s, Set.of("7.srv"), Map.of("7.srv", JobState.RUNNING));
        assertEquals(List.of(), kept.failed());
        assertEquals(List.of("7.srv"), StartLedger.settle(kept.state(), Map.of("7.srv", JobState.RUNNING), 5010, 300,
                POLICY).confirmed());
    }

    @Test
    void aJobStillQueuedWithinTheTimeoutStaysInFlight() {
        SchedulerState s = StartLedger.begin(SchedulerState.EMPTY, "7.srv", List.of("n1"), 1000);
        StartLedger.Settlement r = StartLedger.settle(s, Map.of("7.srv", JobState.IDLE), 1299, 300, POLICY);
        assertEquals(Set.of("7.srv"), r.state().pendingStarts().keySet());
        assertTrue(r.failed().isEmpty());
    }

    @Test
    void aJobStillQueuedAfterTheTimeoutFailedToStartAndIsDeferredForDeferTime() {
        SchedulerState s = StartLedger.begin(SchedulerState.EMPTY, "7.srv", List.of("n1"), 1000);
        StartLedger.Settlement r = StartLedger.settle(s, Map.of("7.srv", JobState.IDLE), 1300, 300, POLICY);
        assertEquals(List.of("7.srv"), r.failed());
        Deferral d = r.state().deferrals().get("7.srv");
        assertEquals(1900, d.deferredUntil());
        assertEquals(JobState.DEFERRED, StartLedger.apply(r.state(), List.of(idle), 1899, POLICY).get(0).state());
        assertEquals(JobState.IDLE, StartLedger.apply(r.state(), List.of(idle), 1900, POLICY).get(0).state(),
                "after DEFERTIME the job is idle again");
    }

    @Test
    void moreThanDeferCountDeferralsPutTheJobOnBatchHold() {
        SchedulerState s = SchedulerState.EMPTY;
        for (int i = 0; i < 3; i++) {
            s = StartLedger.refused(s, "7.srv", "15046 Resource temporarily unavailable", 1000 + i * 1000L, POLICY);
        }
        Job seen = StartLedger.apply(s, List.of(idle), 10_000, POLICY).get(0);
        assertEquals(JobState.HOLD, seen.state());
        assertEquals(Set.of(HoldType.BATCH), seen.holds());
        assertEquals("15046 Resource temporarily unavailable", s.deferrals().get("7.srv").lastError());
    }

    @Test
    void deferStartCountAllowsSomeFailuresBeforeDeferring() {
        DeferPolicy lenient = new DeferPolicy(600, 24, 3);
        SchedulerState s = StartLedger.refused(SchedulerState.EMPTY, "7.srv", "x", 1000, lenient);
        s = StartLedger.refused(s, "7.srv", "x", 1001, lenient);
        assertEquals(JobState.IDLE, StartLedger.apply(s, List.of(idle), 1002, lenient).get(0).state());
        s = StartLedger.refused(s, "7.srv", "x", 1002, lenient);
        assertEquals(JobState.DEFERRED, StartLedger.apply(s, List.of(idle), 1003, lenient).get(0).state());
    }

    @Test
    void stateOfJobsTheServerForgotIsDropped() {
        SchedulerState s = StartLedger.refused(SchedulerState.EMPTY, "7.srv", "x", 1000, POLICY);
        s = StartLedger.begin(s, "8.srv", List.of("n1"), 1000);
        StartLedger.Settlement r = StartLedger.settle(s, Map.of(), 1001, 300, POLICY);
        assertTrue(r.state().pendingStarts().isEmpty());
        assertTrue(r.state().deferrals().isEmpty());
    }

    @Test
    void aStartStampedInTheFutureByAClockStepIsRestampedWhileTheServerShowsItWaitingSoItStillTimesOut() {
        // RunJob left at 90,000; the clock then stepped back a day to 3,600
        SchedulerState s = StartLedger.begin(SchedulerState.EMPTY, "7.srv", List.of("n1"), 90_000);
        StartLedger.Settlement r = StartLedger.settle(s, Map.of("7.srv", JobState.IDLE), 3_600, 300, POLICY);
        assertEquals(List.of("7.srv"), r.restamped());
        assertEquals(3_600, r.state().pendingStarts().get("7.srv").sentAt());
        StartLedger.Settlement later = StartLedger.settle(r.state(), Map.of("7.srv", JobState.IDLE), 3_900, 300, POLICY);
        assertEquals(List.of("7.srv"), later.failed(), "failed 300 s after the step was seen, not a day later");
        StartLedger.Settlement running = StartLedger.settle(s, Map.of("7.srv", JobState.RUNNING), 3_600, 300, POLICY);
        assertEquals(List.of("7.srv"), running.confirmed(), "the server's view wins: running is running");
    }

    @Test
    void aDeferralNeverLastsLongerThanDeferTimeFromNow() {
        SchedulerState s = StartLedger.refused(SchedulerState.EMPTY, "7.srv", "x", 90_000, POLICY);
        StartLedger.Settlement r = StartLedger.settle(s, Map.of("7.srv", JobState.IDLE), 3_600, 300, POLICY);
        assertEquals(3_600 + POLICY.deferTime(), r.state().deferrals().get("7.srv").deferredUntil());
    }
}
