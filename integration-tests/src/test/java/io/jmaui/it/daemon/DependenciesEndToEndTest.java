package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * B depends on A with each TORQUE dependency type: the emulated pbs_server gives A the mirror entry
 * and holds B as pbs_server 6.1 does; the daemon starts A, leaves B until the server releases it,
 * says in B's comment what it waits for, and never starts a job the server deletes.
 */
class DependenciesEndToEndTest extends TwoNodeEndToEnd {

    private static JobSubmission job(int exit) {
        return JobSubmission.of("alice").procs(1).runtime(100).walltime(600).exitStatus(exit);
    }

    /** {@code afterok}, {@code afternotok}, {@code afterany}: B runs after A ends as asked, or is deleted. */
    @ParameterizedTest(name = "{0} with A exiting {1}")
    @CsvSource({"afterok, 0, true, with exit status 0", "afterok, 1, false, with exit status 0",
            "afternotok, 1, true, with a non-zero exit status", "afternotok, 0, false, with a non-zero exit status",
            "afterany, 7, true, ends"})
    void afterTheEnd(String type, int exitOfA, boolean bRuns, String waitsFor) {
        String a = server.submit(job(exitOfA));
        String b = server.submit(job(0).depend(type + ":" + a));
        assertEquals("before" + type.substring(5) + ":" + b, server.job(a).get("depend"));
        iterate();
        assertEquals(List.of(a), server.startLog(), "A carries the before entry and still runs at once");
        String expected = "jmaui: waiting: dependency " + type + ":" + a + ": job " + a + " is starting; this job may start"
                + " once that job " + (waitsFor.equals("ends") ? "ends" : "ends " + waitsFor);
        assertEquals(expected, Comments.await(server, b, expected));
        runFor(100);
        assertEquals(bRuns ? List.of(a, b) : List.of(a), server.startLog());
        assertEquals(bRuns ? "R" : "C", server.job(b).get("job_state"));
    }

    @Test
    void afterWaitsOnlyForTheStart() {
        String a = server.submit(job(0));
        String b = server.submit(job(0).depend("after:" + a));
        iterate();
        assertEquals(List.of(a), server.startLog());
        iterate();
        assertEquals(List.of(a, b), server.startLog(), "A's start released B");
    }

    /** {@code before*} on B names A, which needs {@code on:1}: A waits for B, and B is never held by its entry. */
    @ParameterizedTest(name = "{0} with B exiting {1}")
    @CsvSource({"beforeok, 0, true", "beforeok, 1, false", "beforenotok, 1, true", "beforenotok, 0, false",
            "beforeany, 0, true"})
    void beforeTheEnd(String type, int exitOfB, boolean aRuns) {
        String a = server.submit(job(0).depend("on:1"));
        String b = server.submit(job(exitOfB).depend(type + ":" + a));
        assertEquals("after" + type.substring(6) + ":" + b, server.job(a).get("depend"));
        iterate();
        assertEquals(List.of(b), server.startLog(), "the job carrying before* is the one that runs first");
        String prefix = "jmaui: waiting: dependency after" + type.substring(6) + ":" + b + ": job " + b + " is starting";
        String comment = Comments.await(server, a, c -> c.startsWith(prefix));
        assertTrue(comment.startsWith(prefix), comment);
        runFor(100);
        assertEquals(aRuns ? List.of(b, a) : List.of(b), server.startLog());
    }

    @Test
    void beforeReleasesAtTheStart() {
        String a = server.submit(job(0).depend("on:1"));
        String b = server.submit(job(0).depend("before:" + a));
        iterate();
        iterate();
        assertEquals(List.of(b, a), server.startLog());
    }

    @Test
    void anOnCountHoldsTheJobUntilThatManyJobsNameIt() {
        String a = server.submit(job(0).depend("on:2"));
        String b = server.submit(job(0).depend("beforeany:" + a));
        iterate();
        assertEquals(List.of(b), server.startLog());
        String onOne = "jmaui: waiting: dependency on:1: pbs_server holds this job until 1 more job names it in a"
                + " before dependency";
        assertEquals(onOne, Comments.await(server, a, onOne));
        String c = server.submit(job(0).depend("beforeany:" + a));
        iterate();
        runFor(100);
        assertEquals(List.of(b, c, a), server.startLog());
    }

    @Test
    void aSyncSetStartsMemberByMemberAsTheServerReleasesThem() {
        String master = server.submit(job(0).depend("synccount:1"));
        String member = server.submit(job(0).depend("syncwith:" + master));
        iterate();
        assertEquals(List.of(master), server.startLog());
        iterate();
        assertEquals(List.of(master, member), server.startLog());
    }

    @Test
    void aDependencyOnAnUnknownJobLeavesTheUsersHoldToTheUser() {
        String b = server.submit(job(0).depend("afterok:99.emu"));
        iterate();
        assertEquals(List.of(), server.startLog());
        assertEquals("jmaui: waiting: held (user)", Comments.await(server, b, "jmaui: waiting: held (user)"));
    }
}
