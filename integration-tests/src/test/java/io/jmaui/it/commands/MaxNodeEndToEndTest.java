package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MAXNODE counts the nodes a user's jobs hold together (guide 6.2), on the emulated pbs_server with
 * np=4 nodes: two 1-proc jobs of one user on one node count one node, the scheduler packs the
 * user's jobs onto that node rather than pass the limit, and checkjob, diagnose -u and the qstat
 * comment say how many nodes are in use.
 */
class MaxNodeEndToEndTest extends FixtureTest {

    @Test
    void twoOneProcJobsOfOneUserOnOneNp4NodeCountOneNode() throws Exception {
        String first = f.server.submit(JobSubmission.of("alice").procs(1).runtime(3600));
        f.server.run(first, "node003:ppn=1");
        String second = f.server.submit(JobSubmission.of("alice").procs(1).runtime(3600));
        String third = f.server.submit(JobSubmission.of("alice").procs(1).runtime(3600));
        String wide = f.server.submit(JobSubmission.of("alice").nodes("1:ppn=4").runtime(3600));
        f.start("USERCFG[alice] MAXNODE=1");

        assertEquals(List.of(first, second, third), f.server.startLog(), "the 1-proc jobs join alice's node");
        assertEquals("node003/1", f.server.job(second).get("exec_host"));
        assertEquals("node003/2", f.server.job(third).get("exec_host"));
        String expected = "MAXNODE hard limit 1 for user alice reached: 1 nodes in use, job needs 1 more";
        String comment = io.jmaui.it.daemon.Comments.await(f.server, wide, c -> c.contains("MAXNODE"));
        assertEquals("jmaui: waiting: " + expected, comment);
        assertTrue(CommandFixture.ok(f.as("admin", "checkjob", wide)).out().contains(expected));
        String u = CommandFixture.ok(f.as("admin", "diagnose", "-u")).out();
        assertTrue(u.lines().anyMatch(l -> l.matches("alice\\s+3\\s+1\\s+3\\s+1\\s+MAXNODE=1")), u);
    }
}
