package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.daemon.Comments;
import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.Test;

/**
 * Guide 7.2 on the emulated pbs_server: the guide's departments (NODECFG PARTITION) with a user
 * kept to one of them ({@code PLIST=math&}); a job stays inside one partition, a request for a
 * partition the job may not use is refused in its comment, and showq -p, showbf -p and
 * diagnose -t show each partition.
 */
class PartitionsEndToEndTest extends FixtureTest {

    @Test
    void jobsStayInsideOnePartition_andTheCommandsShowEach() throws Exception {
        // node001 and node003 are astronomy's, node002 and node004 math's: FIRSTAVAILABLE alone would mix them
        String alice = f.server.submit(JobSubmission.of("alice").nodes("2:ppn=4").runtime(600).walltime(1800));
        String bob = f.server.submit(JobSubmission.of("bob").nodes("1:ppn=4").runtime(600).walltime(1800));
        String denied = f.server.submit(JobSubmission.of("bob").nodes("1:ppn=1").runtime(600).walltime(1800)
                .extension("PARTITION:astronomy"));
        f.start("NODEALLOCATIONPOLICY FIRSTAVAILABLE", "NODECFG[node001] PARTITION=astronomy",
                "NODECFG[node003] PARTITION=astronomy", "NODECFG[node002] PARTITION=math",
                "NODECFG[node004] PARTITION=math", "USERCFG[bob] PLIST=math&");

        assertEquals("node001/0-3+node003/0-3", f.server.job(alice).get("exec_host"), "astronomy holds alice's 8 procs");
        assertEquals("node002/0-3", f.server.job(bob).get("exec_host"), "bob may use math only");
        assertNull(f.server.job(denied).get("exec_host"));
        String comment = Comments.await(f.server, denied, c -> c.contains("partition"));
        assertTrue(comment.contains("requested partition astronomy is not among those its credentials allow"), comment);

        String math = CommandFixture.ok(f.as("helpdesk", "showq", "-p", "math")).out();
        assertTrue(math.lines().anyMatch(l -> l.startsWith(bob + " ")), math);
        assertFalse(math.lines().anyMatch(l -> l.startsWith(alice + " ")), math);

        String bf = CommandFixture.ok(f.as("dave", "showbf", "-p", "math")).out();
        assertTrue(bf.contains("partition: math"), bf);
        assertTrue(bf.lines().anyMatch(l -> l.matches("math\\s+4\\s+1\\s.*")), bf);
        assertFalse(bf.lines().anyMatch(l -> l.startsWith("astronomy")), bf);

        String diag = CommandFixture.ok(f.as("helpdesk", "diagnose", "-t")).out();
        assertTrue(diag.lines().anyMatch(l -> l.matches("astronomy\\s+2\\s+2\\s+8\\s+8\\s+8\\s.*")), diag);
        assertTrue(diag.lines().anyMatch(l -> l.matches("math\\s+2\\s+2\\s+8\\s+8\\s+4\\s.*")), diag);
        assertTrue(diag.contains("Access: user:bob"), diag);

        String unknown = f.as("dave", "showbf", "-p", "physics").err();
        assertTrue(unknown.contains("no partition \"physics\"; the nodes are in astronomy, math"), unknown);
    }
}
