package io.jmaui.bridge.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.dependency.DependencyPending;
import io.jmaui.scheduler.dependency.DependencyPending.Status;
import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.JobState;
import org.junit.jupiter.api.Test;

/** The qstat comment and checkjob line of a job its dependencies hold. */
class DependencyTextTest {

    private static String text(Dependency d, Status s, JobState other, Integer exit) {
        return ReasonText.sentence(new DependencyPending(d, s, other, exit));
    }

    @Test
    void waitingNamesTheJobWhereItStandsAndWhatItWaitsFor() {
        assertEquals("dependency afterok:12.srv: job 12.srv is running; this job may start once that job ends with"
                + " exit status 0", text(Dependency.on(DependencyType.AFTEROK, "12.srv"), Status.WAITING, JobState.RUNNING, null));
        assertEquals("dependency after:12.srv: job 12.srv is queued; this job may start once that job has started",
                text(Dependency.on(DependencyType.AFTER, "12.srv"), Status.WAITING, JobState.IDLE, null));
        assertEquals("dependency afternotok:12.srv: job 12.srv is held; this job may start once that job ends with a"
                + " non-zero exit status", text(Dependency.on(DependencyType.AFTERNOTOK, "12.srv"), Status.WAITING,
                JobState.HOLD, null));
    }

    @Test
    void neverAndTheServersOwnHolds() {
        assertEquals("dependency afterok:12.srv can never be met: job 12.srv ended with exit status 1; pbs_server keeps"
                + " this job held (qdel it, or change its dependencies with qalter -W depend=)",
                text(Dependency.on(DependencyType.AFTEROK, "12.srv"), Status.NEVER, JobState.COMPLETED, 1));
        assertEquals("dependency on:2: pbs_server holds this job until 2 more jobs name it in a before dependency",
                text(new Dependency(DependencyType.ON, null, 2), Status.SERVER_HOLD, null, null));
        assertEquals("dependency afterokarray:7[][3].srv: pbs_server holds this job until 3 jobs of array 7[].srv have"
                + " ended with exit status 0",
                text(new Dependency(DependencyType.AFTEROKARRAY, "7[].srv", 3), Status.SERVER_HOLD, null, null));
        assertEquals("dependency afterany:3.srv: pbs_server holds this job for a job it no longer reports"
                + " (qrls -h s releases it)", text(Dependency.on(DependencyType.AFTERANY, "3.srv"), Status.UNKNOWN_JOB, null, null));
        // afterok on an array id: pbs_server registers it with the array under afterok, which no array count meets
        assertEquals("dependency afterok:7[].srv: 7[].srv is a job array, which pbs_server never counts for afterok: it"
                + " holds this job until it is released by hand (qrls -h s); an array takes afterokarray",
                text(Dependency.on(DependencyType.AFTEROK, "7[].srv"), Status.UNKNOWN_JOB, null, null));
    }
}
