package io.jmaui.it.commands;

import static io.jmaui.it.commands.CommandFixture.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.Test;

/**
 * runjob's force levels and flags as the guide's runjob page gives them (and Maui's runjob acts):
 * the hard limits unless {@code -f}, the reservations unless {@code -x}, {@code -p PARTITION},
 * {@code -s} (suspend) and {@code -c} (clear neednodes), on the emulated pbs_server's 4 nodes.
 */
class RunjobFlagsEndToEndTest extends FixtureTest {

    @Test
    void theHardLimitsHoldUnlessForced() throws Exception {
        String running = f.server.submit(JobSubmission.of("bob").procs(2).runtime(3600).walltime(3600));
        f.start("USERCFG[bob] MAXJOB=1", "NODECFG[node003] PARTITION=math", "NODECFG[node004] PARTITION=math");
        String second = f.server.submit(JobSubmission.of("bob").procs(2).runtime(3600).walltime(3600));
        f.iterate();
        assertTrue(f.server.job(running).get("exec_host") != null);
        CommandFixture.Run limited = f.as("admin", "runjob", second);
        assertEquals(1, limited.exit(), limited.out());
        assertTrue(limited.err().contains("rejected by policy") && limited.err().contains("MAXJOB")
                && limited.err().contains("-f ignores throttling policies"), limited.err());
        CommandFixture.Run unknown = f.as("admin", "runjob", "-f", "-p", "physics", second);
        assertTrue(unknown.exit() == 2 && unknown.err().contains("no partition \"physics\""), unknown.err());
        assertEquals("job " + second + " successfully started\n", ok(f.as("admin", "runjob", "-f", "-p", "math", second)).out());
        assertTrue(f.server.job(second).get("exec_host").matches("node00[34]/.*"), f.server.job(second).get("exec_host"));
    }

    @Test
    void dashSSuspendsARunningJobAndDashCClearsNeednodes() throws Exception {
        String running = f.server.submit(JobSubmission.of("bob").procs(2).runtime(3600).walltime(3600));
        String held = f.server.submit(JobSubmission.of("bob").procs(3).walltime(600).held());
        f.start();
        f.iterate();
        assertEquals("job " + running + " suspended\n", ok(f.as("admin", "runjob", "-s", running)).out());
        assertEquals("S", f.server.job(running).get("job_state"));
        CommandFixture.Run idle = f.as("admin", "runjob", "-s", held);
        assertTrue(idle.exit() == 1 && idle.err().contains("not running"), idle.err());
        assertEquals("hostlist for job " + held + " set to 3\n", ok(f.as("admin", "runjob", "-c", held)).out());
        assertEquals("3", f.server.job(held).get("Resource_List.neednodes"));
        ok(f.as("admin", "runjob", "-c", "-n", "node002", held));
        assertEquals("node002", f.server.job(held).get("Resource_List.neednodes"));
    }
}
