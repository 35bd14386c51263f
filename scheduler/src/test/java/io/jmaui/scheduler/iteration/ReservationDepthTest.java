package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
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
 * Guide 8.2 "one final important note" and 7.1.4: RESERVATIONDEPTH says how far down the queue
 * jobs are protected by reservations; RESERVATIONQOSLIST spreads the depth over QOS levels.
 */
class ReservationDepthTest {

    static final long T0 = at("2024-03-04T08:00");

    /**
     * Four 1-proc nodes: X on n1,n2 until 09:00, Y on n3 until 10:00, n4 idle. J1 (4 procs) can
     * start at 10:00, J2 (3 procs, 1 h) at 09:00; J3 (1 proc, 90 min) would fit on n4 now.
     */
    private static Harness story(String... cfgLines) {
        Harness h = new Harness(cfg(cfgLines)).nodes(nodes("n", 4, 1));
        h.submit(job("X").procs(2).walltime(HOUR).running(T0, List.of("n1", "n2")).build());
        h.submit(job("Y").procs(1).walltime(2 * HOUR).running(T0, List.of("n3")).build());
        h.submit(job("J1").procs(4).walltime(HOUR).submitTime(T0 - 3 * HOUR).build());
        h.submit(job("J2").procs(3).walltime(HOUR).submitTime(T0 - 2 * HOUR).build());
        h.submit(job("J3").procs(1).walltime(90 * MINUTE).submitTime(T0 - HOUR).build());
        return h;
    }

    @Test
    void depthOne_protectsOnlyTheTopJob_J3BackfillsAndDelaysJ2() {
        IterationResult r = story("RESERVATIONDEPTH 1").runAt(T0);

        assertEquals(T0 + 2 * HOUR, r.jobReservation("J1").orElseThrow().start());
        assertFalse(r.jobReservation("J2").isPresent());
        assertTrue(r.start("J3").orElseThrow().backfill(), "J3 ends before J1's reservation");
    }

    @Test
    void depthTwo_protectsTheSecondJob_J3WaitsForIt() {
        IterationResult r = story("RESERVATIONDEPTH 2").runAt(T0);

        assertEquals(T0 + 2 * HOUR, r.jobReservation("J1").orElseThrow().start());
        assertEquals(T0 + HOUR, r.jobReservation("J2").orElseThrow().start());
        assertEquals(List.of("n1", "n2", "n4"), r.jobReservation("J2").orElseThrow().hosts());
        assertFalse(r.start("J3").isPresent(), "J3 would run into J2's reservation on n4");
        assertEquals("RESERVATION", r.reasons().get("J3").policy());
    }

    @Test
    void depthZero_reservesNothing_theTopJobCanBeDelayed() {
        IterationResult r = story("RESERVATIONDEPTH 0").runAt(T0);

        assertTrue(r.reservations().isEmpty());
        assertTrue(r.start("J3").isPresent());
    }

    @Test
    void reservationPolicyNever_reservesNothing() {
        IterationResult r = story("RESERVATIONPOLICY NEVER").runAt(T0);

        assertTrue(r.reservations().isEmpty());
    }

    @Test
    void reservationQosList_depthGoesToTheListedQos() {
        Harness h = story("RESERVATIONDEPTH[0] 1", "RESERVATIONQOSLIST[0] high", "QOSCFG[high] PRIORITY=1");
        Job j2 = h.job("J2").toBuilder().qos("high").build();
        h.submit(j2);

        IterationResult r = h.runAt(T0);

        assertFalse(r.jobReservation("J1").isPresent(), "J1's QOS is not in the list");
        assertEquals(T0 + HOUR, r.jobReservation("J2").orElseThrow().start());
        assertFalse(r.start("J3").isPresent());
    }

    @Test
    void reservedJobsGetTheirReservationStartAsEstimate() {
        IterationResult r = story("RESERVATIONDEPTH 2").runAt(T0);

        assertEquals(T0 + 2 * HOUR, r.estimatedStarts().get("J1"));
        assertEquals(T0 + HOUR, r.estimatedStarts().get("J2"));
        assertEquals("RESOURCES needs 4 procs, 1 free", r.reasons().get("J1").summary());
    }
}
