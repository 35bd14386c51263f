package io.jmaui.scheduler.reservation;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.reservation.Fixtures.HOUR;
import static io.jmaui.scheduler.reservation.Fixtures.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** SRCFG as guide 7.1.5 configures it, read through the config; 2024-01-01 is a Monday. */
class StandingReservationsTest {

    /** Quad-processor hosts with 1 GB, as example 2 assumes: node001 .. node020. */
    static List<Node> quads(int count) {
        List<Node> nodes = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            nodes.add(Node.idle(String.format("node%03d", i), 4).withConfigured(new Resources(4, 1024, 0, 0)));
        }
        return nodes;
    }

    static final List<Node> NODES = quads(20);

    static List<String> ids(List<ReservationRequest> qs) {
        return qs.stream().map(q -> q.reservation().id()).toList();
    }

    @Test
    void example1BusinessHourReservationFloats() {
        MauiConfig c = cfg(
                "SRCFG[interactive] TASKCOUNT=6 RESOURCES=PROCS:1,MEM:512",
                "SRCFG[interactive] PERIOD=DAY DAYS=MON,TUE,WED,THU,FRI",
                "SRCFG[interactive] STARTTIME=9:00:00 ENDTIME=17:00:00",
                "SRCFG[interactive] CLASSLIST=interactive");
        List<ReservationRequest> qs = StandingReservations.requests(c, NODES, at("2024-01-01T07:00"));
        assertEquals(List.of("interactive.0", "interactive.1"), ids(qs));
        ReservationRequest today = qs.get(0);
        Reservation r = today.reservation();
        assertEquals(ReservationType.STANDING, r.type());
        assertEquals(at("2024-01-01T09:00"), r.start());
        assertEquals(at("2024-01-01T17:00"), r.end());
        assertEquals(6, r.taskCount());
        assertEquals(new Resources(1, 512, 0, 0), r.perTask());
        assertEquals(Placement.FLOATING, today.placement());
        assertEquals(20, today.candidates().size(), "floats anywhere");
        assertEquals(List.of(), today.asReservation().hosts());
        assertTrue(ReservationAccess.evaluate(Job.builder("1").jobClass("interactive").build(), r).allowed());
        assertFalse(ReservationAccess.evaluate(Job.builder("2").jobClass("batch").build(), r).allowed());
    }

    @Test
    void example1OnSaturdayThereIsNothingUntilMonday() {
        MauiConfig c = cfg("SRCFG[interactive] TASKCOUNT=6 DAYS=MON,TUE,WED,THU,FRI STARTTIME=9:00:00 ENDTIME=17:00:00",
                "SRCFG[interactive] CLASSLIST=interactive");
        assertEquals(List.of(), StandingReservations.instances(c, NODES, at("2024-01-06T12:00")));
        assertEquals(List.of("interactive.1"),
                StandingReservations.instances(c, NODES, at("2024-01-07T12:00")).stream().map(Reservation::id).toList());
    }

    @Test
    void example2HostConstrainedReservationOnlyUsesItsHosts() {
        MauiConfig c = cfg(
                "SRCFG[interactive] DAYS=MON,TUE,WED,THU,FRI",
                "SRCFG[interactive] PERIOD=DAY",
                "SRCFG[interactive] STARTTIME=10:00:00 ENDTIME=15:00:00",
                "SRCFG[interactive] RESOURCES=PROCS:2,MEM:256",
                "SRCFG[interactive] HOSTLIST=node001,node002,node005,node020",
                "SRCFG[interactive] TASKCOUNT=6",
                "SRCFG[interactive] CLASSLIST=interactive");
        ReservationRequest q = StandingReservations.requests(c, NODES, at("2024-01-01T07:00")).get(0);
        assertEquals(Placement.FLOATING, q.placement());
        assertTrue(q.hostsOnly());
        assertEquals(List.of("node001", "node002", "node005", "node020"), q.candidates());
        assertEquals(List.of("node001", "node002", "node005", "node020"), q.asReservation().hosts());
        assertEquals(6, q.asReservation().taskCount());
        assertEquals(at("2024-01-01T10:00"), q.reservation().start());
    }

    /** 7.1.5.2.5: a HOSTLIST with no more resources than TASKCOUNT needs does not float. */
    @Test
    void hostlistHoldingNoMoreThanTheTaskCountIsLocked() {
        MauiConfig c = cfg("SRCFG[exact] HOSTLIST=node001,node002 TASKCOUNT=4 RESOURCES=PROCS:2 USERLIST=a",
                "SRCFG[more] HOSTLIST=node001,node002 TASKCOUNT=3 RESOURCES=PROCS:2 USERLIST=a ACCESS=SHARED",
                "SRCFG[nodes] HOSTLIST=node001,node002 TASKCOUNT=2 USERLIST=a ACCESS=SHARED");
        List<ReservationRequest> qs = StandingReservations.requests(c, NODES, at("2024-01-01T07:00"));
        assertEquals(List.of("exact.0", "exact.1", "more.0", "more.1", "nodes.0", "nodes.1"), ids(qs));
        assertEquals(Placement.LOCKED, qs.get(0).placement());
        assertEquals(4, qs.get(0).reservation().taskCount());
        assertEquals(Placement.FLOATING, qs.get(2).placement(), "4 tasks' room for 3: floats");
        assertEquals(Placement.LOCKED, qs.get(4).placement(), "two whole nodes for two tasks");
        assertEquals(0, qs.get(4).reservation().taskCount(), "whole nodes");
    }

    @Test
    void example3DebugIsLockedOnAllItsHostsForever() {
        MauiConfig c = cfg(
                "SRCFG[debug]       HOSTLIST=node001,node002,node003,node004",
                "SRCFG[debug]       USERLIST=helpdesk",
                "SRCFG[debug]       GROUPLIST=operations,sysadmin",
                "SRCFG[debug]       PERIOD=INFINITY");
        List<ReservationRequest> qs = StandingReservations.requests(c, NODES, at("2024-01-01T07:00"));
        assertEquals(List.of("debug.0"), ids(qs));
        ReservationRequest q = qs.get(0);
        assertEquals(Placement.LOCKED, q.placement());
        assertTrue(q.wholeNodeTasks(), "RESOURCES unset: all processors of each host");
        assertEquals(List.of("node001", "node002", "node003", "node004"), q.reservation().hosts());
        assertEquals(0, q.reservation().taskCount());
        assertEquals(Times.INFINITY, q.reservation().end());
    }

    @Test
    void example3DedicatedInteractiveKeepsOffDebugsHosts() {
        MauiConfig c = cfg(
                "SRCFG[interactive] DAYS=MON,TUE,WED,THU,FRI STARTTIME=10:00:00 ENDTIME=15:00:00",
                "SRCFG[interactive] RESOURCES=PROCS:2,MEM:256 HOSTLIST=node001,node002,node005,node020 TASKCOUNT=6",
                "SRCFG[interactive] CLASSLIST=interactive",
                "SRCFG[debug] HOSTLIST=node001,node002,node003,node004 USERLIST=helpdesk GROUPLIST=operations,sysadmin",
                "SRCFG[debug] PERIOD=INFINITY");
        ReservationRequest q = StandingReservations.requests(c, NODES, at("2024-01-01T07:00")).get(1);
        assertEquals("interactive.0", q.reservation().id());
        assertEquals(List.of("node005", "node020"), q.candidates(),
                "ACCESS=DEDICATED: resources debug holds block it, so at most 4 of its 6 tasks (partial)");
    }

    /** "If node001 had both of these reservations in place": with ACCESS=SHARED interactive may stack on debug. */
    @Test
    void example3StackingOnNode001DuringBusinessHours() {
        MauiConfig c = cfg(
                "SRCFG[interactive] DAYS=MON,TUE,WED,THU,FRI STARTTIME=10:00:00 ENDTIME=15:00:00 ACCESS=SHARED",
                "SRCFG[interactive] RESOURCES=PROCS:2,MEM:256 HOSTLIST=node001,node002,node005,node020 TASKCOUNT=6",
                "SRCFG[interactive] CLASSLIST=interactive",
                "SRCFG[debug] HOSTLIST=node001,node002,node003,node004 USERLIST=helpdesk GROUPLIST=operations,sysadmin",
                "SRCFG[debug] PERIOD=INFINITY");
        List<Reservation> all = StandingReservations.instances(c, NODES, at("2024-01-01T07:00"));
        List<Reservation> noon = ReservationAccess.stackedOn(all, "node001", at("2024-01-01T12:00"), at("2024-01-01T13:00"));
        assertEquals(List.of("debug.0", "interactive.0"), noon.stream().map(Reservation::id).toList());
        Job staffInteractive = Job.builder("1").user("helpdesk").jobClass("interactive").walltime(HOUR).build();
        Job userInteractive = Job.builder("2").user("bob").jobClass("interactive").walltime(HOUR).build();
        assertTrue(ReservationAccess.allowedOnAll(staffInteractive, noon));
        assertFalse(ReservationAccess.allowedOnAll(userInteractive, noon));
        List<Reservation> evening = ReservationAccess.stackedOn(all, "node001", at("2024-01-01T18:00"), at("2024-01-01T19:00"));
        assertEquals(List.of("debug.0"), evening.stream().map(Reservation::id).toList());
    }

    @Test
    void example4WeeklyReservationOnLargeMemoryNodes() {
        List<Node> nodes = new ArrayList<>(NODES);
        nodes.set(0, nodes.get(0).withFeatures(Set.of("largememory")));
        nodes.set(3, nodes.get(3).withFeatures(Set.of("largememory", "fast")));
        MauiConfig c = cfg(
                "SRCFG[special] TASKCOUNT=32",
                "SRCFG[special] PERIOD=WEEK",
                "SRCFG[special] STARTTIME=1:08:00:00",
                "SRCFG[special] ENDTIME=5:17:00:00",
                "SRCFG[special] NODEFEATURES=largememory",
                "SRCFG[special] TIMELIMIT=1:00:00*",
                "SRCFG[special] QOSLIST=high,low,special-",
                "SRCFG[special] ACCOUNTLIST=!projectX,!projectY");
        List<ReservationRequest> qs = StandingReservations.requests(c, nodes, at("2024-01-03T12:00"));
        assertEquals(List.of("special.0", "special.1"), ids(qs));
        ReservationRequest q = qs.get(0);
        assertEquals(at("2024-01-01T08:00"), q.reservation().start());
        assertEquals(at("2024-01-05T17:00"), q.reservation().end());
        assertEquals(List.of("node001", "node004"), q.candidates());
        assertTrue(q.wholeNodeTasks(), "32 tasks translate to 32 nodes");
        Job special = Job.builder("1").qos("special").account("ops").walltime(HOUR).build();
        assertEquals(AclAffinity.NEGATIVE, ReservationAccess.evaluate(special, q.reservation()).affinity());
        Job x = Job.builder("2").qos("high").account("projectX").walltime(HOUR).build();
        assertEquals(RefusalCause.EXCLUDED, ReservationAccess.evaluate(x, q.reservation()).reason().orElseThrow().cause());
        Job longJob = Job.builder("3").qos("high").walltime(4 * HOUR).build();
        assertTrue(ReservationAccess.evaluate(longJob, Set.of(), q.reservation(), at("2024-01-01T05:00")).allowed());
    }

    @Test
    void example5HostExpressionAndOwner() {
        List<Node> nodes = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            nodes.add(Node.idle(String.format("node%02d", i), 2));
        }
        MauiConfig c = cfg(
                "ACCOUNTCFG[jupiter] PRIORITY=10000",
                "SRCFG[jupiter] HOSTLIST=node0[1-9]",
                "SRCFG[jupiter] PERIOD=INFINITY",
                "SRCFG[jupiter] ACCOUNTLIST=jupiter,saturn-",
                "SRCFG[jupiter] OWNER=ACCOUNT:jupiter",
                "SRCFG[jupiter] FLAGS=OWNERPREEMPT");
        Reservation r = StandingReservations.instances(c, nodes, at("2024-01-01T07:00")).get(0);
        assertEquals(List.of("node01", "node02", "node03", "node04", "node05", "node06", "node07", "node08", "node09"),
                r.hosts());
        assertEquals("ACCOUNT:jupiter", r.owner());
        assertTrue(ReservationAccess.isOwner(Job.builder("1").account("jupiter").build(), r));
        assertEquals(List.of("SRCFG[jupiter]: flag OWNERPREEMPT is accepted but not implemented (no effect)"),
                StandingReservations.warnings(c, nodes));
    }

    @Test
    void lockedReservationsIgnoreNodeStateFloatingOnesSkipDownNodes() {
        List<Node> nodes = new ArrayList<>(quads(3));
        nodes.set(1, nodes.get(1).withState(NodeState.DOWN));
        MauiConfig c = cfg("SRCFG[lock] HOSTLIST=node001,node002 PERIOD=INFINITY USERLIST=a",
                "SRCFG[float] TASKCOUNT=2 PERIOD=INFINITY USERLIST=a ACCESS=SHARED");
        List<ReservationRequest> qs = StandingReservations.requests(c, nodes, at("2024-01-01T07:00"));
        assertEquals(List.of("float.0", "lock.0"), ids(qs));
        assertEquals(List.of("node001", "node003"), qs.get(0).candidates());
        assertEquals(List.of("node001", "node002"), qs.get(1).reservation().hosts());
    }

    @Test
    void resourcesWithoutTaskCountPackEveryListedHost() {
        MauiConfig c = cfg("SRCFG[pack] HOSTLIST=node001,node002 RESOURCES=PROCS:2 PERIOD=INFINITY USERLIST=a");
        Reservation r = StandingReservations.instances(c, quads(3), at("2024-01-01T07:00")).get(0);
        assertEquals(List.of("node001", "node002"), r.hosts());
        assertEquals(4, r.taskCount(), "two 2-proc tasks on each quad");
    }

    @Test
    void partitionTpnSharedAndForce() {
        List<Node> nodes = quads(4);
        Node old = nodes.get(2);
        nodes = new ArrayList<>(nodes);
        nodes.set(2, new Node(old.name(), old.state(), old.configured(), old.available(), old.features(), "OLD",
                old.classes(), 0, List.of()));
        MauiConfig c = cfg("SRCFG[p] TASKCOUNT=2 PARTITION=OLD TPN=2 ACCESS=SHARED RESOURCES=PROCS:1 USERLIST=a",
                "SRCFG[f] TASKCOUNT=1 HOSTLIST=node004,node001 FLAGS=FORCE USERLIST=a");
        List<ReservationRequest> qs = StandingReservations.requests(c, nodes, at("2024-01-01T07:00"));
        ReservationRequest f = qs.get(0);
        assertEquals(Placement.LOCKED, f.placement());
        assertEquals(List.of("node004"), f.reservation().hosts(), "FORCE: the listed hosts, up to TASKCOUNT");
        ReservationRequest p = qs.get(2);
        assertEquals("p.0", p.reservation().id());
        assertEquals(List.of("node003"), p.candidates());
        assertEquals(2, p.tasksPerNode());
        assertTrue(p.shared());
    }

    @Test
    void heldTasksCarryOverAcrossTheMidnightRoll() {
        MauiConfig c = cfg("SRCFG[night] TASKCOUNT=3 RESOURCES=PROCS:1 USERLIST=a");
        List<ReservationRequest> monday = StandingReservations.requests(c, NODES, at("2024-01-01T23:00"));
        Reservation placedTuesday = Requests.copy(monday.get(1).reservation(), List.of("node002", "node002", "node009"), 3);
        List<ReservationRequest> tuesday = StandingReservations.carryOver(
                StandingReservations.requests(c, NODES, at("2024-01-02T00:00")), List.of(placedTuesday));
        assertEquals("night.0", tuesday.get(0).reservation().id());
        assertEquals(List.of("node002", "node002", "node009"), tuesday.get(0).held());
        assertEquals(List.of(), tuesday.get(1).held());
    }

    @Test
    void blocksWithoutResourcesAreWarnedAbout() {
        MauiConfig c = cfg("SRCFG[empty] USERLIST=a", "SRCFG[ghost] HOSTLIST=gpu[1-4] USERLIST=a");
        assertEquals(List.of(), StandingReservations.instances(c, NODES, at("2024-01-01T07:00")));
        assertEquals(List.of("SRCFG[empty]: neither TASKCOUNT nor HOSTLIST is set, so it reserves nothing",
                "SRCFG[ghost]: HOSTLIST \"gpu[1-4]\" matches no node"), StandingReservations.warnings(c, NODES));
    }

    @Test
    void depthSevenDailyReservationsRollEachMidnight() {
        MauiConfig c = cfg("SRCFG[d] TASKCOUNT=1 DEPTH=7 USERLIST=a");
        List<Reservation> rs = StandingReservations.instances(c, NODES, at("2024-01-01T07:00"));
        assertEquals(7, rs.size());
        assertEquals(at("2024-01-07T00:00"), rs.get(6).start());
        assertEquals(at("2024-01-08T00:00"),
                StandingReservations.instances(c, NODES, at("2024-01-02T00:00")).get(6).start());
    }

    /** Appendix F: the deprecated SR* parameters describe the same reservation as SRCFG. */
    @Test
    void legacySrParametersGiveTheSameReservations() {
        MauiConfig legacy = cfg("SRTASKCOUNT[2] 16", "SRRESOURCES[2] PROCS=1;MEM=256", "SRSTARTTIME[2] 8:00:00",
                "SRENDTIME[2] 17:00:00", "SRDAYS[2] Mon Tue Wed Thu Fri", "SRUSERLIST[2] bob joe mary");
        MauiConfig modern = cfg("SRCFG[2] TASKCOUNT=16 RESOURCES=PROCS:1;MEM:256 STARTTIME=8:00:00 ENDTIME=17:00:00",
                "SRCFG[2] DAYS=MON,TUE,WED,THU,FRI USERLIST=bob,joe,mary");
        long monday = at("2024-01-01T07:00");
        assertEquals(StandingReservations.instances(modern, NODES, monday), StandingReservations.instances(legacy, NODES, monday));
        assertEquals(2, StandingReservations.instances(legacy, NODES, monday).size());
    }
}
