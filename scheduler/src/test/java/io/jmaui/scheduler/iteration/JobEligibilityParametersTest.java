package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import org.junit.jupiter.api.Test;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Appendix F ENABLEMULTINODEJOBS and REJECTNEGPRIOJOBS: jobs the scheduler does not consider. */
class JobEligibilityParametersTest {

    static final long T0 = at("2024-02-01T10:00");

    /** "specifies whether or not the scheduler will allow jobs to span more than one node". */
    @Test
    void enableMultiNodeJobsFalse_aJobThatWouldSpanNodesNeverStarts() {
        Harness h = new Harness(cfg("ENABLEMULTINODEJOBS FALSE")).nodes(nodes("n", 3, 4));
        h.submit(job("BIG").procs(6).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("TWO").tasks(2).nodes(2).walltime(HOUR).submitTime(T0 - 50).build());
        h.submit(job("ONE").procs(3).walltime(HOUR).submitTime(T0 - 40).build());
        h.submit(job("FILL").procs(2).walltime(HOUR).submitTime(T0 - 30).build());

        IterationResult r = h.runAt(T0);

        assertEquals("ENABLEMULTINODEJOBS FALSE: job needs 6 procs, the largest node has 4",
                r.reasons().get("BIG").summary());
        assertEquals("ENABLEMULTINODEJOBS FALSE: job asks for 2 nodes", r.reasons().get("TWO").summary());
        assertEquals(1, r.start("ONE").orElseThrow().hosts().stream().distinct().count());
        assertEquals(1, r.start("FILL").orElseThrow().hosts().stream().distinct().count(),
                "2 procs on one node, not the one left beside ONE and one more elsewhere");
    }

    @Test
    void enableMultiNodeJobsByDefault_jobsSpanNodes() {
        Harness h = new Harness().nodes(nodes("n", 3, 4));
        h.submit(job("BIG").procs(6).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(2, h.runAt(T0).start("BIG").orElseThrow().hosts().stream().distinct().count());
    }

    static final MauiConfig NEGATIVE = cfg("ENABLENEGJOBPRIORITY TRUE", "USERWEIGHT 1", "USERCFG[paul] PRIORITY=-1000");

    /** With ENABLENEGJOBPRIORITY TRUE, REJECTNEGPRIOJOBS (default TRUE) keeps jobs of negative priority out. */
    @Test
    void rejectNegPrioJobs_negativePriorityJobsAreNotConsidered() {
        Harness h = new Harness(NEGATIVE).nodes(nodes("n", 2, 4));
        h.submit(job("P").user("paul").procs(1).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("A").procs(1).walltime(HOUR).submitTime(T0 - 50).build());

        IterationResult r = h.runAt(T0);

        assertFalse(r.start("P").isPresent(), "idle procs, but paul's job is not considered");
        assertTrue(r.reasons().get("P").summary().startsWith("REJECTNEGPRIOJOBS: priority -"), r.reasons().get("P").summary());
        assertTrue(r.start("A").isPresent());
    }

    @Test
    void rejectNegPrioJobsFalse_negativePriorityJobsRunLast() {
        Harness h = new Harness(cfg("ENABLENEGJOBPRIORITY TRUE", "REJECTNEGPRIOJOBS FALSE", "USERWEIGHT 1",
                "USERCFG[paul] PRIORITY=-1000")).nodes(nodes("n", 2, 4));
        h.submit(job("P").user("paul").procs(1).walltime(HOUR).submitTime(T0 - 60).build());
        assertTrue(h.runAt(T0).start("P").isPresent());
    }
}
