package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import io.jmaui.pbs.message.RequestType;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** maui.cfg parameters that change how the daemon talks to pbs_server (RMCFG, guide 13.2; SERVERNAME), on the emulated pbs_server. */
class DaemonOptionsEndToEndTest extends DaemonEndToEnd {

    @BeforeEach
    void cluster() {
        server = newServer();
        server.node("node001", 4);
        server.start(0);
    }

    private void start(String... lines) {
        daemon = attachedDaemonIn(home, server.port(), lines);
        daemon.loop().iterateNow();
    }

    @Test
    void asyncJobStartStartsJobsWithAsyrunJob() {
        // 13.2: RMCFG[pbs] ASYNCJOBSTART=TRUE "Enables Maui to start jobs asynchronously. NOTE: Only enabled for PBS."
        String job = server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        start("RMCFG[pbs] TYPE=PBS ASYNCJOBSTART=TRUE");
        assertEquals(List.of(job), server.startLog());
        assertTrue(server.replySizes().containsKey(RequestType.AsyrunJob), server.replySizes().toString());
        assertFalse(server.replySizes().containsKey(RequestType.RunJob));
    }

    @Test
    void withoutItJobsStartWithRunJob() {
        String job = server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        start("RMCFG[pbs] TYPE=PBS");
        assertEquals(List.of(job), server.startLog());
        assertTrue(server.replySizes().containsKey(RequestType.RunJob));
        assertFalse(server.replySizes().containsKey(RequestType.AsyrunJob));
    }

    @Test
    void serverNameSignsTheCommentsUsersSeeInQstat() {
        // appendix F: SERVERNAME mauiA
        server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        String second = server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        start("SERVERNAME mauiA", "USERCFG[alice] MAXJOB=1");
        String comment = server.job(second).get("comment");
        assertTrue(comment.startsWith("mauiA: waiting: "), comment);
    }

    @Test
    void trapsLogEveryIterationOfTheTrappedJobNodeAndReservation() {
        // appendix F: TRAPJOB buffy.0023.0, TRAPNODE node001|node004|node005
        String job = server.submit(JobSubmission.of("alice").procs(1).runtime(600));
        try (io.jmaui.it.commands.LogCapture log = new io.jmaui.it.commands.LogCapture("maui.trap")) {
            start("TRAPJOB " + job.replace(".", "\\."), "TRAPNODE node001|node004|node005", "LOGLEVEL 0");
            daemon.loop().iterateNow();
            assertFalse(log.matching("event=trap job=" + job, "state=IDLE").isEmpty(), log.lines().toString());
            assertFalse(log.matching("event=trap job=" + job, "state=RUNNING", "hosts=[node001]").isEmpty(),
                    log.lines().toString());
            assertFalse(log.matching("event=trap node=node001").isEmpty(), log.lines().toString());
        }
    }
}
