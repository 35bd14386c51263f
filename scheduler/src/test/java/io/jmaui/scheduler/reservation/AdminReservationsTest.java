package io.jmaui.scheduler.reservation;

import static io.jmaui.scheduler.model.AclTarget.DURATION;
import static io.jmaui.scheduler.model.AclTarget.USER;
import static io.jmaui.scheduler.reservation.Fixtures.HOUR;
import static io.jmaui.scheduler.reservation.Fixtures.at;
import static io.jmaui.scheduler.reservation.Fixtures.entry;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** Administrative reservations, guide 7.1.2 and 7.1.5.3 "Configuring Administrative Reservations". */
class AdminReservationsTest {

    static final long NOW = at("2024-01-01T10:00");
    static final List<Node> NODES = List.of(Node.idle("node01", 8), Node.idle("node02", 8), Node.idle("node03", 8),
            Node.idle("node10", 8));

    @Test
    void aReservationWithNoAclIsASystemReservationBlockingEveryJob() {
        AdminChange c = AdminReservations.create(List.of(), AdminReservationSpec.builder()
                .start(at("2024-01-01T12:00")).duration(2 * HOUR).hosts("node01").build(), NODES, NOW);
        Reservation r = c.changed();
        assertEquals("SYSTEM.1", r.id());
        assertEquals(ReservationType.ADMIN, r.type());
        assertEquals(at("2024-01-01T14:00"), r.end());
        assertEquals(List.of("node01"), r.hosts());
        assertEquals(List.of(r), c.reservations());
        AclVerdict v = ReservationAccess.evaluate(Job.builder("1").user("root").build(), r);
        assertEquals(RefusalCause.SYSTEM, v.reason().orElseThrow().cause());
    }

    @Test
    void startAndEndOrStartAndDurationGiveTheSameReservation() {
        AdminReservationSpec.Builder b = AdminReservationSpec.builder().id("maint").start(at("2024-01-02T08:00")).hosts("node02");
        Reservation byEnd = AdminReservations.create(List.of(), b.end(at("2024-01-02T12:00")).build(), NODES, NOW).changed();
        Reservation byDuration = AdminReservations.create(List.of(), b.end(0).duration(4 * HOUR).build(), NODES, NOW).changed();
        assertEquals(byEnd, byDuration);
    }

    @Test
    void hostExpressionsAreResolvedAgainstTheNodes() {
        Reservation r = AdminReservations.create(List.of(), AdminReservationSpec.builder().start(NOW).duration(HOUR)
                .hosts("node0[1-9]").acl(entry(USER, "john")).build(), NODES, NOW).changed();
        assertEquals(List.of("node01", "node02", "node03"), r.hosts());
    }

    @Test
    void idsAreNumberedAfterTheHighestAndReleasedOnesAreGone() {
        AdminReservationSpec spec = AdminReservationSpec.builder().start(NOW).duration(HOUR).taskCount(2).build();
        AdminChange one = AdminReservations.create(List.of(), spec, NODES, NOW);
        AdminChange two = AdminReservations.create(one.reservations(), spec, NODES, NOW);
        assertEquals("SYSTEM.2", two.changed().id());
        AdminChange released = AdminReservations.release(two.reservations(), "SYSTEM.1");
        assertEquals(List.of("SYSTEM.2"), released.reservations().stream().map(Reservation::id).toList());
        assertEquals("SYSTEM.3", AdminReservations.create(released.reservations(), spec, NODES, NOW).changed().id());
    }

    @Test
    void everyProblemIsReportedInOnePass() {
        AdminReservationSpec bad = AdminReservationSpec.builder().id("x").start(at("2024-01-01T12:00"))
                .end(at("2024-01-01T11:00")).hosts("nodeX").flags("BOGUS").owner("tom")
                .acl(new AclEntry(DURATION, "1h", io.jmaui.scheduler.model.AclAffinity.POSITIVE, false, false)).build();
        InvalidReservationException e = assertThrows(InvalidReservationException.class,
                () -> AdminReservations.create(List.of(), bad, NODES, NOW));
        assertEquals(List.of(
                "end " + at("2024-01-01T11:00") + " is not after start " + at("2024-01-01T12:00"),
                "hostlist: \"nodeX\" matches no node",
                "flags: flag \"BOGUS\" is not one of BESTEFFORT, BYNAME, FORCE, OWNERPREEMPT, PREEMPTEE, SINGLEUSE, SPACEFLEX, TIMEFLEX",
                "owner \"tom\" is not <CREDTYPE>:<CREDID> with CREDTYPE one of USER, GROUP, ACCOUNT, CLASS, QOS",
                "ACL entry DURATION \"1h\" is not a number of seconds"), e.problems());
    }

    @Test
    void aReservationNeedsHostsOrTasksAndAFutureEnd() {
        InvalidReservationException e = assertThrows(InvalidReservationException.class, () -> AdminReservations.create(
                List.of(), AdminReservationSpec.builder().start(at("2024-01-01T08:00")).duration(HOUR).build(), NODES, NOW));
        assertEquals(List.of("end " + at("2024-01-01T09:00") + " has already passed (now " + NOW + ")",
                "a reservation needs a hostlist and/or a task count"), e.problems());
    }

    @Test
    void duplicateIdsAndUnknownReleasesAreRefused() {
        AdminReservationSpec spec = AdminReservationSpec.builder().id("maint").start(NOW).duration(HOUR).hosts("node01").build();
        List<Reservation> one = AdminReservations.create(List.of(), spec, NODES, NOW).reservations();
        assertEquals(List.of("id \"maint\" is already a reservation"),
                assertThrows(InvalidReservationException.class, () -> AdminReservations.create(one, spec, NODES, NOW)).problems());
        assertEquals(List.of("no reservation \"nope\""),
                assertThrows(InvalidReservationException.class, () -> AdminReservations.release(one, "nope")).problems());
    }

    @Test
    void unimplementedFlagsAreKeptWithAWarning() {
        AdminChange c = AdminReservations.create(List.of(), AdminReservationSpec.builder().start(NOW).duration(HOUR)
                .hosts("node01").flags("singleuse", "BYNAME").build(), NODES, NOW);
        assertEquals(Set.of("SINGLEUSE", "BYNAME"), c.changed().flags());
        assertEquals(List.of("reservation SYSTEM.1: flag SINGLEUSE is accepted but not implemented (no effect)"), c.warnings());
    }

    @Test
    void listShowsLiveReservationsByStartAndExpireDropsEndedOnes() {
        List<Reservation> rs = AdminReservations.create(List.of(), AdminReservationSpec.builder().id("later")
                .start(at("2024-01-01T12:00")).duration(HOUR).hosts("node01").build(), NODES, NOW).reservations();
        rs = AdminReservations.create(rs, AdminReservationSpec.builder().id("sooner")
                .start(at("2024-01-01T10:00")).duration(HOUR).hosts("node02").build(), NODES, NOW).reservations();
        assertEquals(List.of("sooner", "later"), AdminReservations.list(rs, NOW).stream().map(Reservation::id).toList());
        assertEquals(List.of("later"), AdminReservations.expire(rs, at("2024-01-01T11:00")).stream().map(Reservation::id).toList());
    }

    @Test
    void hostlistWithoutTaskCountIsLockedWhateverTheNodeState() {
        List<Node> nodes = List.of(Node.idle("node01", 8).withState(NodeState.DOWN), Node.idle("node02", 8));
        Reservation r = AdminReservations.create(List.of(), AdminReservationSpec.builder().start(NOW).duration(HOUR)
                .hosts("node01", "node02").build(), nodes, NOW).changed();
        ReservationRequest q = AdminReservations.request(r, nodes);
        assertEquals(Placement.LOCKED, q.placement());
        assertEquals(List.of("node01", "node02"), q.reservation().hosts());
        assertTrue(q.wholeNodeTasks());
    }

    @Test
    void taskCountBeyondTheHostlistSpillsOntoOtherNodes() {
        Reservation r = AdminReservations.create(List.of(), AdminReservationSpec.builder().start(NOW).duration(HOUR)
                .hosts("node03").taskCount(4).perTask(Resources.procs(4)).build(), NODES, NOW).changed();
        ReservationRequest q = AdminReservations.request(r, NODES);
        assertEquals(Placement.FLOATING, q.placement());
        assertEquals(List.of("node03", "node01", "node02", "node10"), q.candidates());
        assertFalse(q.hostsOnly());
        assertEquals(List.of(), q.reservation().hosts());
        assertEquals(4, q.reservation().taskCount());
    }
}
