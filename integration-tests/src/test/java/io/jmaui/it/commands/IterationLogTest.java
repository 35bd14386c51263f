package io.jmaui.it.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.it.emulator.JobSubmission;

import org.junit.jupiter.api.Test;

/** One INFO summary per iteration only when something changed; a quiet cluster logs none at INFO. */
class IterationLogTest extends FixtureTest {

    @Test
    void quietIterationsStayOutOfTheInfoLog() throws Exception {
        f.start();
        try (LogCapture log = new LogCapture("maui")) {
            f.iterate();
            f.iterate();
            f.iterate();
            assertEquals(0, log.matching("INFO event=iteration ").size(), log.lines().toString());
            f.server.submit(JobSubmission.of("alice").procs(1).runtime(600).walltime(600));
            f.iterate();
            assertEquals(1, log.matching("INFO event=iteration ", "started=1").size(), log.lines().toString());
            f.iterate(); // the job goes from Starting to Running in pbs_server's answer: a change
            int logged = log.matching("INFO event=iteration ").size();
            f.iterate();
            f.iterate();
            assertEquals(logged, log.matching("INFO event=iteration ").size(), log.lines().toString());
            String line = log.matching("INFO event=iteration ").get(0);
            assertTrue(line.contains("poll_ms=") && line.contains("core_ms=") && line.contains("execute_ms="), line);
        }
    }
}
