package io.jmaui.it.commands;

import static io.jmaui.it.commands.CommandFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.Test;

/**
 * Guides 8.4, 10.4 and 11.7 as an admin reads them: checkjob of a preempted job, of a job stopped
 * for breaking a limit and of one whose violation is being timed names the action, when and why;
 * showstats counts them, preemptions apart from limit actions.
 */
class PreemptionCommandsEndToEndTest extends FixtureTest {

    @Test
    void checkjobNamesEachPreemptionAndLimitAction_showstatsCountsThem() throws Exception {
        f.server.momIgnoresWalltime(true);
        String low = f.server.submit(JobSubmission.of("bob").nodes("2:ppn=4").runtime(7200).qos("low"));
        String over = f.server.submit(JobSubmission.of("carol").nodes("1:ppn=4").walltime(600).runtime(7200));
        String hog = f.server.submit(JobSubmission.of("dave").nodes("1:ppn=4").resource("mem", "1gb")
                .uses(4, 2048, 2500).runtime(7200));
        f.start("PREEMPTPOLICY REQUEUE", "QOSCFG[urgent] QFLAGS=PREEMPTOR PRIORITY=1000", "QOSCFG[low] QFLAGS=PREEMPTEE",
                "QOSWEIGHT 1", "USERCFG[alice] QLIST=urgent", "USERCFG[bob] QLIST=low", "JOBMAXOVERRUN 5:00",
                "RESOURCELIMITPOLICY MEM:EXTENDEDVIOLATION:CANCEL:1:00:00");
        f.server.settle();
        f.iterate();
        assertEquals("R", f.server.job(low).get("job_state"));

        String timed = ok(f.as("admin", "checkjob", hog)).out();
        assertTrue(timed.contains("Preemptions and limit actions:\n  ")
                && timed.contains("first seen over a RESOURCELIMITPOLICY limit"), timed);

        f.clock.advance(901); // carol's job: 15:01 of a 10-minute limit with 5 minutes' overrun
        String urgent = f.server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(600).qos("urgent"));
        f.server.settle();
        f.iterate();
        f.server.settle();
        f.iterate();
        assertEquals("R", f.server.job(urgent).get("job_state"));

        String preempted = ok(f.as("admin", "checkjob", low)).out();
        assertTrue(preempted.contains("requeued: preempted by " + urgent + " (QOS urgent)"), preempted);
        String cancelled = ok(f.as("admin", "checkjob", over)).out();
        assertTrue(cancelled.contains("cancelled by JOBMAXOVERRUN: ran 00:15:01, 00:05:01 past its wallclock limit"
                + " 00:10:00 (JOBMAXOVERRUN 00:05:00)"), cancelled);

        String stats = ok(f.as("admin", "showstats")).out();
        assertTrue(stats.contains("Jobs Preempted (since start):   1   (preempted REQUEUE 1)"), stats);
        assertTrue(stats.contains("Jobs Stopped by Limits:         1   (enforced JOBMAXOVERRUN CANCEL 1)"), stats);
    }
}
