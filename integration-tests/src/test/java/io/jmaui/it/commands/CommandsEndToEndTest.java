package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Maui commands against a running daemon on the emulated pbs_server, over the real Unix socket. */
class CommandsEndToEndTest {

    @TempDir
    Path home;

    private CommandFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    @Test
    void showqListsActiveEligibleAndBlockedJobs() throws Exception {
        f = new CommandFixture(home);
        String big = f.server.submit(JobSubmission.of("alice").nodes("4:ppn=4").runtime(600).walltime(3600));
        String waits = f.server.submit(JobSubmission.of("bob").nodes("2:ppn=4").runtime(600).walltime(1800));
        String held = f.server.submit(JobSubmission.of("carol").procs(1).walltime(600).held());
        f.start();
        CommandFixture.Run r = f.as("alice", "showq");
        assertEquals(0, r.exit(), r.err());
        System.out.println(r.out());
        assertTrue(r.out().contains("ACTIVE JOBS"), r.out());
        assertTrue(r.out().contains(big), r.out());
        assertTrue(r.out().contains("IDLE JOBS"), r.out());
        assertTrue(r.out().contains(waits), r.out());
        assertTrue(r.out().contains("BLOCKED JOBS"), r.out());
        assertTrue(r.out().contains(held), r.out());
        assertTrue(r.out().contains("16 of    16 Processors Active (100.00%)"), r.out());
        assertTrue(r.out().contains("Total Jobs: 3   Active Jobs: 1   Idle Jobs: 1   Blocked Jobs: 1"), r.out());
    }
}
