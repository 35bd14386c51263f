package io.jmaui.scheduler.reservation;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.reservation.Fixtures.HOUR;
import static io.jmaui.scheduler.reservation.Fixtures.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.CarryOver;
import io.jmaui.scheduler.iteration.Harness;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/**
 * Guide 7.1.5's reservation examples through the iteration ({@link Harness}, production wiring):
 * the engine places the admin and standing reservations of this package and asks its ACL verdicts.
 * Nodes n1..n4 have 2 procs each; 2024-01-01 is a Monday.
 */
class ReservationStoriesTest {

    static List<Node> four() {
        List<Node> out = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            out.add(Node.idle("n" + i, 2));
        }
        return out;
    }

    static Job.Builder job(String id, long submit) {
        return Job.builder(id).user("alice").group("staff").walltime(HOUR).submitTime(submit);
    }

    static Set<String> hosts(IterationResult r, String jobId) {
        return new TreeSet<>(r.start(jobId)
                .orElseThrow(() -> new AssertionError(jobId + " did not start: " + r.reasons().get(jobId))).hosts());
    }

    static Reservation reservation(IterationResult r, String id) {
        return r.reservations().stream().filter(x -> x.id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no reservation " + id + " in " + r.reservations()));
    }

    static final MauiConfig BUSINESS_HOURS = cfg(
            "SRCFG[interactive] TASKCOUNT=2 RESOURCES=PROCS:2",
            "SRCFG[interactive] PERIOD=DAY DAYS=MON,TUE,WED,THU,FRI",
            "SRCFG[interactive] STARTTIME=9:00:00 ENDTIME=17:00:00",
            "SRCFG[interactive] CLASSLIST=interactive");

    /** Example 1: during business hours two nodes are kept for class interactive. */
    @Test
    void example1NodesAreKeptForTheInteractiveClass() {
        long t = at("2024-01-01T10:00");
        Harness h = new Harness(BUSINESS_HOURS).nodes(four());
        h.submit(job("B", t - 60).jobClass("batch").procs(6).build());
        h.submit(job("S", t - 50).jobClass("batch").procs(4).build());
        IterationResult r = h.runAt(t);
        assertEquals(Set.of("n1", "n2"), Set.copyOf(reservation(r, "interactive.0").hosts()));
        assertFalse(r.start("B").isPresent(), "6 procs do not fit beside the reservation");
        assertEquals(Set.of("n3", "n4"), hosts(r, "S"));

        h.submit(job("I", t + 60).jobClass("interactive").procs(4).build());
        IterationResult later = h.runAt(t + 120);
        assertEquals(Set.of("n1", "n2"), hosts(later, "I"), "the kept nodes are there when an interactive job comes");
    }

    /** Maui reads STARTTIME, ENDTIME and DAYS in the site's local time: 9:00-17:00 in New York is 14:00-22:00 UTC in January. */
    @Test
    void example1BusinessHoursAreTheSitesLocalHours() {
        Harness h = new Harness(BUSINESS_HOURS).nodes(four());
        ZoneId newYork = ZoneId.of("America/New_York");
        java.util.function.LongPredicate inForce = t -> Iteration.run(BUSINESS_HOURS, h.snapshot(), t, CarryOver.NONE, newYork)
                .reservations().stream().anyMatch(x -> x.id().startsWith("interactive") && x.start() <= t && t < x.end());
        assertTrue(inForce.test(at("2024-01-01T15:00")), "10:00 in New York");
        assertFalse(inForce.test(at("2024-01-01T23:00")), "18:00 in New York");
        assertTrue(inForce.test(at("2024-01-01T21:00")), "16:00 in New York, though past 17:00 UTC");
        assertFalse(inForce.test(at("2024-01-01T13:00")), "8:00 in New York, though past 9:00 UTC");
        assertFalse(Iteration.run(BUSINESS_HOURS, h.snapshot(), at("2024-01-01T21:00"), CarryOver.NONE).reservations()
                .stream().anyMatch(x -> x.id().startsWith("interactive") && x.start() <= at("2024-01-01T21:00")),
                "the overload without a zone reads UTC");
    }

    /** checkjob and the qstat comment name the reservation that keeps a job off its nodes. */
    @Test
    void example1AJobKeptOffTheReservedNodesIsToldWhichReservation() {
        long t = at("2024-01-01T10:00");
        Harness h = new Harness(BUSINESS_HOURS).nodes(four());
        h.submit(job("B", t - 60).jobClass("batch").procs(6).build());
        h.submit(job("W", t - 50).jobClass("batch").procs(10).build());
        IterationResult r = h.runAt(t);
        assertEquals("RESERVATION interactive.0 NO_MATCH job=CLASS=batch acl=CLASS=interactive", r.reasons().get("B").summary(),
                "6 procs would fit now but for interactive.0, whose CLASSLIST does not name batch");
        assertEquals("RESOURCES", r.reasons().get("W").policy(), "10 procs never fit: short of resources, not refused");
    }

    @Test
    void example1AfterFiveTheWholeMachineIsOpenUntilTomorrowNine() {
        long t = at("2024-01-01T18:00");
        Harness h = new Harness(BUSINESS_HOURS).nodes(four());
        h.submit(job("B", t - 60).jobClass("batch").procs(8).build());
        h.submit(job("O", t - 50).jobClass("batch").procs(8).walltime(16 * HOUR).build());
        IterationResult r = h.runAt(t);
        assertEquals(Set.of("n1", "n2", "n3", "n4"), hosts(r, "B"));
        assertFalse(r.start("O").isPresent(), "16 hours from 18:00 runs into Tuesday's reservation");
    }

    /**
     * Example 3: debug locks n1,n2 forever for helpdesk; interactive is locked on n1,n3 (its two hosts
     * hold exactly its two tasks, so it does not float) and, being ACCESS=SHARED, stacks on debug at
     * n1. n1 is doubly reserved: only a job admitted by both may use it.
     */
    static final MauiConfig STACKED = cfg(
            "SRCFG[interactive] STARTTIME=9:00:00 ENDTIME=17:00:00 DAYS=MON,TUE,WED,THU,FRI ACCESS=SHARED",
            "SRCFG[interactive] HOSTLIST=n1,n3 TASKCOUNT=2 RESOURCES=PROCS:2 CLASSLIST=interactive",
            "SRCFG[debug] HOSTLIST=n1,n2 USERLIST=helpdesk PERIOD=INFINITY");

    @Test
    void example3StackedReservationsAreAndedOnTheDoublyReservedNode() {
        long t = at("2024-01-01T10:00");
        Harness h = new Harness(STACKED).nodes(four());
        h.submit(job("A", t - 60).user("bob").jobClass("interactive").procs(4).build());
        assertEquals(Set.of("n3", "n4"), hosts(h.runAt(t), "A"),
                "bob may use interactive's n3 and free n4, not n1 (debug refuses him) nor n2");
    }

    @Test
    void example3AJobAdmittedByBothMayUseTheDoublyReservedNode() {
        long t = at("2024-01-01T10:00");
        Harness h = new Harness(STACKED).nodes(four());
        h.submit(job("H", t - 60).user("helpdesk").jobClass("interactive").procs(8).build());
        assertEquals(Set.of("n1", "n2", "n3", "n4"), hosts(h.runAt(t), "H"));
    }

    /**
     * Batch jobs of bob fit only on n4: C (4 procs) waits, D (2 procs) starts there. n1 is held
     * twice (debug 2 + interactive 2 of its 2 procs); the aggregate counts it at zero, not at -2,
     * so it still sees n4's 2 free procs (it read 0 and refused D with "RESOURCES ... 0 free").
     */
    @Test
    void example3BatchJobsOfOtherUsersGetOnlyTheUnreservedNode() {
        long t = at("2024-01-01T10:00");
        Harness h = new Harness(STACKED).nodes(four());
        h.submit(job("C", t - 60).user("bob").jobClass("batch").procs(4).build());
        h.submit(job("D", t - 50).user("bob").jobClass("batch").procs(2).build());
        IterationResult r = h.runAt(t);
        assertFalse(r.start("C").isPresent());
        assertEquals(Set.of("n4"), hosts(r, "D"));
    }

    /** ACCESS=DEDICATED (default): a floating reservation does not take a host another reservation locks. */
    @Test
    void example3DedicatedFloatingReservationStaysOffDebugsHosts() {
        MauiConfig c = cfg(
                "SRCFG[interactive] STARTTIME=9:00:00 ENDTIME=17:00:00 DAYS=MON,TUE,WED,THU,FRI",
                "SRCFG[interactive] HOSTLIST=n1,n2,n3 TASKCOUNT=2 RESOURCES=PROCS:2 CLASSLIST=interactive",
                "SRCFG[debug] HOSTLIST=n1,n2 USERLIST=helpdesk PERIOD=INFINITY");
        IterationResult r = new Harness(c).nodes(four()).runAt(at("2024-01-01T10:00"));
        assertEquals(List.of("n3"), reservation(r, "interactive.0").hosts(),
                "partial: one task of two, topped up when a host frees");
    }

    /** JOBATTRLIST (7.1.5.1): a reservation for preemptible jobs admits the jobs whose QOS has FLAGS PREEMPTEE. */
    @Test
    void jobAttrListAdmitsPreempteeJobsOnly() {
        MauiConfig c = cfg("SRCFG[spare] HOSTLIST=n1,n2 PERIOD=INFINITY JOBATTRLIST=PREEMPTEE",
                "QOSCFG[scavenge] QFLAGS=PREEMPTEE");
        long t = at("2024-01-01T10:00");
        Harness h = new Harness(c).nodes(four());
        h.submit(job("N", t - 60).qos("normal").procs(6).build());
        IterationResult r = h.runAt(t);
        assertFalse(r.start("N").isPresent());
        assertEquals("RESERVATION spare.0 NO_MATCH job=JOBATTR=NONE acl=JOBATTR=PREEMPTEE", r.reasons().get("N").summary());

        h.submit(job("S", t + 10).qos("scavenge").procs(6).build());
        IterationResult later = h.runAt(t + 60);
        assertEquals(Set.of("n1", "n2", "n3"), hosts(later, "S"), "a PREEMPTEE job may use the spare nodes");
    }

    /** Example 4: only jobs of at most an hour, with QOS high/low/special, on the largememory nodes. */
    @Test
    void example4RequiredTimeLimitKeepsLongJobsOff() {
        MauiConfig c = cfg("SRCFG[special] TASKCOUNT=2 NODEFEATURES=largememory PERIOD=INFINITY",
                "SRCFG[special] TIMELIMIT=1:00:00* QOSLIST=high,low,special-");
        List<Node> nodes = four();
        nodes.set(0, nodes.get(0).withFeatures(Set.of("largememory")));
        nodes.set(1, nodes.get(1).withFeatures(Set.of("largememory")));
        long t = at("2024-01-01T10:00");
        Harness h = new Harness(c).nodes(nodes);
        h.submit(job("L", t - 60).qos("high").procs(6).walltime(2 * HOUR).build());
        h.submit(job("Q", t - 50).qos("high").procs(6).walltime(HOUR / 2).build());
        IterationResult r = h.runAt(t);
        assertEquals(Set.of("n1", "n2"), Set.copyOf(reservation(r, "special.0").hosts()), "32 tasks = whole nodes");
        assertFalse(r.start("L").isPresent(), "two hours is past TIMELIMIT");
        assertEquals(Set.of("n1", "n2", "n3"), hosts(r, "Q"), "the reserved nodes first (positive affinity), then n3");
    }

    /** Example 5 / 7.1.5.2.4: jupiter gravitates to its nodes, saturn uses them only as a last resort. */
    @Test
    void example5AffinityOrdersTheNodes() {
        MauiConfig c = cfg("SRCFG[jupiter] HOSTLIST=n[1-2] PERIOD=INFINITY ACCOUNTLIST=jupiter,saturn-",
                "SRCFG[jupiter] OWNER=ACCOUNT:jupiter");
        long t = at("2024-01-01T10:00");
        Harness owner = new Harness(c).nodes(four());
        owner.submit(job("J", t - 60).account("jupiter").procs(2).build());
        assertTrue(Set.of("n1", "n2").containsAll(hosts(owner.runAt(t), "J")), "positive affinity: reserved nodes first");

        Harness guest = new Harness(c).nodes(four());
        guest.submit(job("S", t - 60).account("saturn").procs(2).build());
        assertTrue(Set.of("n3", "n4").containsAll(hosts(guest.runAt(t), "S")), "negative affinity: unreserved first");

        Harness full = new Harness(c).nodes(four());
        full.submit(job("S", t - 60).account("saturn").procs(8).build());
        assertEquals(Set.of("n1", "n2", "n3", "n4"), hosts(full.runAt(t), "S"), "and reserved nodes as a last resort");
    }

    /** 7.1.5.3: an admin reservation without ACL blocks every job. */
    @Test
    void systemReservationBlocksEveryone() {
        long t = at("2024-01-01T10:00");
        Reservation system = AdminReservations.create(List.of(), AdminReservationSpec.builder()
                .start(t).duration(4 * HOUR).hosts("n1", "n2").build(), four(), t).changed();
        Harness h = new Harness(cfg()).nodes(four()).reservation(system);
        h.submit(job("R", t - 60).user("root").procs(6).build());
        h.submit(job("F", t - 50).procs(4).build());
        IterationResult r = h.runAt(t);
        assertFalse(r.start("R").isPresent());
        assertEquals(Set.of("n3", "n4"), hosts(r, "F"));
    }

    /** A floating admin reservation (task count only) is placed by the engine where tasks are free. */
    @Test
    void floatingAdminReservationTakesFreeNodes() {
        long t = at("2024-01-01T10:00");
        List<Node> nodes = four();
        Reservation hold = AdminReservations.create(List.of(), AdminReservationSpec.builder().id("hold")
                .start(t).duration(4 * HOUR).taskCount(2).acl(Fixtures.entry(io.jmaui.scheduler.model.AclTarget.USER, "john"))
                .build(), nodes, t).changed();
        Harness h = new Harness(cfg()).nodes(nodes).reservation(hold);
        h.submit(job("R", t - 60).user("bob").jobClass("batch").procs(8).build());
        IterationResult r = h.runAt(t);
        assertEquals(2, reservation(r, "hold").hosts().size(), "two whole-node tasks");
        assertFalse(r.start("R").isPresent());
    }
}
