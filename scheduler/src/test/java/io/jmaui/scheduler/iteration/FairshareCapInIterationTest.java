package io.jmaui.scheduler.iteration;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Guide 6.3 "Feasibility Based Fairshare": "If the fairshare cap is reached or exceeded, the job is
 * not allowed to run even if there are resources available", with the cap written in maui.cfg as
 * a percentage of all cycles delivered ({@code FSTARGET=25%}) or an absolute amount ({@code ^}).
 */
class FairshareCapInIterationTest {

    static final long T0 = at("2024-03-04T08:00");

    /** alice runs one job and bob three, one proc each, for an hour; then each submits one more. */
    private static Harness aliceAndBobRanAnHourEach(String... capLines) {
        String[] lines = new String[capLines.length + 1];
        lines[0] = "FSPOLICY DEDICATEDPS";
        System.arraycopy(capLines, 0, lines, 1, capLines.length);
        Harness h = new Harness(cfg(lines)).nodes(nodes("n", 6, 1));
        h.submit(job("A1").user("alice").walltime(2 * HOUR).submitTime(T0 - 60).build());
        h.submit(job("B1").user("bob").walltime(2 * HOUR).submitTime(T0 - 60).build());
        h.submit(job("B2").user("bob").walltime(2 * HOUR).submitTime(T0 - 60).build());
        h.submit(job("B3").user("bob").walltime(2 * HOUR).submitTime(T0 - 60).build());
        h.runAt(T0);
        h.submit(job("A2").user("alice").walltime(HOUR).submitTime(T0 + HOUR).build());
        h.submit(job("B4").user("bob").walltime(HOUR).submitTime(T0 + HOUR).build());
        return h;
    }

    @Test
    void aRelativeCapBlocksTheJobOnIdleNodes() {
        // alice had 1 of the 4 proc-hours delivered (25%); her next hour would make it 2 of 4 (50%)
        Harness h = aliceAndBobRanAnHourEach("USERCFG[alice] FSTARGET=25%");

        IterationResult r = h.runAt(T0 + HOUR);

        assertTrue(r.start("B4").isPresent());
        assertFalse(r.start("A2").isPresent(), "a node stays idle, but alice is at her cap");
        assertEquals("FSCAP user=alice usage=25.00% withjob=50.00% cap=25.00%", r.reasons().get("A2").summary());
    }

    @Test
    void aRelativeCapTheJobStaysUnderLetsItRun() {
        IterationResult r = aliceAndBobRanAnHourEach("USERCFG[alice] FSTARGET=50%").runAt(T0 + HOUR);

        assertTrue(r.start("A2").isPresent());
    }

    @Test
    void anAbsoluteCapCountsProcSeconds() {
        // A1 asks 7200 proc-seconds; an hour in, A2's 7200 would bring alice to 3600 + 7200 = 10800
        assertTrue(twoLongJobsOfAlice("10800^").start("A2").isPresent());
        IterationResult r = twoLongJobsOfAlice("10000^");
        assertFalse(r.start("A2").isPresent());
        assertEquals("FSCAP user=alice usage=3600.00 withjob=10800.00 cap=10000.00^", r.reasons().get("A2").summary());
    }

    private static IterationResult twoLongJobsOfAlice(String cap) {
        Harness h = new Harness(cfg("FSPOLICY DEDICATEDPS", "USERCFG[alice] FSTARGET=" + cap)).nodes(nodes("n", 2, 1));
        h.submit(job("A1").user("alice").walltime(2 * HOUR).submitTime(T0 - 60).build());
        assertTrue(h.runAt(T0).start("A1").isPresent());
        h.submit(job("A2").user("alice").walltime(2 * HOUR).submitTime(T0 + HOUR).build());
        return h.runAt(T0 + HOUR);
    }
}
