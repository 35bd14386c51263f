package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;

import static io.jmaui.scheduler.config.Cfg.cfg;

import java.util.List;

import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 8.2 "Backfill Overview" and "Backfill Algorithm". */
class BackfillOverviewTest {

    static final long T0 = at("2024-01-01T10:00");

    /**
     * 8.2.1: a 2-processor cluster. A (1 proc, 4 h) started an hour ago, B (2 procs, 1 h) is the
     * top idle job, C (1 proc, 2 h) the next. C backfills, B is reserved for when A's walltime is
     * up; A ends early, B's reservation slides forward to when C ends, and B starts then.
     */
    @Test
    void backfillStory_CBackfills_BReserved_AEndsEarly_BSlides() {
        Harness h = new Harness().nodes(Node.idle("node001", 2));
        h.submit(job("A").procs(1).walltime(4 * HOUR).submitTime(T0 - 2 * HOUR)
                .running(T0 - HOUR, List.of("node001")).build());
        h.runtime("A", 2 * HOUR);
        h.submit(job("B").procs(2).walltime(HOUR).submitTime(T0 - 30 * 60).build());
        h.submit(job("C").procs(1).walltime(2 * HOUR).submitTime(T0 - 10 * 60).build());

        IterationResult first = h.runAt(T0);
        assertEquals(List.of(new StartJob("C", List.of("node001"), true)), first.starts());
        assertEquals(T0 + 3 * HOUR, first.jobReservation("B").orElseThrow().start(), "B waits for A's walltime");
        assertEquals(T0 + 3 * HOUR, first.estimatedStarts().get("B"));
        assertEquals(1, h.job("B").bypassCount(), "C jumped over B");

        IterationResult aEnded = h.runAt(T0 + HOUR);
        assertEquals(T0 + HOUR, h.completedAt("A"));
        assertTrue(aEnded.starts().isEmpty());
        assertEquals(T0 + 2 * HOUR, aEnded.jobReservation("B").orElseThrow().start(), "B slides to C's end");

        IterationResult cEnded = h.runAt(T0 + 2 * HOUR);
        assertEquals(List.of(new StartJob("B", List.of("node001", "node001"), false)), cEnded.starts());
    }

    @Test
    void backfillStory_withoutBackfill_CWaitsBehindB() {
        Harness h = new Harness(cfg("BACKFILLPOLICY NONE")).nodes(Node.idle("node001", 2));
        h.submit(job("A").procs(1).walltime(4 * HOUR).running(T0 - HOUR, List.of("node001")).build());
        h.submit(job("B").procs(2).walltime(HOUR).submitTime(T0 - 30 * 60).build());
        h.submit(job("C").procs(1).walltime(2 * HOUR).submitTime(T0 - 10 * 60).build());

        IterationResult r = h.runAt(T0);

        assertTrue(r.starts().isEmpty());
        assertEquals(new WaitsForPriorityJob("B"), r.reasons().get("C"));
    }

    /**
     * 8.2 figure "Backfill Windows": two running jobs and a reservation for job C leave four
     * nodes free for an hour and one of them free without limit: two overlapping windows.
     */
    @Test
    void backfillWindowsFigure_fourNodesForAnHour_oneNodeUnbounded() {
        Harness h = new Harness().nodes(nodes("n", 8, 1));
        h.submit(job("A").procs(2).walltime(HOUR).running(T0, List.of("n1", "n2")).build());
        h.submit(job("B").procs(2).walltime(HOUR).running(T0, List.of("n3", "n4")).build());
        h.submit(job("C").procs(7).walltime(2 * HOUR).submitTime(T0 - HOUR).build());

        IterationResult r = h.runAt(T0);

        assertEquals(T0 + HOUR, r.jobReservation("C").orElseThrow().start());
        assertEquals(List.of(new BackfillWindow(T0, 4, 4, HOUR), new BackfillWindow(T0, 1, 1, Times.INFINITY)),
                r.backfillWindows());
    }

    @Test
    void backfillJobThatWouldDelayTheReservation_doesNotStart() {
        Harness h = new Harness().nodes(nodes("n", 2, 1));
        h.submit(job("A").procs(1).walltime(HOUR).running(T0, List.of("n1")).build());
        h.submit(job("B").procs(2).walltime(HOUR).submitTime(T0 - HOUR).build());
        h.submit(job("C").procs(1).walltime(2 * HOUR).submitTime(T0 - 10).build());
        h.submit(job("D").procs(1).walltime(HOUR).submitTime(T0).build());

        IterationResult r = h.runAt(T0);

        assertFalse(r.start("C").isPresent(), "C would run past B's reservation");
        assertTrue(r.start("D").orElseThrow().backfill(), "D ends exactly when B starts");
    }
}
