package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A job asks to run in a reservation (guide 7.1.1, {@code qsub -W x=FLAGS:ADVRES[:<RESID>]}; the
 * job flag table: "only resources in the specified reservation may be utilized"); a BYNAME
 * reservation admits only jobs that name it and meet its ACL (guide 7.1.5).
 */
class AdvresInIterationTest {

    static final long T0 = at("2024-01-01T07:00");

    /**
     * Guide 7.1.1: {@code setres -g staff -d 8:00:00 'node[1-4]'} makes staff.1; {@code setres -u
     * john tasks==2} makes john.1, which floats onto two other nodes. Seven 1-proc nodes.
     */
    private static Harness staffAndJohn() {
        Reservation staff = new Reservation("staff.1", ReservationType.ADMIN, T0 - 60, T0 + 8 * HOUR,
                List.of("n1", "n2", "n3", "n4"), 0, Resources.procs(1), List.of(AclEntry.of(AclTarget.GROUP, "staff")),
                Set.of(), "root", 0, Set.of(), null);
        Reservation john = new Reservation("john.1", ReservationType.ADMIN, T0 - 60, Times.INFINITY, List.of(), 2,
                Resources.procs(1), List.of(AclEntry.of(AclTarget.USER, "john")), Set.of(), "root", 0, Set.of(), null);
        return new Harness().nodes(nodes("n", 7, 1)).reservation(staff).reservation(john);
    }

    @Test
    void aJobNamingStaffRunsOnlyInsideIt_andWaitsForRoomThereWhileOtherNodesAreIdle() {
        Harness h = staffAndJohn();
        for (int i = 1; i <= 5; i++) {
            h.submit(job("J" + i).user("john").procs(1).walltime(HOUR).submitTime(T0 - 100 + i).advres("staff.1").build());
        }
        IterationResult r = h.runAt(T0);
        for (int i = 1; i <= 4; i++) {
            assertTrue(List.of("n1", "n2", "n3", "n4").containsAll(r.start("J" + i).orElseThrow().hosts()));
        }
        assertFalse(r.start("J5").isPresent(), "n7 is idle and john.1 is john's, but J5 asked for staff.1");
        assertEquals("RESERVATION asked=staff.1 by ADVRES FULL needs 1 procs", r.reasons().get("J5").summary());
    }

    @Test
    void advresWithoutANameTakesAnyReservationTheJobMayUse_neverFreeNodes() {
        Harness h = staffAndJohn();
        for (int i = 1; i <= 7; i++) {
            h.submit(job("J" + i).user("john").procs(1).walltime(HOUR).submitTime(T0 - 100 + i).advres("").build());
        }
        IterationResult r = h.runAt(T0);
        List<String> used = r.starts().stream().flatMap(s -> s.hosts().stream()).sorted().toList();
        assertEquals(6, used.size(), "four of staff.1 and two of john.1");
        assertFalse(used.contains("n7"));
        assertEquals("RESERVATION asked=ANY by ADVRES FULL needs 1 procs", r.reasons().get("J7").summary());
    }

    @Test
    void aJobNamingAReservationItsAclRefusesIsToldWhy() {
        Harness h = staffAndJohn();
        h.submit(job("B").user("bob").group("guests").procs(1).walltime(HOUR).submitTime(T0 - 60).advres("staff.1").build());
        IterationResult r = h.runAt(T0);
        assertFalse(r.start("B").isPresent());
        assertEquals("RESERVATION staff.1 NO_MATCH job=GROUP=guests acl=GROUP=staff", r.reasons().get("B").summary());
    }

    @Test
    void aJobLargerThanItsReservationsHostsCanNeverRunThere() {
        Harness h = staffAndJohn();
        h.submit(job("W").user("john").procs(5).walltime(HOUR).submitTime(T0 - 60).advres("staff.1").build());
        IterationResult r = h.runAt(T0);
        assertFalse(r.start("W").isPresent(), "seven procs are free, but staff.1 has four");
        assertEquals("RESERVATION asked=staff.1 by ADVRES TOO_SMALL needs 5 procs", r.reasons().get("W").summary());
    }

    @Test
    void aJobNamingNoReservationInForceIsToldSo() {
        Harness h = staffAndJohn();
        h.submit(job("M").user("john").procs(1).walltime(HOUR).submitTime(T0 - 60).advres("maint.3").build());
        IterationResult r = h.runAt(T0);
        assertFalse(r.start("M").isPresent());
        assertEquals("RESERVATION asked=maint.3 by ADVRES MISSING needs 1 procs", r.reasons().get("M").summary());
    }

    @Test
    void byNameAdmitsOnlyAJobThatNamesIt_byItsStandingName() {
        Harness h = new Harness(cfg("SRCFG[bench] HOSTLIST=n1 USERLIST=alice FLAGS=BYNAME PERIOD=INFINITY"))
                .nodes(nodes("n", 1, 1));
        h.submit(job("plain").procs(1).walltime(HOUR).submitTime(T0 - 120).build());
        IterationResult first = h.runAt(T0);
        assertFalse(first.start("plain").isPresent());
        assertEquals("RESERVATION bench.0 BYNAME", first.reasons().get("plain").summary());
        h.submit(job("named").procs(1).walltime(HOUR).submitTime(T0 + 10).advres("bench").build());
        IterationResult second = h.runAt(T0 + 60);
        assertFalse(second.start("plain").isPresent());
        assertEquals(List.of("n1"), second.start("named").orElseThrow().hosts());
    }

    @Test
    void byNameStillAppliesItsAcl() {
        Harness h = new Harness(cfg("SRCFG[bench] HOSTLIST=n1 USERLIST=alice FLAGS=BYNAME PERIOD=INFINITY"))
                .nodes(nodes("n", 1, 1));
        h.submit(job("bob").user("bob").procs(1).walltime(HOUR).submitTime(T0 - 60).advres("bench.0").build());
        IterationResult r = h.runAt(T0);
        assertFalse(r.start("bob").isPresent());
        assertEquals("RESERVATION bench.0 NO_MATCH job=USER=bob acl=USER=alice", r.reasons().get("bob").summary());
    }
}
