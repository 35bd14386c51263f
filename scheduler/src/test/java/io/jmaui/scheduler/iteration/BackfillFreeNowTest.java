package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.decision.StartJob;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Backfill reads the procs free now once per start ({@code BackfillPass.mayFitNow}): a job
 * within them is tried, a job beyond them is refused at once unless a reservation's room may take
 * it, and after a start the procs left are read again.
 */
class BackfillFreeNowTest {

    static final long T0 = at("2024-01-01T07:00");

    /**
     * n1 and n2 are reserved for helpdesk (setres -u helpdesk n1,n2), one other node is free: the
     * top job waits, helpdesk's job, wider than the free procs, backfills into the reserved room.
     */
    @Test
    void aJobBeyondTheFreeProcsStartsInTheRoomOfAReservationItMayUse() {
        Reservation desk = new Reservation("desk.1", ReservationType.ADMIN, T0 - HOUR, T0 + 20 * HOUR, List.of("n1", "n2"),
                0, Resources.procs(1), List.of(AclEntry.of(AclTarget.USER, "helpdesk")), Set.of(), "root", 0, Set.of(), null);
        Harness h = new Harness(cfg()).nodes(nodes("n", 4, 1)).reservation(desk);
        h.submit(job("long").user("bob").procs(1).walltime(10 * HOUR).submitTime(T0 - 60).build());
        h.runAt(T0 - 60);
        h.submit(job("wide").user("bob").procs(3).walltime(HOUR).submitTime(T0 - 30).build());
        h.submit(job("wide2").user("bob").procs(3).walltime(HOUR).submitTime(T0 - 25).build()); // ends the priority pass
        h.submit(job("help").user("helpdesk").procs(2).walltime(HOUR).submitTime(T0 - 20).build());
        List<StartJob> starts = h.runAt(T0).starts();
        assertEquals(List.of("help"), starts.stream().map(StartJob::jobId).toList());
        assertEquals(true, starts.get(0).backfill());
    }

    /** Two free procs, three one-proc jobs behind two wide ones: two backfill, the third finds none left. */
    @Test
    void afterAStartTheProcsLeftAreReadAgain() {
        Harness h = new Harness(cfg()).nodes(nodes("n", 4, 1));
        h.submit(job("long").procs(2).walltime(10 * HOUR).submitTime(T0 - 60).build());
        h.runAt(T0 - 60);
        h.submit(job("wide").procs(4).walltime(HOUR).submitTime(T0 - 40).build());
        h.submit(job("wide2").procs(4).walltime(HOUR).submitTime(T0 - 35).build()); // ends the priority pass
        for (String id : List.of("a", "b", "c")) {
            h.submit(job(id).procs(1).walltime(HOUR).submitTime(T0 - 30).build());
        }
        List<StartJob> starts = h.runAt(T0).starts();
        assertEquals(List.of("a", "b"), starts.stream().map(StartJob::jobId).toList());
        assertEquals(List.of(true, true), starts.stream().map(StartJob::backfill).toList());
    }
}
