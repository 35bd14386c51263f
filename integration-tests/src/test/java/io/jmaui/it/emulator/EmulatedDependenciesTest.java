package io.jmaui.it.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The emulator keeps dependencies as pbs_server 6.1's req_register.c does: the mirror entry on the
 * job named, the system hold on the dependent job, release or deletion when the named job starts
 * or ends, {@code on} counts, sync sets, refused registrations.
 */
class EmulatedDependenciesTest {

    private final ManualClock clock = new ManualClock(1_800_000_000L);
    private EmulatedPbsServer server;

    @BeforeEach
    void start() {
        server = new EmulatedPbsServer("emu", clock).queue("batch", 0).node("node001", 4).node("node002", 4);
        server.start(0);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private String submit(String depend, int exit) {
        JobSubmission s = JobSubmission.of("alice").procs(1).runtime(100).exitStatus(exit);
        return server.submit(depend == null ? s : s.depend(depend));
    }

    private Map<String, String> job(String id) {
        return server.job(id);
    }

    private void runToEnd(String id) {
        server.run(id, "node001:ppn=1");
        clock.advance(100);
        server.settle();
    }

    @Test
    void afterokGivesTheNamedJobBeforeokAndHoldsTheDependentOneUntilItEndsWell() {
        String a = submit(null, 0);
        String b = submit("afterok:" + a, 0);
        assertEquals("beforeok:" + b, job(a).get("depend"));
        assertEquals("afterok:" + a, job(b).get("depend"));
        assertEquals("H", job(b).get("job_state"));
        assertEquals("s", job(b).get("Hold_Types"));
        assertEquals("Q", job(a).get("job_state"), "before* never holds the job that carries it");
        runToEnd(a);
        assertNull(job(b).get("depend"), "the released entry is gone");
        assertEquals("Q", job(b).get("job_state"));
        assertEquals("n", job(b).get("Hold_Types"));
    }

    @Test
    void afterokOnAFailedJobDeletesTheDependentJob() {
        String a = submit(null, 1);
        String b = submit("afterok:" + a, 0);
        runToEnd(a);
        assertEquals("C", job(b).get("job_state"));
        assertEquals("Job deleted as result of dependency on job " + a, job(b).get("comment"));
        assertFalse(job(b).containsKey("exit_status"));
    }

    @Test
    void afternotokAndAfteranyByExitStatus() {
        String a = submit(null, 2);
        String notok = submit("afternotok:" + a, 0);
        String any = submit("afterany:" + a, 0);
        assertEquals("beforenotok:" + notok + ",beforeany:" + any, job(a).get("depend"));
        runToEnd(a);
        assertEquals("Q", job(notok).get("job_state"));
        assertEquals("Q", job(any).get("job_state"));
    }

    @Test
    void afterIsReleasedByTheStartAndBeforeBeforeTheJobNamedStarts() {
        String a = submit(null, 0);
        String b = submit("after:" + a, 0);
        assertEquals("before:" + b, job(a).get("depend"));
        server.run(a, "node001:ppn=1");
        assertEquals("Q", job(b).get("job_state"));
        assertNull(job(a).get("depend"), "the before entry is used up by the start");
    }

    @Test
    void beforeNeedsAnOnCountOnTheJobItNames() {
        String a = server.submit(JobSubmission.of("alice").procs(1).depend("on:1"));
        assertEquals("H", job(a).get("job_state"));
        assertEquals("on:1", job(a).get("depend"));
        String b = submit("beforeok:" + a, 0);
        assertEquals("afterok:" + b, job(a).get("depend"), "the on count is used up and the mirror entry added");
        assertEquals("Q", job(b).get("job_state"), "before* never holds the job that carries it");
        assertEquals("H", job(a).get("job_state"));
        runToEnd(b);
        assertEquals("Q", job(a).get("job_state"));

        String c = submit(null, 0);
        String d = submit("beforeany:" + c, 0);
        assertEquals("u", job(d).get("Hold_Types"), "a before* on a job without on is refused: PBSE_BADDEPEND");
        assertNull(job(d).get("depend"));
    }

    @Test
    void anUnknownJobGetsAUserHoldAndAJobAlreadyEndedAsAskedNone() {
        String b = submit("afterok:99.emu", 0);
        assertEquals("H", job(b).get("job_state"));
        assertEquals("u", job(b).get("Hold_Types"));
        String a = submit(null, 0);
        runToEnd(a);
        String c = submit("afterok:" + a, 0);
        assertEquals("Q", job(c).get("job_state"), "PBSE_BADSTATE: the dependency is already met");
        assertNull(job(c).get("depend"));
    }

    @Test
    void aSyncSetIsReleasedOneJobAtATimeAsEachStarts() {
        String master = server.submit(JobSubmission.of("alice").procs(1).depend("synccount:1"));
        assertEquals("H", job(master).get("job_state"));
        String member = submit("syncwith:" + master, 0);
        assertEquals("Q", job(master).get("job_state"), "all registered: the cheapest (the master) is released");
        assertEquals("H", job(member).get("job_state"));
        server.run(master, "node001:ppn=1");
        assertEquals("Q", job(member).get("job_state"));
        assertEquals("syncwith:" + master, job(member).get("depend"), "released is not shown in the attribute");
    }

    @Test
    void badDependValuesAreRefusedAtSubmission() {
        assertThrows(IllegalArgumentException.class, () -> submit("afterwards:1.emu", 0));
        assertThrows(IllegalArgumentException.class, () -> submit("on:0", 0));
        assertThrows(IllegalArgumentException.class, () -> submit("afterok:1.emu,syncwith:2.emu", 0));
    }

    @Test
    void qdelOfAQueuedJobReleasesTheJobsWaitingForItsEnd() {
        String a = submit(null, 0);
        String any = submit("afterany:" + a, 0);
        String ok = submit("afterok:" + a, 0);
        server.delete(a);
        assertEquals("Q", job(any).get("job_state"));
        // a queued job deleted keeps exit status 0 unless exit_code_canceled_job is set: afterok is met
        assertEquals("Q", job(ok).get("job_state"));
    }
}
