package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.Test;

/**
 * Guide 5.4 on the emulated pbs_server, whose MOMs report {@code loadave} in the node's
 * {@code status} as pbs_mom does: a node loaded past NODEMAXLOAD, or one pbs_server reports busy,
 * takes no new work, and checknode says why.
 */
class NodeLoadEndToEndTest extends FixtureTest {

    @Test
    void aNodeLoadedPastNodemaxloadIsSkipped_andChecknodeSaysWhy() throws Exception {
        f.server.load("node001", 3.2, 0); // someone runs 3 processes on node001 outside the batch system
        String job = f.server.submit(JobSubmission.of("alice").nodes("1:ppn=2").runtime(600).walltime(1800));
        f.start("NODEALLOCATIONPOLICY FIRSTAVAILABLE", "NODEMAXLOAD 3.0");

        assertEquals("node002/0-1", f.server.job(job).get("exec_host"), "node001 is loaded 3.20 >= 3.0");
        String out = CommandFixture.ok(f.as("helpdesk", "checknode", "node001")).out();
        assertTrue(out.contains("State:       Busy  (load 3.20 reached MAXLOAD 3.00: no new work)"), out);
        assertTrue(out.contains("Load:       3.200 (MaxLoad: 3.00)"), out);
    }

    @Test
    void aNodePbsServerReportsBusyTakesNoNewWork_untilItIsFreeAgain() throws Exception {
        f.server.load("node001", 2.5, 2.0); // the MOM's $max_load is 2.0: it reports itself busy
        String job = f.server.submit(JobSubmission.of("alice").nodes("1:ppn=1").runtime(600).walltime(1800));
        f.start("NODEALLOCATIONPOLICY FIRSTAVAILABLE", "NODEAVAILABILITYPOLICY DEDICATED");

        assertEquals("node002/0", f.server.job(job).get("exec_host"));
        String out = CommandFixture.ok(f.as("helpdesk", "checknode", "node001")).out();
        assertTrue(out.contains("(pbs_server reports it busy or job-exclusive: no new work)"), out);

        f.server.load("node001", 0.0, 2.0);
        String next = f.server.submit(JobSubmission.of("alice").nodes("1:ppn=1").runtime(600).walltime(1800));
        f.iterate();
        assertEquals("node001/0", f.server.job(next).get("exec_host"), "the MOM is free again");
    }

    @Test
    void underCombinedTheLoadTakesProcessors() throws Exception {
        f.server.load("node001", 2.0, 0); // two processors in use outside the batch system
        String big = f.server.submit(JobSubmission.of("alice").nodes("1:ppn=3").runtime(600).walltime(1800));
        String small = f.server.submit(JobSubmission.of("bob").nodes("1:ppn=2").runtime(600).walltime(1800));
        f.start("NODEALLOCATIONPOLICY FIRSTAVAILABLE");

        assertEquals("node002/0-2", f.server.job(big).get("exec_host"), "node001 has 2 of 4 processors left");
        assertEquals("node001/0-1", f.server.job(small).get("exec_host"));
        String out = CommandFixture.ok(f.as("helpdesk", "checknode", "node003")).out();
        assertTrue(out.startsWith("checking node node003"), out);
    }
}
