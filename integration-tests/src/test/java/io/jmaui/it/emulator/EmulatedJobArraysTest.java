package io.jmaui.it.emulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.pbs.auth.AuthMode;
import io.jmaui.pbs.client.PbsClient;
import io.jmaui.pbs.client.PbsClientConfig;
import io.jmaui.pbs.message.BatchReply;
import io.jmaui.pbs.message.BatchRequest;
import io.jmaui.pbs.message.PbsError;
import io.jmaui.pbs.message.RequestHeader;
import io.jmaui.pbs.message.RequestType;
import io.jmaui.pbs.message.StatusBody;
import io.jmaui.pbs.message.StatusObject;
import io.jmaui.pbs.message.StatusReply;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The emulator keeps job arrays as pbs_server 6.1 does: the template {@code N[].emu} and its
 * sub-jobs, what StatusJob shows with and without qstat's array summary, the requests it refuses,
 * slot limits, the idle slot limit, and dependencies on arrays.
 */
class EmulatedJobArraysTest {

    private final ManualClock clock = new ManualClock(1_800_000_000L);
    private EmulatedPbsServer server;
    private PbsClient client;

    @BeforeEach
    void start() {
        server = new EmulatedPbsServer("emu", clock).queue("batch", 0).node("node001", 8);
        client = PbsClient.create(PbsClientConfig.of("127.0.0.1", server.start(0), AuthMode.NONE));
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private static JobSubmission array(String request) {
        return JobSubmission.of("alice").name("sweep").procs(1).runtime(100).array(request);
    }

    private BatchReply stat(String id, String extension) throws Exception {
        return client.send(new BatchRequest(new RequestHeader(RequestType.StatusJob, "alice"),
                new StatusBody(id, List.of()), extension)).get();
    }

    private List<String> names(String id, String extension) throws Exception {
        return ((StatusReply) stat(id, extension).body()).objects().stream().map(StatusObject::name).toList();
    }

    private void run(String id) {
        server.run(id, "node001:ppn=1");
    }

    private void endRunning() {
        clock.advance(100);
        server.settle();
    }

    @Test
    void anArrayIsATemplateAndSubJobsAndOnlyQstatsSummaryShowsTheTemplate() throws Exception {
        String plain = server.submit(JobSubmission.of("alice").procs(1));
        String id = server.submit(array("0-2"));
        assertEquals("1[].emu", id);
        assertEquals(List.of(plain, "1[0].emu", "1[1].emu", "1[2].emu"), names("", null), "the scheduler's StatusJob: sub-jobs");
        assertEquals(List.of(plain, id), names("", "summarize_arrays"), "qstat without -t");
        assertEquals(List.of("1[0].emu", "1[1].emu", "1[2].emu"), names(id, null));
        assertEquals(List.of("1[1].emu"), names("1[1].emu", null));
        Exception unknown = assertThrows(java.util.concurrent.ExecutionException.class, () -> stat("9[].emu", null));
        assertTrue(unknown.getMessage().contains("PBSE_UNKJOBID"), unknown.getMessage());

        Map<String, String> sub = server.job("1[1].emu");
        assertEquals("1", sub.get("job_array_id"));
        assertEquals("sweep-1", sub.get("Job_Name"));
        assertNull(sub.get("job_array_request"), "job_clone copies every attribute but the request");
        assertEquals("Q", sub.get("job_state"));
        assertEquals("0-2", server.job(id).get("job_array_request"));
        assertEquals("sweep", server.job(id).get("Job_Name"));

        assertEquals("Q", server.job(id).get("job_state"));
        run("1[0].emu");
        assertEquals("R", server.job(id).get("job_state"), "a sub-job runs: the summary shows the array running");
        endRunning();
        assertEquals("Q", server.job(id).get("job_state"));
        run("1[1].emu");
        run("1[2].emu");
        endRunning();
        assertEquals("C", server.job(id).get("job_state"));
    }

    @Test
    void requestsPbsServerRefuses() {
        for (String bad : new String[] {"3-1", "a", "1-b", "", "%4", "-1", "2-"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> server.submit(array(bad)), bad);
            assertTrue(e.getMessage().startsWith(PbsError.BAD_ARRAY_REQ.text()), e.getMessage());
        }
        server.setServer("max_array_size", "3").setServer("max_slot_limit", "2");
        assertThrows(IllegalArgumentException.class, () -> server.submit(array("0-3")));
        assertThrows(IllegalArgumentException.class, () -> server.submit(array("0-2%3")));
        String ok = server.submit(array("1,5 , 7%2"));
        assertEquals(List.of("[1]", "[5]", "[7]"), List.of(sub(ok, 1), sub(ok, 5), sub(ok, 7)).stream()
                .map(s -> s.substring(s.indexOf('['), s.indexOf(']') + 1)).toList());
        assertEquals("Q", server.job(sub(ok, 5)).get("job_state"));
        assertEquals("l", server.job(sub(ok, 7)).get("Hold_Types"));
    }

    private static String sub(String array, int index) {
        return array.replace("[]", "[" + index + "]");
    }

    @Test
    void theSlotLimitHoldsTheSubJobsPastItAndReleasesOneAsEachEnds() {
        String id = server.submit(array("0-3%2"));
        assertEquals("Q", server.job(sub(id, 1)).get("job_state"));
        assertEquals("H", server.job(sub(id, 2)).get("job_state"));
        assertEquals("l", server.job(sub(id, 3)).get("Hold_Types"));
        run(sub(id, 0));
        run(sub(id, 1));
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> run(sub(id, 2)));
        assertTrue(refused.getMessage().contains("Array slot limit is 2 and there are already 2 jobs running"),
                refused.getMessage());
        endRunning();
        assertEquals("Q", server.job(sub(id, 2)).get("job_state"), "the first sub-job holding the slot hold loses it");
        assertEquals("Q", server.job(sub(id, 3)).get("job_state"), "two ended: two released");
    }

    @Test
    void withoutMoabArrayCompatibleOnlyRunJobKeepsTheSlotLimit() {
        server.setServer("moab_array_compatible", "false");
        String id = server.submit(array("0-2%1"));
        assertEquals("n", server.job(sub(id, 2)).get("Hold_Types"));
        run(sub(id, 0));
        assertThrows(IllegalStateException.class, () -> run(sub(id, 1)));
        endRunning();
        run(sub(id, 1));
    }

    @Test
    void atMostIdleSlotLimitSubJobsExistUntilOthersStart() throws Exception {
        server.setServer("idle_slot_limit", "2");
        String id = server.submit(array("0-4"));
        assertEquals(List.of(sub(id, 0), sub(id, 1)), names(id, null));
        run(sub(id, 0));
        assertEquals(List.of(sub(id, 0), sub(id, 1), sub(id, 2)), names(id, null));
    }

    /**
     * {@code qdel 1[].emu} of a ten-job array under an idle slot limit of 2: the delete clones no
     * sub-job in place of those it ends (being_deleted), so nothing is left queued for a scheduler
     * to start, and the indexes never cloned never exist.
     */
    @Test
    void qdelOfAnArrayLargerThanItsIdleSlotLimitLeavesNoSubJobBehind() throws Exception {
        server.setServer("idle_slot_limit", "2");
        String id = server.submit(array("0-9"));
        run(sub(id, 0));
        assertEquals(List.of(sub(id, 0), sub(id, 1), sub(id, 2)), names(id, null), "one started, two idle");

        client.deleteJob(id).get();
        assertEquals(List.of(sub(id, 0), sub(id, 1), sub(id, 2)), names(id, null), "none cloned by the delete");
        for (String sub : names(id, null)) {
            assertEquals("C", server.job(sub).get("job_state"), sub);
        }
        assertEquals("C", server.job(id).get("job_state"), "qstat's summary shows the array complete");
        for (int i = 0; i <= 9; i++) {
            String sub = sub(id, i);
            assertThrows(IllegalStateException.class, () -> run(sub), sub + " cannot be started");
        }
        assertEquals(List.of(sub(id, 0)), server.startLog());
    }

    @Test
    void anAfterokarrayJobIsHeldUntilEveryJobOfTheArrayEndedWellAndItsEntryGoes() {
        String id = server.submit(array("0-1"));
        String b = server.submit(JobSubmission.of("bob").procs(1).depend("afterokarray:" + id));
        assertEquals("H", server.job(b).get("job_state"));
        assertEquals("s", server.job(b).get("Hold_Types"));
        assertNull(server.job(id).get("depend"), "the array keeps its registrations: no job shows the mirror entry");
        assertNull(server.job(sub(id, 0)).get("depend"));
        run(sub(id, 0));
        endRunning();
        assertEquals("H", server.job(b).get("job_state"), "one of two");
        run(sub(id, 1));
        endRunning();
        assertEquals("Q", server.job(b).get("job_state"));
        assertNull(server.job(b).get("depend"));
    }

    @Test
    void aCountIsReachedEarlierAndItsEntryStays() {
        String id = server.submit(array("0-2"));
        String b = server.submit(JobSubmission.of("bob").procs(1).depend("afterokarray:" + id.replace("[]", "[][1]")));
        run(sub(id, 0));
        assertEquals("H", server.job(b).get("job_state"));
        endRunning();
        assertEquals("Q", server.job(b).get("job_state"));
        assertEquals("afterokarray:" + id.replace("[]", "[][1]"), server.job(b).get("depend"), "find_dependjob matches the array id only: the counted entry is left");
    }

    @Test
    void aJobWhoseArrayCountCanNoLongerBeReachedIsDeleted() {
        String id = server.submit(array("0-1").exitStatusOf(1, 3));
        String ok = server.submit(JobSubmission.of("bob").procs(1).depend("afterokarray:" + id));
        String notok = server.submit(JobSubmission.of("bob").procs(1).depend("afternotokarray:" + id));
        String any = server.submit(JobSubmission.of("bob").procs(1).depend("afteranyarray:" + id));
        run(sub(id, 1));
        endRunning();
        assertEquals("C", server.job(ok).get("job_state"), "one failed: two successes can no longer happen");
        assertEquals("H", server.job(notok).get("job_state"), "one failure of two");
        run(sub(id, 0));
        endRunning();
        assertEquals("C", server.job(notok).get("job_state"));
        assertEquals("Q", server.job(any).get("job_state"));
    }

    @Test
    void afterstartarrayWaitsForEveryStartAndBeforeArrayNeverHoldsButIsDeletedOnceTheArrayGotThere() {
        String id = server.submit(array("0-1"));
        String start = server.submit(JobSubmission.of("bob").procs(1).depend("afterstartarray:" + id));
        String before = server.submit(JobSubmission.of("bob").procs(1).held().depend("beforestartarray:" + id));
        String early = server.submit(JobSubmission.of("bob").procs(1).depend("beforestartarray:" + id));
        assertEquals("u", server.job(before).get("Hold_Types"), "only the user's hold");
        assertEquals("Q", server.job(early).get("job_state"));
        run(early);
        run(sub(id, 0));
        assertEquals("H", server.job(start).get("job_state"));
        run(sub(id, 1));
        assertEquals("Q", server.job(start).get("job_state"));
        assertEquals("C", server.job(before).get("job_state"), "the array started both before this job did");
        assertEquals("R", server.job(early).get("job_state"), "a running job is never deleted");
    }

    @Test
    void anArrayTypeOnAJobAndAJobTypeOnAnArray() {
        String plain = server.submit(JobSubmission.of("alice").procs(1));
        String b = server.submit(JobSubmission.of("bob").procs(1).depend("afterokarray:" + plain));
        assertEquals("u", server.job(b).get("Hold_Types"), "refused registration: the user's hold, the entry dropped");
        assertNull(server.job(b).get("depend"));
        String id = server.submit(array("0"));
        String c = server.submit(JobSubmission.of("bob").procs(1).depend("afterok:" + id));
        run(sub(id, 0));
        endRunning();
        assertEquals("s", server.job(c).get("Hold_Types"), "the array holds an afterok job whatever its jobs do");
        assertFalse(server.job(c).get("depend").isEmpty());
    }
}
