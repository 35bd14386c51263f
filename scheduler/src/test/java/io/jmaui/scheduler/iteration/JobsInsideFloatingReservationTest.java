package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A job running inside a floating reservation uses it up (guide 7.1: the reservation's resources
 * are for the jobs it admits; Maui leaves an admitted job's resources out of what a container
 * reservation blocks): the reservation does not take further nodes for the tasks its jobs use.
 */
class JobsInsideFloatingReservationTest {

    static final long T0 = at("2024-01-01T07:00");
    static final MauiConfig POOL = cfg("SRCFG[pool] TASKCOUNT=2 RESOURCES=PROCS:1 USERLIST=alice PERIOD=INFINITY");

    @Test
    void aliceRunsInsideThePool_whichKeepsItsTwoNodesAndLeavesTheOtherTwoToBob() {
        Harness h = new Harness(POOL).nodes(nodes("n", 4, 1));
        h.submit(job("A").user("alice").procs(1).walltime(10 * HOUR).submitTime(T0 - 60).build());
        IterationResult first = h.runAt(T0);
        assertEquals(List.of("n1", "n2"), first.reservations().get(0).hosts());
        assertEquals(List.of("n1"), first.start("A").orElseThrow().hosts(), "alice's job goes into the pool");

        h.submit(job("B1").user("bob").procs(1).walltime(HOUR).submitTime(T0 + 30).build());
        h.submit(job("B2").user("bob").procs(1).walltime(HOUR).submitTime(T0 + 40).build());
        IterationResult second = h.runAt(T0 + 60);
        assertEquals(List.of("n1", "n2"), second.reservations().get(0).hosts(), "A on n1 is the pool's own use");
        assertTrue(second.start("B1").isPresent());
        assertTrue(second.start("B2").isPresent(), "the pool did not grow onto n3");
    }

    @Test
    void theRoomLeftInsideIsStillAlices_andNobodyElses() {
        Harness h = new Harness(POOL).nodes(nodes("n", 3, 1));
        h.submit(job("A").user("alice").procs(1).walltime(10 * HOUR).submitTime(T0 - 60).build());
        h.runAt(T0);
        h.submit(job("B1").user("bob").procs(1).walltime(HOUR).submitTime(T0 + 30).build());
        h.submit(job("B2").user("bob").procs(1).walltime(HOUR).submitTime(T0 + 40).build());
        h.submit(job("A2").user("alice").procs(1).walltime(HOUR).submitTime(T0 + 50).build());
        IterationResult r = h.runAt(T0 + 60);
        assertEquals(List.of("n3"), r.start("B1").orElseThrow().hosts());
        assertFalse(r.start("B2").isPresent(), "n2 is still the pool's");
        assertEquals(List.of("n2"), r.start("A2").orElseThrow().hosts());
    }

    @Test
    void aFreshPlacementAfterARestartCountsTheJobsAlreadyInside() {
        Harness h = new Harness(POOL).nodes(nodes("n", 4, 1));
        h.submit(job("A").user("alice").procs(1).walltime(10 * HOUR).submitTime(T0 - 700)
                .running(T0 - 600, List.of("n3")).build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("n3", "n1"), r.reservations().get(0).hosts(),
                "alice's running job on n3 is taken first, then free room on n1");
    }
}
