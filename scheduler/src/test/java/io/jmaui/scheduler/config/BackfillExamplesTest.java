package io.jmaui.scheduler.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Guide 8.2, Backfill. The chapter names its parameters without a maui.cfg listing, so the
 * examples are those of their appendix F entries, which 8.2 links to.
 */
class BackfillExamplesTest {

    @ParameterizedTest(name = "8.2.3.1 \"this parameter can also be set to {0}\"")
    @EnumSource(BackfillPolicy.class)
    void everyBackfillPolicy(BackfillPolicy policy) {
        assertEquals(policy, Cfg.cfg("BACKFILLPOLICY " + policy).get(Parameters.BACKFILLPOLICY));
    }

    @Test
    void defaultIsFirstFit() {
        // 8.2.3.1 "By default, backfill is enabled in Maui using the FIRSTFIT algorithm"
        assertEquals(BackfillPolicy.FIRSTFIT, Cfg.cfg().get(Parameters.BACKFILLPOLICY));
        assertEquals(BackfillMetric.PROCS, Cfg.cfg().get(Parameters.BACKFILLMETRIC));
        assertEquals(1, Cfg.cfg().get(Parameters.RESERVATIONDEPTH));
    }

    @Test
    void appendixBackfillExamples() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                BACKFILLPOLICY BESTFIT
                BACKFILLMETRIC PROCSECONDS
                BACKFILLDEPTH 128
                BFCHUNKDURATION 00:05:00
                BFCHUNKSIZE     4
                """);
        assertEquals(List.of(), c.warnings());
        assertEquals(BackfillPolicy.BESTFIT, c.get(Parameters.BACKFILLPOLICY));
        assertEquals(BackfillMetric.PROCSECONDS, c.get(Parameters.BACKFILLMETRIC));
        assertEquals(128, c.get(Parameters.BACKFILLDEPTH));
        assertEquals(300L, c.get(Parameters.BFCHUNKDURATION));
        assertEquals(4, c.get(Parameters.BFCHUNKSIZE));
    }

    @Test
    void reservationStacks() {
        // 8.2.3.2 RESERVATIONDEPTH[<X>] and RESERVATIONQOSLIST[<X>]; appendix F: "jobs with QOS values of
        // 1, 3, or 5 can have a cumulative total of up to 4 priority reservations"
        MauiConfig c = Cfg.cfg("RESERVATIONDEPTH[0] 4", "RESERVATIONQOSLIST[0] 1 3 5",
                "RESERVATIONDEPTH[1] 2", "RESERVATIONQOSLIST[1] 7");
        assertEquals(4, c.get(Parameters.RESERVATIONDEPTH));
        assertEquals(List.of("1", "3", "5"), c.get(Parameters.RESERVATIONQOSLIST));
        assertEquals(Map.of("0", 4, "1", 2), c.indexed(Parameters.RESERVATIONDEPTH));
        assertEquals(Map.of("0", List.of("1", "3", "5"), "1", List.of("7")), c.indexed(Parameters.RESERVATIONQOSLIST));
        assertEquals(List.of("ALL"), Cfg.cfg().get(Parameters.RESERVATIONQOSLIST));
    }

    @Test
    void reservationPolicy() {
        // appendix F: "maintain reservations for only the two currently highest priority jobs"
        MauiConfig c = Cfg.cfg("RESERVATIONPOLICY CURRENTHIGHEST", "RESERVATIONDEPTH 2");
        assertEquals(ReservationPolicy.CURRENTHIGHEST, c.get(Parameters.RESERVATIONPOLICY));
        assertEquals(2, c.get(Parameters.RESERVATIONDEPTH));
    }
}
