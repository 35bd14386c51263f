package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import io.jmaui.scheduler.reservation.Reservations;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
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
 * Guide 7.1: admin and standing reservations are in the availability before any job starts; a
 * job uses reserved resources only when the reservation's ACL admits it, positive-affinity
 * reserved nodes first.
 */
class ReservationsInIterationTest {

    static final long T0 = at("2024-01-01T07:00");

    /** 7.1.5 example 3: SRCFG[debug] locks its hosts for helpdesk, forever. */
    private static Harness debugStory() {
        return new Harness(cfg("SRCFG[debug] HOSTLIST=n1,n2 USERLIST=helpdesk PERIOD=INFINITY")).nodes(nodes("n", 3, 1));
    }

    @Test
    void standingReservation_othersStayOffItsHosts() {
        Harness h = debugStory();
        h.submit(job("1").user("bob").procs(1).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("2").user("carol").procs(1).walltime(HOUR).submitTime(T0 - 30).build());

        IterationResult r = h.runAt(T0);

        assertEquals(List.of("n3"), r.start("1").orElseThrow().hosts());
        assertFalse(r.start("2").isPresent());
        assertEquals("RESERVATION debug.0 NO_MATCH job=USER=carol acl=USER=helpdesk", r.reasons().get("2").summary(),
                "n1 and n2 are idle: debug is what stops carol, not a lack of procs");
        assertEquals("debug.0", r.reservations().get(0).id());
    }

    /**
     * SRCFG TPN (appendix F): a floating reservation takes a node only if the node has room for
     * TPN of its tasks. Three 4-proc nodes; n1 has 2 procs free (X runs there).
     */
    private static List<String> floatingHosts(String tpn) {
        Harness h = new Harness(cfg("SRCFG[pool] TASKCOUNT=8 RESOURCES=PROCS:1 USERLIST=helpdesk PERIOD=INFINITY"
                + tpn)).nodes(nodes("n", 3, 4));
        h.submit(job("X").procs(2).walltime(10 * HOUR).running(T0 - 60, List.of("n1", "n1")).build());
        return h.runAt(T0).reservations().get(0).hosts();
    }

    @Test
    void standingReservation_withoutTpnTakesTheFirstRoomItFinds() {
        assertEquals(List.of("n1", "n1", "n2", "n2", "n2", "n2", "n3", "n3"), floatingHosts(""));
    }

    @Test
    void standingReservation_tpnSkipsNodesWithLessRoom() {
        assertEquals(List.of("n2", "n2", "n2", "n2", "n3", "n3", "n3", "n3"), floatingHosts(" TPN=3"));
    }

    /**
     * Guide 7.1.3: a floating reservation keeps the nodes it was given. pool takes n2 while X
     * runs on n1; once X has ended, n1 is free and first in order, but pool stays on n2.
     */
    @Test
    void floatingReservation_keepsItsNodeWhenAnEarlierNodeFreesUp() {
        MauiConfig pool = cfg("SRCFG[pool] TASKCOUNT=1 RESOURCES=PROCS:1 USERLIST=helpdesk PERIOD=INFINITY");
        Harness h = poolStory(pool);
        assertEquals(List.of("n2"), h.runAt(T0).reservations().get(0).hosts());

        long later = T0 + HOUR;
        assertEquals(List.of("n2"), h.runAt(later).reservations().get(0).hosts());
        IterationResult fresh = Iteration.run(pool, h.snapshot(), later);
        assertEquals(List.of("n1"), fresh.reservations().get(0).hosts(), "placed afresh, it would move to n1");
    }

    @Test
    void spaceFlexReservation_movesToTheFirstFreeNode() {
        Harness h = poolStory(cfg("SRCFG[pool] TASKCOUNT=1 RESOURCES=PROCS:1 USERLIST=helpdesk PERIOD=INFINITY"
                + " FLAGS=SPACEFLEX"));
        assertEquals(List.of("n2"), h.runAt(T0).reservations().get(0).hosts());
        assertEquals(List.of("n1"), h.runAt(T0 + HOUR).reservations().get(0).hosts());
    }

    /** Three 1-proc nodes; X holds n1 until T0 + 29 min. */
    private static Harness poolStory(MauiConfig cfg) {
        Harness h = new Harness(cfg).nodes(nodes("n", 3, 1));
        h.submit(job("X").procs(1).walltime(HOUR).running(T0 - 60, List.of("n1")).build());
        h.runtime("X", 30 * 60);
        return h;
    }

    @Test
    void standingReservation_admittedJobUsesItsHostsFirst() {
        Harness h = debugStory();
        h.submit(job("1").user("helpdesk").procs(2).walltime(HOUR).submitTime(T0 - 60).build());

        IterationResult r = h.runAt(T0);

        assertEquals(List.of("n1", "n2"), r.start("1").orElseThrow().hosts());
    }

    /** setres -u alice -s +1:00:00 -d 2:00:00 n1 */
    private static Reservation maintenanceForAlice() {
        return new Reservation("maint.1", ReservationType.ADMIN, T0 + HOUR, T0 + 3 * HOUR, List.of("n1"), 0,
                Resources.procs(1), List.of(AclEntry.of(AclTarget.USER, "alice")), Set.of(), "root", 0, Set.of(), null);
    }

    @Test
    void adminReservation_laterWindowBlocksLongJobsOfOthers() {
        Harness h = new Harness().nodes(nodes("n", 1, 1)).reservation(maintenanceForAlice());
        h.submit(job("1").user("bob").procs(1).walltime(2 * HOUR).submitTime(T0 - 60).build());
        h.submit(job("2").user("bob").procs(1).walltime(HOUR).submitTime(T0 - 30).build());

        IterationResult bob = h.runAt(T0);

        assertFalse(bob.start("1").isPresent(), "2 h would run into maint.1");
        assertTrue(bob.start("2").orElseThrow().backfill(), "1 h ends as maint.1 begins");
        assertEquals(T0 + 3 * HOUR, bob.jobReservation("1").orElseThrow().start());
    }

    /**
     * A reservation locked on whole hosts is placed on each known host once, in its list's order:
     * what the next iteration carries (and a job's ADVRES reads) leaves out a host listed twice and
     * a host pbs_server does not know. The standard source hands host lists resolved against the
     * nodes; a source that hands one as given (a stand-in here) must get the same placement.
     */
    @Test
    void lockedReservation_placedOnItsKnownHostsOnce() {
        Reservation maint = new Reservation("maint.1", ReservationType.ADMIN, T0 + HOUR, T0 + 3 * HOUR,
                List.of("n2", "n9", "n2", "n1"), 0, Resources.procs(1), List.of(), Set.of(), "root", 0, Set.of(), null);
        Harness h = new Harness().nodes(nodes("n", 2, 1));
        h.reservations(new ReservationSource() {
            @Override
            public List<Reservation> reservations(Snapshot s, long now) {
                return List.of(maint);
            }

            @Override
            public Optional<AclAffinity> access(Job job, Reservation r) {
                return Reservations.access(job, r);
            }

            @Override
            public Optional<? extends Reason> refusal(Job job, List<Reservation> placed, List<String> hosts, long from,
                                                      long to) {
                return Reservations.refusal(job, placed, hosts, from, to);
            }
        });

        IterationResult r = h.runAt(T0);

        assertEquals(List.of("n2", "n1"), r.carryOver().placed().get(0).hosts());
        assertEquals(maint.hosts(), r.reservations().get(0).hosts(), "the reservation keeps the list it was given");
    }

    @Test
    void adminReservation_admitsItsUser() {
        Harness h = new Harness().nodes(nodes("n", 1, 1)).reservation(maintenanceForAlice());
        h.submit(job("1").user("alice").procs(1).walltime(2 * HOUR).submitTime(T0 - 60).build());

        assertTrue(h.runAt(T0).start("1").isPresent());
    }
}
