package io.jmaui.scheduler.dependency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.dependency.DependencyPending.Status;
import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each TORQUE dependency type judged as pbs_server's set_depend_hold judges it: B depends on A,
 * and A is queued, running, or ended with exit status 0 or 1.
 */
class DependencyCheckTest {

    private final Map<String, Job> jobs = new HashMap<>();

    private void a(JobState state, Integer exit) {
        jobs.put("1.srv", Job.builder("1.srv").state(state).exitStatus(exit).build());
    }

    private Optional<DependencyPending> b(DependencyType type, HoldType... holds) {
        Job b = Job.builder("2.srv").state(holds.length == 0 ? JobState.IDLE : JobState.HOLD).holds(Set.of(holds))
                .dependencies(List.of(Dependency.on(type, "1.srv"))).build();
        return DependencyCheck.pending(b, jobs::get);
    }

    private Status status(DependencyType type) {
        return b(type, HoldType.SYSTEM).map(DependencyPending::status).orElse(null);
    }

    @Test
    void afterWaitsForTheStartOnly() {
        a(JobState.IDLE, null);
        assertEquals(Status.WAITING, status(DependencyType.AFTER));
        a(JobState.RUNNING, null);
        assertEquals(null, status(DependencyType.AFTER));
        a(JobState.COMPLETED, 1);
        assertEquals(null, status(DependencyType.AFTER));
    }

    @Test
    void afterokAfternotokAfteranyWaitForTheEndAndItsExitStatus() {
        a(JobState.RUNNING, null);
        assertEquals(Status.WAITING, status(DependencyType.AFTEROK));
        assertEquals(Status.WAITING, status(DependencyType.AFTERNOTOK));
        assertEquals(Status.WAITING, status(DependencyType.AFTERANY));
        a(JobState.COMPLETED, 0);
        assertEquals(null, status(DependencyType.AFTEROK));
        assertEquals(Status.NEVER, status(DependencyType.AFTERNOTOK));
        assertEquals(null, status(DependencyType.AFTERANY));
        a(JobState.COMPLETED, 271);
        assertEquals(Status.NEVER, status(DependencyType.AFTEROK));
        assertEquals(null, status(DependencyType.AFTERNOTOK));
        assertEquals(null, status(DependencyType.AFTERANY));
    }

    @Test
    void beforeEntriesNeverHoldTheJobThatCarriesThem() {
        // A (here the job judged) carries beforeok:2.srv because 2.srv was submitted with afterok:A
        a(JobState.HOLD, null);
        for (DependencyType t : DependencyType.values()) {
            if (t.isBefore()) {
                assertEquals(Optional.empty(), b(t), t.name());
                assertEquals(Optional.empty(), b(t, HoldType.SYSTEM), t.name());
            }
        }
    }

    @Test
    void aJobTheSnapshotLacksHoldsOnlyWhileTheServerHolds() {
        assertEquals(Status.UNKNOWN_JOB, status(DependencyType.AFTEROK));
        assertEquals(Optional.empty(), b(DependencyType.AFTEROK), "no server hold: the entry is stale");
    }

    @Test
    void onSyncAndArrayEntriesHoldWhileTheServerHolds() {
        for (Dependency d : List.of(new Dependency(DependencyType.ON, null, 2),
                new Dependency(DependencyType.SYNCCOUNT, null, 3), Dependency.on(DependencyType.SYNCWITH, "1.srv"),
                new Dependency(DependencyType.AFTEROKARRAY, "7[].srv", 4))) {
            Job held = Job.builder("2.srv").state(JobState.HOLD).holds(Set.of(HoldType.SYSTEM))
                    .dependencies(List.of(d)).build();
            assertEquals(Status.SERVER_HOLD, DependencyCheck.pending(held, jobs::get).orElseThrow().status());
            Job released = held.toBuilder().state(JobState.IDLE).holds(Set.of()).build();
            assertTrue(DependencyCheck.pending(released, jobs::get).isEmpty(), d.toString());
        }
    }

    @Test
    void theFirstOpenEntryIsReportedWithTheOtherJobsState() {
        a(JobState.COMPLETED, 0);
        jobs.put("3.srv", Job.builder("3.srv").state(JobState.RUNNING).build());
        Job b = Job.builder("2.srv").dependencies(List.of(Dependency.on(DependencyType.BEFOREANY, "9.srv"),
                Dependency.on(DependencyType.AFTEROK, "1.srv"), Dependency.on(DependencyType.AFTEROK, "3.srv"))).build();
        DependencyPending p = DependencyCheck.pending(b, jobs::get).orElseThrow();
        assertEquals("DEPEND afterok:3.srv WAITING RUNNING", p.summary());
    }
}
