package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import org.junit.jupiter.api.Test;

/**
 * Guide 11.6 on the emulated pbs_server: a job of a class with CLASSCFG DEFAULT.FEATURES is
 * scheduled and shown with the class's features, poll after poll. The daemon hands the core its
 * jobs as pbs_server gave them and shows the jobs as the core prepared them.
 */
class ClassDefaultsEndToEndTest extends FixtureTest {

    @Test
    void checkjobShowsTheClassDefaultFeatures_andTheJobWaitsForThem() throws Exception {
        // no node has the feature, so the job waits, and checkjob shows why with the class's feature
        String job = f.server.submit(JobSubmission.of("alice").nodes("1:ppn=1").runtime(600).walltime(1800));
        f.start("CLASSCFG[batch] DEFAULT.FEATURES=bigmem");

        for (int poll = 0; poll < 2; poll++) {
            String out = CommandFixture.ok(f.as("alice", "checkjob", job)).out();
            assertTrue(out.contains("Features: [bigmem]"), "poll " + poll + ": " + out);
            assertTrue(!f.server.job(job).containsKey("exec_host"), "no node has bigmem: " + f.server.job(job));
            f.iterate();
        }
    }
}
