package io.jmaui.scheduler.reservation;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.model.AclTarget.CLASS;
import static io.jmaui.scheduler.model.AclTarget.JOBATTR;
import static io.jmaui.scheduler.reservation.Fixtures.HOUR;
import static io.jmaui.scheduler.reservation.Fixtures.at;
import static io.jmaui.scheduler.reservation.Fixtures.during;
import static io.jmaui.scheduler.reservation.Fixtures.entry;
import static io.jmaui.scheduler.reservation.Fixtures.reservation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.Snapshot;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** The engine's entry points: reservations in force, access with job attributes, the refusal reason. */
class ReservationsTest {

    @Test
    void jobattrlistPreempteeAdmitsJobsWhoseQosIsPreemptible() {
        MauiConfig c = cfg("QOSCFG[scavenger] FLAGS=PREEMPTEE");
        Reservation r = reservation("test.0", List.of(), entry(JOBATTR, "PREEMPTEE"));
        Job scavenger = Job.builder("1").qos("scavenger").build();
        Job normal = Job.builder("2").qos("normal").build();
        assertEquals(Set.of("PREEMPTEE"), Reservations.jobAttributes(c, scavenger));
        assertEquals(Optional.of(AclAffinity.POSITIVE), Reservations.access(c, scavenger, r));
        assertEquals(Optional.empty(), Reservations.access(c, normal, r));
        assertEquals(Optional.empty(), Reservations.access(scavenger, r), "without the config the job has no attributes");
    }

    @Test
    void refusalNamesTheReservationThatClosedTheHosts() {
        Reservation interactive = during(reservation("interactive.0", List.of("n1", "n2"), entry(CLASS, "interactive")),
                at("2024-01-01T09:00"), at("2024-01-01T17:00"));
        Job batch = Job.builder("1").jobClass("batch").build();
        assertEquals("RESERVATION interactive.0 NO_MATCH job=CLASS=batch acl=CLASS=interactive",
                Reservations.refusal(batch, List.of(interactive), List.of("n2", "n3"), at("2024-01-01T10:00"),
                        at("2024-01-01T11:00")).orElseThrow().summary());
        assertEquals(Optional.empty(), Reservations.refusal(batch, List.of(interactive), List.of("n3"),
                at("2024-01-01T10:00"), at("2024-01-01T11:00")));
        assertEquals(Optional.empty(), Reservations.refusal(batch, List.of(interactive), List.of("n1"),
                at("2024-01-01T17:00"), at("2024-01-01T18:00")));
    }

    @Test
    void inForceListsLiveAdminReservationsThenStandingOnes() {
        long t = at("2024-01-01T10:00");
        List<Node> nodes = List.of(Node.idle("n1", 2), Node.idle("n2", 2));
        List<Reservation> admin = AdminReservations.create(List.of(), AdminReservationSpec.builder().id("old")
                .start(t - 2 * HOUR).duration(HOUR).hosts("n1").build(), nodes, t - 2 * HOUR).reservations();
        admin = AdminReservations.create(admin, AdminReservationSpec.builder().id("maint")
                .start(t).duration(HOUR).hosts("n1").build(), nodes, t).reservations();
        Snapshot s = new Snapshot(List.of(), nodes, List.of(), admin, List.of());
        List<Reservation> in = Reservations.inForce(cfg("SRCFG[d] HOSTLIST=n2 PERIOD=INFINITY USERLIST=a"), s, t);
        assertEquals(List.of("maint", "d.0"), in.stream().map(Reservation::id).toList());
        assertTrue(in.get(1).hosts().contains("n2"));
    }

    @Test
    void lockedOnWholeHosts_readFromTheBlocks_answersAsTheReservationsInForceDo() {
        long t = at("2024-01-01T10:00");
        List<Node> nodes = List.of(Node.idle("n1", 2), Node.idle("n2", 2), Node.idle("n3", 2));
        Snapshot s = new Snapshot(List.of(), nodes, List.of(), List.of(), List.of());
        String day = " PERIOD=DAY STARTTIME=08:00:00 ENDTIME=18:00:00 USERLIST=a";
        List<List<String>> configs = List.of(
                List.of(),
                List.of("SRCFG[d] HOSTLIST=n1,n2" + day),
                List.of("SRCFG[d] HOSTLIST=n9" + day),
                List.of("SRCFG[d] TASKCOUNT=2" + day),
                List.of("SRCFG[d] HOSTLIST=n1,n2,n3 TASKCOUNT=1" + day),
                List.of("SRCFG[d] HOSTLIST=n1 RESOURCES=PROCS:1" + day),
                List.of("SRCFG[d] HOSTLIST=n1" + day, "SRCFG[f] TASKCOUNT=1 PERIOD=INFINITY"));
        List<Boolean> expected = List.of(true, true, true, false, false, false, false);
        for (int i = 0; i < configs.size(); i++) {
            MauiConfig c = cfg(configs.get(i).toArray(String[]::new));
            boolean inForce = Reservations.inForce(c, s, t).stream().allMatch(r -> !r.hosts().isEmpty() && r.taskCount() == 0);
            assertEquals(expected.get(i), inForce, "the reservations in force under " + configs.get(i));
            assertEquals(inForce, Reservations.lockedOnWholeHosts(c, s, t, java.time.ZoneOffset.UTC), configs.get(i).toString());
        }
    }

    @Test
    void lockedOnWholeHosts_withAdminReservations_answersAsTheReservationsInForceDo() {
        long t = at("2024-01-01T10:00");
        List<Node> nodes = List.of(Node.idle("n1", 2), Node.idle("n2", 2), Node.idle("n3", 2));
        List<Reservation> ended = AdminReservations.create(List.of(), AdminReservationSpec.builder().id("old")
                .start(t - 2 * HOUR).duration(HOUR).taskCount(1).build(), nodes, t - 2 * HOUR).reservations();
        List<Reservation> locked = AdminReservations.create(ended, AdminReservationSpec.builder().id("maint")
                .start(t).duration(HOUR).hosts("n1").build(), nodes, t).reservations();
        List<Reservation> floating = AdminReservations.create(List.of(), AdminReservationSpec.builder().id("f")
                .start(t).duration(HOUR).taskCount(1).build(), nodes, t).reservations();
        String day = " PERIOD=DAY STARTTIME=08:00:00 ENDTIME=18:00:00 USERLIST=a";
        for (List<Reservation> admin : List.of(ended, locked, floating)) {
            Snapshot s = new Snapshot(List.of(), nodes, List.of(), admin, List.of());
            for (String srcfg : List.of("", "SRCFG[d] HOSTLIST=n2" + day, "SRCFG[d] TASKCOUNT=1" + day)) {
                MauiConfig c = srcfg.isEmpty() ? cfg() : cfg(srcfg);
                boolean inForce = Reservations.inForce(c, s, t).stream().allMatch(r -> !r.hosts().isEmpty() && r.taskCount() == 0);
                assertEquals(inForce, Reservations.lockedOnWholeHosts(c, s, t, java.time.ZoneOffset.UTC),
                        admin.stream().map(Reservation::id).toList() + " " + srcfg);
            }
        }
    }
}
