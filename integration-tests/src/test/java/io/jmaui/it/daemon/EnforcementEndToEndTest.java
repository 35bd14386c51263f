package io.jmaui.it.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.bridge.daemon.Daemon;
import io.jmaui.it.emulator.JobSubmission;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Guides 10.4 and 11.7 on the emulated pbs_server: a job past its wallclock limit plus
 * JOBMAXOVERRUN (its MOM ignoring walltimes) is cancelled with a DeleteJob or requeued with a
 * Rerun, a job over its memory is cancelled from the resources_used its MOM reports; each action
 * is said in the job's comment, counted by showstats, and journalled: a daemon killed while the
 * job vacates does not send it again.
 */
class EnforcementEndToEndTest extends DaemonEndToEnd {

    @BeforeEach
    void cluster() {
        server = newServer();
        server.node("node001", 4);
        server.node("node002", 4);
        server.momIgnoresWalltime(true);
        server.start(0);
    }

    private Daemon start(Path dir, String... lines) {
        return daemonIn(dir, server.port(), lines);
    }

    private void iterate() {
        daemon.loop().iterateNow();
    }

    @Test
    void s117_aJobPastItsLimitPlusJobMaxOverrunIsCancelled_once() {
        String job = server.submit(JobSubmission.of("alice").nodes("1:ppn=2").walltime(600).runtime(7200));
        String fine = server.submit(JobSubmission.of("bob").nodes("1:ppn=2").walltime(3600).runtime(7200));
        daemon = start(home, "JOBMAXOVERRUN 5:00");
        iterate();
        assertEquals(List.of(job, fine), server.startLog());
        clock.advance(900);
        server.settle();
        iterate();
        assertEquals("R", server.job(job).get("job_state"), "15 min of a 10-min limit: within the 5-min overrun");
        clock.advance(1);
        server.settle();
        iterate();
        assertEquals(List.of("DeleteJob " + job), server.controlLog());
        assertEquals("C", server.job(job).get("job_state"));
        String comment = server.job(job).get("comment");
        assertTrue(comment.startsWith("jmaui: cancelled at ") && comment.endsWith(
                ": ran 00:15:01, 00:05:01 past its wallclock limit 00:10:00 (JOBMAXOVERRUN 00:05:00)"), comment);
        assertEquals("R", server.job(fine).get("job_state"));
        iterate();
        assertEquals(List.of("DeleteJob " + job), server.controlLog(), "cancelled once");
        assertEquals(1, daemon.loop().state().statistics().count("enforced JOBMAXOVERRUN CANCEL"));
    }

    @Test
    void s104_memAlwaysCancel_cancelsTheJobUsingMoreMemoryThanItAskedFor() {
        String hog = server.submit(JobSubmission.of("alice").nodes("1:ppn=1").resource("mem", "1gb").uses(1, 2048, 2500)
                .runtime(3600));
        String modest = server.submit(JobSubmission.of("bob").nodes("1:ppn=1").resource("mem", "1gb").uses(1, 900, 1000)
                .runtime(3600));
        daemon = start(home, "RESOURCELIMITPOLICY MEM:ALWAYS:CANCEL");
        iterate();
        clock.advance(60);
        server.settle();
        iterate();
        assertEquals(List.of("DeleteJob " + hog), server.controlLog());
        assertTrue(server.job(hog).get("comment").endsWith(
                ": uses 2048 MB of memory, asked for 1024 MB (RESOURCELIMITPOLICY MEM:ALWAYS:CANCEL)"),
                server.job(hog).toString());
        assertEquals("R", server.job(modest).get("job_state"));
    }

    @Test
    void s117_wcViolationActionPreempt_requeues_andADaemonKilledWhileItVacatesDoesNotSendItAgain() throws IOException {
        server.vacateDelay(120);
        String job = server.submit(JobSubmission.of("alice").nodes("1:ppn=4").walltime(600).runtime(7200));
        String[] cfg = {"JOBMAXOVERRUN 0", "WCVIOLATIONACTION PREEMPT", "PREEMPTPOLICY REQUEUE"};
        daemon = start(home, cfg);
        iterate();
        clock.advance(601);
        server.settle();
        iterate();
        assertEquals(List.of("Rerun " + job), server.controlLog());
        assertEquals("R", server.job(job).get("job_state"), "still vacating");
        String comment = server.job(job).get("comment");
        assertTrue(comment.startsWith("jmaui: requeued at ") && comment.endsWith(
                ": ran 00:10:01, 00:00:01 past its wallclock limit 00:10:00 (JOBMAXOVERRUN 00:00:00)"), comment);
        Path crashed = home.resolveSibling(home.getFileName() + "-crashed");
        PreemptionEndToEndTest.copy(home, crashed); // what is on disk now: the state a kill -9 leaves
        daemon.close();

        daemon = start(crashed, cfg);
        iterate();
        assertEquals(List.of("Rerun " + job), server.controlLog(), "the journalled requeue is not sent again");
        clock.advance(120);
        server.settle();
        iterate();
        assertEquals(List.of(job, job), server.startLog(), "started over in the iteration that saw it requeued, not before");
        assertEquals(1, daemon.loop().state().statistics().count("enforced JOBMAXOVERRUN REQUEUE"));
    }

    @Test
    void s104_extendedViolation_timerSurvivesADaemonRestart() throws IOException {
        String hog = server.submit(JobSubmission.of("alice").nodes("1:ppn=1").resource("mem", "1gb").uses(1, 2048, 2500)
                .runtime(7200));
        String[] cfg = {"RESOURCELIMITPOLICY MEM:EXTENDEDVIOLATION:CANCEL:10:00"};
        daemon = start(home, cfg);
        iterate();
        server.settle();
        iterate(); // running, first seen over its memory: the 10-minute timer starts now
        clock.advance(300);
        server.settle();
        iterate();
        assertEquals(List.of(), server.controlLog(), "5 minutes of a 10-minute violation");
        Path crashed = home.resolveSibling(home.getFileName() + "-crashed");
        PreemptionEndToEndTest.copy(home, crashed); // what is on disk now: the state a kill -9 leaves
        daemon.close();

        daemon = start(crashed, cfg);
        clock.advance(299);
        server.settle();
        iterate();
        assertEquals(List.of(), server.controlLog(), "09:59 since first seen");
        clock.advance(2);
        server.settle();
        iterate();
        assertEquals(List.of("DeleteJob " + hog), server.controlLog(),
                "10 minutes after the first daemon saw it, not 10 minutes after the restart");
        assertTrue(server.job(hog).get("comment").endsWith(": uses 2048 MB of memory, asked for 1024 MB for 00:10:01"
                + " (RESOURCELIMITPOLICY MEM:EXTENDEDVIOLATION:CANCEL)"), server.job(hog).toString());
    }
}
