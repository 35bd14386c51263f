package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * TORQUE job arrays through the daemon and the emulated pbs_server: each sub-job is a job the
 * daemon schedules, the array's slot limit is kept, and a job B depending on array A with each
 * array dependency type runs, waits or is deleted as pbs_server decides by A's counts.
 */
class JobArraysEndToEndTest extends TwoNodeEndToEnd {

    private static JobSubmission array(String request) {
        return JobSubmission.of("alice").procs(1).runtime(100).walltime(600).array(request);
    }

    private static String sub(String array, int index) {
        return array.replace("[]", "[" + index + "]");
    }

    @Test
    void everySubJobIsScheduledAndTheSlotLimitHolds() {
        String a = server.submit(array("0-5%2"));
        iterate();
        assertEquals(List.of(sub(a, 0), sub(a, 1)), server.startLog(), "two of six: pbs_server holds the rest (hold l)");
        String expected = "jmaui: waiting: held: its array runs as many jobs as its slot limit"
                + " (qsub -t ...%N); the next starts as one ends";
        assertEquals(expected, Comments.await(server, sub(a, 2), expected));
        runFor(100);
        assertEquals(List.of(sub(a, 0), sub(a, 1), sub(a, 2), sub(a, 3)), server.startLog());
        runFor(100);
        runFor(100);
        assertEquals(6, server.startLog().size());
        assertEquals("C", server.job(a).get("job_state"));
        assertEquals(List.of(), server.anomalies());
    }

    /** qdel of an array larger than pbs_server's idle slot limit: no sub-job is left for the daemon to start. */
    @Test
    void aDeletedArrayLeavesNoSubJobToStart() {
        server.setServer("idle_slot_limit", "3");
        String a = server.submit(array("0-19"));
        server.delete(a);
        iterate();
        iterate();
        assertEquals(List.of(), server.startLog(), "nothing of the deleted array is started");
        List<String> left = java.util.stream.IntStream.range(0, 20).mapToObj(i -> sub(a, i))
                .filter(id -> !server.job(id).isEmpty() && !"C".equals(server.job(id).get("job_state"))).toList();
        assertEquals(List.of(), left, "every sub-job that exists is completed");
        assertTrue(server.job(sub(a, 3)).isEmpty(), "the indexes past the idle slot limit were never cloned");
    }

    /**
     * pbs_server without moab_array_compatible holds nothing and refuses the RunJob past the
     * limit: the daemon learns the limit from that refusal, holds the rest itself, and counts no
     * failed start (the sub-jobs refused are not deferred: they start as soon as others end).
     */
    @Test
    void withoutMoabArrayCompatibleTheDaemonLearnsTheSlotLimitFromTheRefusal() {
        server.setServer("moab_array_compatible", "false");
        String a = server.submit(array("0-3%2"));
        iterate();
        assertEquals(List.of(sub(a, 0), sub(a, 1)), server.startLog());
        long refused = refusedRunJobs();
        assertTrue(refused >= 1, "the refusal that teaches the limit");
        iterate();
        String expected = "jmaui: waiting: held: its array runs as many jobs as its slot limit"
                + " (qsub -t ...%N); the next starts as one ends";
        assertEquals(expected, Comments.await(server, sub(a, 3), expected));
        runFor(100);
        assertEquals(4, server.startLog().size());
        assertEquals(refused, refusedRunJobs(), "no RunJob past the limit once it is known");
    }

    private long refusedRunJobs() {
        return server.requestLog().stream().filter(r -> r.type().name().equals("RunJob") && r.replyCode() != 0).count();
    }

    /** B waits for array A (two jobs) by each after*array type; A's jobs exit as given. */
    @ParameterizedTest(name = "{0} with A exiting {1},{2}")
    @CsvSource({"afterstartarray, 0, 0, R", "afterokarray, 0, 0, R", "afterokarray, 0, 1, C",
            "afternotokarray, 1, 1, R", "afternotokarray, 0, 1, C", "afteranyarray, 0, 1, R", "afteranyarray, 1, 1, R"})
    void afterAnArray(String type, int exit0, int exit1, String bEnds) {
        String a = server.submit(array("0-1").exitStatusOf(0, exit0).exitStatusOf(1, exit1));
        String b = server.submit(JobSubmission.of("bob").procs(1).runtime(100).walltime(600).depend(type + ":" + a));
        iterate();
        assertEquals(List.of(sub(a, 0), sub(a, 1)), server.startLog().subList(0, 2));
        if (!type.equals("afterstartarray")) {
            String waiting = "jmaui: waiting: dependency " + type + ":" + a + ": pbs_server holds this job until every job of"
                    + " array " + a + " has ";
            String comment = Comments.await(server, b, c -> c.startsWith(waiting));
            assertTrue(comment.startsWith(waiting), comment);
            runFor(100);
        } else {
            iterate();
        }
        assertEquals(bEnds, server.job(b).get("job_state"));
        assertEquals(bEnds.equals("R"), server.startLog().contains(b));
    }

    @Test
    void aCountedArrayDependencyReleasesTheJobWhileItsEntryStays() {
        String a = server.submit(array("0-2%1"));
        String b = server.submit(JobSubmission.of("bob").procs(1).runtime(100).walltime(600)
                .depend("afterokarray:" + a.replace("[]", "[][1]")));
        iterate();
        assertEquals(List.of(sub(a, 0)), server.startLog());
        String waiting = "jmaui: waiting: dependency afterokarray:" + a.replace("[]", "[][1]")
                + ": pbs_server holds this job until 1 job of array " + a + " has ended with exit status 0";
        assertEquals(waiting, Comments.await(server, b, waiting));
        runFor(100);
        assertEquals(List.of(sub(a, 0), sub(a, 1), b), server.startLog(), "the entry left on B no longer holds it");
    }

    /**
     * A before*array job is never held by its entry; pbs_server deletes it when the array gets
     * there while it still waits (A runs one job at a time: B, free to start, starts first).
     */
    @ParameterizedTest(name = "{0}, B held by its user: {1}")
    @CsvSource({"beforestartarray, false, R", "beforestartarray, true, C", "beforeokarray, false, R",
            "beforeokarray, true, C", "beforenotokarray, true, H", "beforeanyarray, true, C"})
    void beforeAnArray(String type, boolean userHold, String bEnds) {
        String a = server.submit(array("0-1%1"));
        JobSubmission bJob = JobSubmission.of("bob").procs(1).runtime(1000).walltime(2000).depend(type + ":" + a);
        String b = server.submit(userHold ? bJob.held() : bJob);
        iterate();
        assertEquals(userHold ? List.of(sub(a, 0)) : List.of(sub(a, 0), b), server.startLog());
        runFor(100);
        runFor(100);
        assertEquals(bEnds, server.job(b).get("job_state"), "A ran both its jobs, each ending with exit status 0");
    }
}
