package io.jmaui.scheduler.iteration;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Guide 8.2's bypass count: a job left idle gets one more for every job backfill starts below it
 * in priority order; the jobs below the last one started out of order, and every job of an
 * iteration that backfills none, keep theirs.
 */
class BypassCountsTest {

    static final long T0 = at("2024-01-01T07:00");

    /** Two free procs behind two wide jobs: a and b backfill past wide, wide2 and x (too wide to fit); c, below b, bypasses nothing. */
    @Test
    void theJobsAboveEachBackfilledJobCountIt() {
        Harness h = new Harness(cfg()).nodes(nodes("n", 4, 1));
        h.submit(job("long").procs(2).walltime(10 * HOUR).submitTime(T0 - 60).build());
        assertEquals(Map.of(), h.runAt(T0 - 60).bypassCounts());
        h.submit(job("wide").procs(4).walltime(HOUR).submitTime(T0 - 50).build());
        h.submit(job("wide2").procs(4).walltime(HOUR).submitTime(T0 - 45).build());
        h.submit(job("a").procs(1).walltime(HOUR).submitTime(T0 - 40).build());
        h.submit(job("x").procs(3).walltime(HOUR).submitTime(T0 - 35).build());
        h.submit(job("b").procs(1).walltime(HOUR).submitTime(T0 - 30).build());
        h.submit(job("c").procs(3).walltime(HOUR).submitTime(T0 - 20).build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("a", "b"), r.starts().stream().map(s -> s.jobId()).toList());
        assertEquals(Map.of("wide", 2, "wide2", 2, "x", 1), r.bypassCounts());
        // a minute later nothing fits: no job backfills, no count changes
        assertEquals(Map.of(), h.runAt(T0 + 60).bypassCounts());
        assertEquals(2, h.job("wide").bypassCount());
    }
}
