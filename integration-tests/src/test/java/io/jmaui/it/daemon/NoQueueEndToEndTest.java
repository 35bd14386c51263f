package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code qsub -W x=QUEUEJOB:FALSE} (guide 13.3) through the daemon: on a full cluster the job is
 * deleted at once, its comment says why, and the DeleteJob is sent once; one that fits starts.
 */
class NoQueueEndToEndTest extends TwoNodeEndToEnd {

    private static JobSubmission job(int procs) {
        return JobSubmission.of("alice").procs(procs).runtime(3600).walltime(3600);
    }

    @Test
    void aJobThatCannotRunNowIsDeletedOnceAndOneThatCanRuns() {
        String full = server.submit(job(6));
        String fits = server.submit(job(2).extension("QUEUEJOB:FALSE"));
        String now = server.submit(job(1).extension("QUEUEJOB:false"));
        String flagged = server.submit(job(1).extension("FLAGS:NOQUEUE"));
        iterate();
        assertEquals(List.of(full, fits), server.startLog());
        for (String id : List.of(now, flagged)) {
            assertEquals("C", server.job(id).get("job_state"), id);
            String comment = Comments.await(server, id, c -> c.contains("QUEUEJOB:FALSE and it cannot start now"));
            assertTrue(comment.contains("QUEUEJOB:FALSE and it cannot start now"), comment);
        }
        iterate();
        runFor(60);
        assertEquals(1, server.controlLog().stream().filter(("DeleteJob " + now)::equals).count());
        assertEquals(1, server.controlLog().stream().filter(("DeleteJob " + flagged)::equals).count());
    }
}
