package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.time.ZoneOffset;
import java.util.List;
import java.util.OptionalLong;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * showstart's estimates for {@code PROCS@DURATION}, a job not in the queue: reservation based, it
 * is placed on the cluster as the iteration left it, behind the iteration's starts and job
 * reservations; priority based, behind every waiting job of higher priority too.
 */
class StartEstimatesTest {

    static final long T0 = at("2024-03-04T08:00");
    static final MauiConfig CFG = cfg("RESERVATIONDEPTH 1");

    /**
     * Four 1-proc nodes: X on n1,n2 until 09:00, Y on n3 until 10:00. J1 (4 procs, 1 h) is
     * reserved 10:00-11:00; J2 (4 procs, 1 h, next in priority) gets no reservation (depth 1); J3
     * (1 proc, 90 min) backfills onto n4 now, until 09:30.
     */
    private static Snapshot story() {
        List<Job> jobs = List.of(
                job("X").procs(2).walltime(HOUR).running(T0, List.of("n1", "n2")).build(),
                job("Y").procs(1).walltime(2 * HOUR).running(T0, List.of("n3")).build(),
                job("J1").procs(4).walltime(HOUR).submitTime(T0 - 3 * HOUR).build(),
                job("J2").procs(4).walltime(HOUR).submitTime(T0 - 2 * HOUR).build(),
                job("J3").procs(1).walltime(90 * MINUTE).submitTime(T0 - HOUR).build());
        return Snapshot.of(jobs, nodes("n", 4, 1));
    }

    private static OptionalLong showstart(int procs, long seconds) {
        return estimate(procs, seconds, false);
    }

    private static OptionalLong estimate(int procs, long seconds, boolean priorityBased) {
        Snapshot s = story();
        IterationResult r = Iteration.run(CFG, s, T0);
        assertTrue(r.start("J3").isPresent() && r.jobReservation("J1").isPresent()
                && r.jobReservation("J2").isEmpty(), "the story as told");
        Job pseudo = StartEstimates.pseudoJob(procs + "@" + seconds, new Credentials("erin", null, null, null, null),
                procs, seconds, T0);
        var at = priorityBased ? StartEstimates.priorityBased(CFG, s, r, pseudo, ZoneOffset.UTC)
                : StartEstimates.reservationBased(CFG, s, r, pseudo, ZoneOffset.UTC);
        return at.isPresent() ? OptionalLong.of(at.get().start()) : OptionalLong.empty();
    }

    @Test
    void aJobThatEndsBeforeTheReservationStartsWhenXEnds() {
        assertEquals(T0 + HOUR, showstart(2, HOUR).getAsLong());
        assertEquals(T0 + HOUR, showstart(1, 1).getAsLong(), "n4 is J3's now: the first free proc is at 09:00");
    }

    @Test
    void aJobThatWouldRunIntoTheReservationWaitsUntilItEnds() {
        assertEquals(T0 + 3 * HOUR, showstart(1, 2 * HOUR).getAsLong());
    }

    @Test
    void moreProcsThanTheClusterHasNeverStart() {
        assertTrue(showstart(5, MINUTE).isEmpty());
        assertTrue(estimate(5, MINUTE, true).isEmpty());
    }

    @Test
    void priorityBasedItWaitsForJ2TooWhichHoldsNoReservation() {
        assertEquals(T0 + 3 * HOUR, showstart(4, HOUR).getAsLong(), "at the top of the queue: after J1");
        assertEquals(T0 + 4 * HOUR, estimate(4, HOUR, true).getAsLong(), "behind J1 and J2");
        assertEquals(T0 + HOUR, estimate(2, HOUR, true).getAsLong(), "2 procs for an hour fit before J1 either way");
    }
}
