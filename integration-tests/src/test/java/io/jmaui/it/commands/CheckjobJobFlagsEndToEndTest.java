package io.jmaui.it.commands;

import static io.jmaui.it.commands.CommandFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * checkjob's {@code Flags:} line, as Maui 3.3's checkjob prints the job's flags: the reservation a
 * job asks for ({@code ADVRES:NAME}), a job started by backfill, a host list, TORQUE's Rerunable,
 * the QOS's preemptor flag and whole nodes; no line for a job without flags.
 */
class CheckjobJobFlagsEndToEndTest extends FixtureTest {

    private static JobSubmission job(int procs, long seconds) {
        return JobSubmission.of("alice").procs(procs).runtime(seconds).walltime(seconds);
    }

    private String flags(String jobId) {
        String out = ok(f.as("alice", "checkjob", jobId)).out();
        return Arrays.stream(out.split("\n")).filter(l -> l.startsWith("Flags:")).findFirst().orElse(null);
    }

    @Test
    void eachJobShowsTheFlagsMauiWouldGiveIt() throws Exception {
        f.server.submit(job(12, 3600));
        f.server.submit(job(16, 600));
        String small = f.server.submit(job(1, 600).attribute("Rerunable", "False"));
        String adv = f.server.submit(job(1, 600).extension("ADVRES:hers"));
        String placed = f.server.submit(job(1, 600).qos("high").extension("HOSTLIST:node004")
                .extension("NACCESSPOLICY:SINGLEJOB"));
        String plain = f.server.submit(job(1, 600).attribute("Rerunable", "False").held());
        f.start("USERCFG[alice] QLIST=high", "QOSCFG[high] QFLAGS=PREEMPTOR");
        assertEquals("Flags:       BACKFILL", flags(small), "started in the gap before the 16-proc job's reservation");
        assertEquals("Flags:       ADVRES:hers RESTARTABLE", flags(adv));
        String line = flags(placed);
        assertTrue(line.endsWith(" HOSTLIST RESTARTABLE PREEMPTOR DEDICATEDNODE"), line);
        assertEquals(null, flags(plain));
        assertFalse(ok(f.as("alice", "checkjob", plain)).out().contains("Flags:"));
    }
}
