package io.jmaui.bridge.tool;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** maui-simulate's progress line: on a terminal for long runs only, nothing when stderr is not one. */
class ProgressTest {

    private static final long SECOND = 1_000_000_000L;
    /** The first event of the trace, in its own seconds. */
    private static final long SIM_NOW = 889_012_800L;

    private final StringWriter out = new StringWriter();
    private final AtomicLong clock = new AtomicLong(5 * SECOND);

    private Progress progress(boolean terminal, int runs) {
        return new Progress(new PrintWriter(out), terminal, runs, 10_000, clock::get);
    }

    @Test
    void aLongRunOnATerminalShowsSimulatedTimeJobsAndRate() {
        Progress p = progress(true, 1);
        clock.addAndGet(SECOND);
        p.update(0, 10, SIM_NOW);
        clock.addAndGet(3 * SECOND);
        p.update(0, 4_210, SIM_NOW + 12 * 86_400 + 4 * 3600 + 39 * 60 + 59);
        assertEquals("\rmaui-simulate: 12 d 04:39 simulated, 4,210 of 10,000 jobs done (42%), 1,053 jobs/s, 4 s   ",
                out.toString());
    }

    @Test
    void aShortRunPrintsNothing() {
        assertEquals("", afterUpdates(true, 19, SECOND / 10));
    }

    @Test
    void notATerminalPrintsNothingHoweverLong() {
        assertEquals("", afterUpdates(false, 100, SECOND));
    }

    /** What a single run prints over {@code updates} iterations {@code step} apart and its end. */
    private String afterUpdates(boolean terminal, int updates, long step) {
        Progress p = progress(terminal, 1);
        for (int i = 1; i <= updates; i++) {
            clock.addAndGet(step);
            p.update(0, i * 100L, SIM_NOW + i);
        }
        p.finish();
        return out.toString();
    }

    @Test
    void linesComeAtMostTwiceASecondAndAreClearedAtTheEnd() {
        Progress p = progress(true, 1);
        clock.addAndGet(3 * SECOND);
        for (int i = 0; i < 10; i++) {
            clock.addAndGet(SECOND / 10);
            p.update(0, 100L * i, SIM_NOW + i);
        }
        // at 3.1 s, then 3.6 s: one second of updates every 100 ms gives two lines
        assertEquals(2, out.toString().split("maui-simulate:").length - 1);
        p.finish();
        assertTrue(out.toString().endsWith("\r" + " ".repeat(100) + "\r"));
    }

    @Test
    void severalRunsCountJobsOverAllWithoutASimulatedTime() {
        Progress p = progress(true, 3);
        p.update(0, 1_000, SIM_NOW);
        p.update(1, 2_000, SIM_NOW);
        clock.addAndGet(10 * SECOND);
        p.update(2, 3_000, SIM_NOW);
        assertEquals("\rmaui-simulate: 6,000 of 10,000 jobs done (60%), 3 runs, 600 jobs/s, 10 s   ", out.toString());
    }

    @Test
    void theLauncherSaysWhetherStderrIsATerminal() {
        String before = System.getProperty(Progress.TERMINAL_PROPERTY);
        try {
            System.setProperty(Progress.TERMINAL_PROPERTY, "false");
            assertEquals(false, Progress.onTerminal());
            System.setProperty(Progress.TERMINAL_PROPERTY, "true");
            assertEquals(true, Progress.onTerminal());
        } finally {
            if (before == null) {
                System.clearProperty(Progress.TERMINAL_PROPERTY);
            } else {
                System.setProperty(Progress.TERMINAL_PROPERTY, before);
            }
        }
    }
}
