package io.jmaui.scheduler.iteration;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Guide 8.2 "Backfill Chunking": once a job of BFCHUNKSIZE procs or more is blocked in backfill,
 * idle resources are kept from smaller jobs for BFCHUNKDURATION, so they can aggregate.
 */
class BackfillChunkingTest {

    static final long T0 = at("2024-05-06T12:00");

    /** Four 1-proc nodes, R on two of them for 3 h; L (4 procs) blocked, S (1 proc, 30 min) small. */
    private static Harness story(String... cfg) {
        Harness h = new Harness(cfg(cfg)).nodes(nodes("n", 4, 1));
        h.submit(job("R").procs(2).walltime(3 * HOUR).running(T0, List.of("n1", "n2")).build());
        h.submit(job("L").procs(4).walltime(HOUR).submitTime(T0 - HOUR).build());
        h.submit(job("S").procs(1).walltime(30 * MINUTE).submitTime(T0 - 10).build());
        return h;
    }

    @Test
    void withoutChunking_theSmallJobBackfills() {
        IterationResult r = story("RESERVATIONDEPTH 0").runAt(T0);

        assertTrue(r.start("S").isPresent());
    }

    @Test
    void chunking_keepsIdleProcsForLargeJobsUntilTheDurationIsOver() {
        Harness h = story("RESERVATIONDEPTH 0", "BFCHUNKSIZE 4", "BFCHUNKDURATION 1:00:00");

        IterationResult first = h.runAt(T0);
        assertFalse(first.start("S").isPresent());
        assertEquals(new BackfillChunked(4, T0 + HOUR), first.reasons().get("S"));
        assertEquals(T0, first.carryOver().chunkBlockedSince());

        IterationResult stillChunked = h.runAt(T0 + 30 * MINUTE);
        assertFalse(stillChunked.start("S").isPresent(), "the chunk carries over to the next iteration");

        IterationResult over = h.runAt(T0 + HOUR);
        assertTrue(over.start("S").orElseThrow().backfill(), "BFCHUNKDURATION is over");
    }

    @Test
    void chunking_onlyWithFirstFit() {
        IterationResult r = story("RESERVATIONDEPTH 0", "BFCHUNKSIZE 4", "BFCHUNKDURATION 1:00:00",
                "BACKFILLPOLICY BESTFIT").runAt(T0);

        assertTrue(r.start("S").isPresent());
    }
}
