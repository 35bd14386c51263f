package io.jmaui.bridge.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.decision.Preempt;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.PreemptMode;
import io.jmaui.scheduler.model.Preemption;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Preemptions journalled like starts (guide 8.4): in flight until pbs_server shows the victim gone. */
class PreemptionLedgerTest {

    private static final long T = 10_000;
    private final Job running = Job.builder("7.srv").procs(2).running(T - 600, List.of("n1", "n1")).build();

    private static SchedulerState begun(PreemptMode mode) {
        return PreemptionLedger.begin(SchedulerState.EMPTY, new Preempt("7.srv", mode, "9.srv", "urgent"), T);
    }

    private static Map<String, Job> server(Job j) {
        return Map.of(j.id(), j);
    }

    @Test
    void aPreemptionInFlightIsShownToTheCoreAsVacating_soItIsNeverPreemptedTwice() {
        Job seen = PreemptionLedger.apply(begun(PreemptMode.REQUEUE), List.of(running)).get(0);
        assertEquals(new Preemption(0, 0, "9.srv", PreemptMode.REQUEUE, T, 0), seen.preemption());
    }

    @Test
    void aRequeuedVictimQueuedAgainIsDone_andCounted() {
        Job queued = running.toBuilder().state(JobState.IDLE).allocatedHosts(List.of()).build();
        PreemptionLedger.Settlement s = PreemptionLedger.settle(begun(PreemptMode.REQUEUE), server(queued), T + 5, 300);
        assertEquals(1, s.vacated().size());
        assertTrue(s.state().preemptions().pending().isEmpty());
        PreemptionHistory h = s.state().preemptions().historyOf("7.srv");
        assertEquals(1, h.count());
        assertEquals("9.srv", h.lastBy());
        assertEquals("urgent", h.lastQos());
        assertEquals(1, PreemptionLedger.apply(s.state(), List.of(queued)).get(0).preemption().count());
    }

    @Test
    void aSuspendedVictimIsDoneOnceTheServerShowsItSuspended() {
        Job suspended = running.toBuilder().state(JobState.SUSPENDED).build();
        assertEquals(1, PreemptionLedger.settle(begun(PreemptMode.SUSPEND), server(suspended), T + 1, 300).vacated().size());
        assertTrue(PreemptionLedger.settle(begun(PreemptMode.SUSPEND), server(running), T + 1, 300).vacated().isEmpty());
    }

    @Test
    void aCheckpointedVictimRequeuedHeldIsReleased_thenDoneWhenQueued() {
        Job held = running.toBuilder().state(JobState.HOLD).holds(Set.of(HoldType.SYSTEM)).allocatedHosts(List.of()).build();
        PreemptionLedger.Settlement s = PreemptionLedger.settle(begun(PreemptMode.CHECKPOINT), server(held), T + 2, 300);
        assertEquals(List.of("7.srv"), s.toRelease().stream().map(PendingPreemption::jobId).toList());
        SchedulerState released = PreemptionLedger.released(s.state(), "7.srv");
        assertTrue(PreemptionLedger.settle(released, server(held), T + 3, 300).toRelease().isEmpty(), "released once");
        Job queued = held.toBuilder().state(JobState.IDLE).holds(Set.of()).build();
        assertEquals(1, PreemptionLedger.settle(released, server(queued), T + 4, 300).vacated().size());
    }

    @Test
    void aVictimStillRunningAfterTheTimeoutIsReportedOnce_thenGivenUpAtThreeTimes() {
        SchedulerState s = begun(PreemptMode.REQUEUE);
        PreemptionLedger.Settlement late = PreemptionLedger.settle(s, server(running), T + 300, 300);
        assertEquals(1, late.stuck().size());
        assertEquals(Set.of("7.srv"), late.state().preemptions().pending().keySet(), "its preemptor still waits");
        assertTrue(PreemptionLedger.settle(late.state(), server(running), T + 400, 300).stuck().isEmpty(), "once");
        PreemptionLedger.Settlement gone = PreemptionLedger.settle(late.state(), server(running), T + 900, 300);
        assertEquals(1, gone.abandoned().size());
        Job after = PreemptionLedger.apply(gone.state(), List.of(running)).get(0);
        assertNull(after.preemption().pendingBy());
        assertEquals(T + 900, after.preemption().refusedAt(), "left alone for a while, as a refused one");
    }

    @Test
    void aRefusalLeavesNothingInFlight_andTheJobAloneForAWhile() {
        SchedulerState s = PreemptionLedger.refused(begun(PreemptMode.REQUEUE), "7.srv", T + 1);
        assertTrue(s.preemptions().pending().isEmpty());
        assertEquals(T + 1, PreemptionLedger.apply(s, List.of(running)).get(0).preemption().refusedAt());
    }

    @Test
    void theHistoryOfJobsTheServerNoLongerHasIsForgotten() {
        SchedulerState s = PreemptionLedger.resumed(SchedulerState.EMPTY, "7.srv", T);
        assertTrue(PreemptionLedger.settle(s, Map.of(), T + 1, 300).state().preemptions().history().isEmpty());
    }

    @Test
    void theLedgerFileKeepsPreemptionsInFlightAcrossACrash(@TempDir Path dir) {
        CheckpointStore store = new CheckpointStore(dir.resolve("maui.ck"));
        SchedulerState s = begun(PreemptMode.SUSPEND);
        store.writeLedger(s); // before the request leaves; no full checkpoint yet
        SchedulerState read = store.read().state();
        assertEquals(s.preemptions(), read.preemptions());
    }
}
