package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * diagnose -P on the emulated pbs_server: after three of alice's jobs ran 10 minutes of their
 * hour, the predictor trusts her history and plans her next job, started at once, with 10 minutes.
 */
class PredictionEndToEndTest {

    @TempDir
    Path home;

    @Test
    void diagnosePShowsTheHistoryItsAccuracyAndTheJobItShortens() throws Exception {
        try (CommandFixture f = new CommandFixture(home)) {
            for (int i = 0; i < 3; i++) {
                f.server.submit(JobSubmission.of("alice").nodes("1:ppn=1").runtime(600).walltime(3600));
            }
            f.start("JOBPREDICTIONPOLICY USER", "JOBPREDICTIONDEPTH 1");
            f.clock.advance(600);
            f.server.settle();
            f.iterate();
            String next = f.server.submit(JobSubmission.of("alice").nodes("1:ppn=1").runtime(600).walltime(3600));
            f.iterate();

            String out = CommandFixture.ok(f.as("helpdesk", "diagnose", "-P")).out();
            assertTrue(out.contains("JOBPREDICTIONPOLICY USER  DEPTH 1  HISTORY 16"), out);
            assertTrue(out.contains("history: 3 completed jobs remembered for 1 user\n"), out);
            // each of the last two was predicted exactly from the one before (600 s), the hour scored 1/6
            assertTrue(out.lines().anyMatch(l -> l.matches("alice\\s+3\\s+2\\s+1\\.00\\s+0\\.17\\s+1\\.00\\s+0\\.00%\\s+yes")), out);
            assertTrue(out.lines().anyMatch(l -> l.matches(java.util.regex.Pattern.quote(next)
                    + "\\s+alice\\s+RUNNING\\s+01:00:00\\s+00:10:00\\s+00:50:00")), out);
            assertTrue(out.contains("1 job planned with a prediction, 00:50:00 shorter"), out);
        }
    }
}
