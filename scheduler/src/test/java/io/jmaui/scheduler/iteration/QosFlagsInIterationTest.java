package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 7.3 QoS flags, each as the iteration honours it, with the job's real (granted) QOS. */
class QosFlagsInIterationTest {

    static final long T0 = at("2024-03-04T08:00");

    /**
     * ReservationDepthTest's story: four 1-proc nodes, X on n1,n2 until 09:00, Y on n3 until 10:00,
     * n4 idle; J1 (4 procs) waits, J3 (1 proc, 90 min) would backfill on n4. Every user may use
     * every QOS named.
     */
    private static Harness story(String qosLine, String j3Qos, String... more) {
        String[] lines = new String[more.length + 2];
        lines[0] = "USERCFG[DEFAULT] QLIST=nobf,normal,always,nores";
        lines[1] = qosLine;
        System.arraycopy(more, 0, lines, 2, more.length);
        Harness h = new Harness(cfg(lines)).nodes(nodes("n", 4, 1));
        h.submit(job("X").procs(2).walltime(HOUR).running(T0, List.of("n1", "n2")).build());
        h.submit(job("Y").procs(1).walltime(2 * HOUR).running(T0, List.of("n3")).build());
        h.submit(job("J1").procs(4).walltime(HOUR).submitTime(T0 - 3 * HOUR).build());
        h.submit(job("J3").procs(1).walltime(90 * MINUTE).submitTime(T0 - HOUR).requestQos(j3Qos, "-l qos").build());
        return h;
    }

    @Test
    void nobf_theJobIsNotBackfilled() {
        IterationResult plain = story("QOSCFG[normal] PRIORITY=1", "normal", "RESERVATIONDEPTH 0").runAt(T0);
        assertTrue(plain.start("J3").isPresent(), "without NOBF J3 backfills on n4");

        IterationResult r = story("QOSCFG[nobf] QFLAGS=NOBF", "nobf", "RESERVATIONDEPTH 0").runAt(T0);
        assertFalse(r.start("J3").isPresent());
        assertEquals(new QosNoBackfill("nobf", "J1"), r.reasons().get("J3"));
    }

    @Test
    void noreservation_theTopJobIsNeverReserved_soItCanBeOvertaken() {
        Harness h = story("QOSCFG[nores] QFLAGS=NORESERVATION", "normal", "RESERVATIONDEPTH 1");
        h.submit(h.job("J1").toBuilder().requestQos("nores", "-l qos").build());
        IterationResult r = h.runAt(T0);
        assertFalse(r.jobReservation("J1").isPresent());
        assertTrue(r.start("J3").isPresent());
    }

    @Test
    void reservealways_aJobBeyondTheDepthIsReservedToo() {
        Harness h = story("QOSCFG[always] QFLAGS=RESERVEALWAYS", "normal", "RESERVATIONDEPTH 1");
        h.submit(job("J2").procs(3).walltime(HOUR).submitTime(T0 - 2 * HOUR).requestQos("always", "-l qos").build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.jobReservation("J1").isPresent(), "J1 uses the depth");
        assertEquals(T0 + HOUR, r.jobReservation("J2").orElseThrow().start(), "J2 is reserved beyond it");
        assertFalse(r.start("J3").isPresent(), "J3 would run into J2's reservation on n4");
    }

    @Test
    void reservealways_evenUnderReservationPolicyNever() {
        Harness h = story("QOSCFG[always] QFLAGS=RESERVEALWAYS", "normal", "RESERVATIONPOLICY NEVER");
        h.submit(h.job("J1").toBuilder().requestQos("always", "-l qos").build());
        assertTrue(h.runAt(T0).jobReservation("J1").isPresent());
    }

    @Test
    void dedicated_theJobTakesWholeIdleNodesAndSharesThemWithNoOne() {
        Harness h = new Harness(cfg("QOSCFG[solo] QFLAGS=DEDICATED", "USERCFG[DEFAULT] QLIST=solo")).nodes(nodes("n", 2, 4));
        h.submit(job("R").procs(1).walltime(HOUR).running(T0, List.of("n1")).build());
        h.submit(job("D").procs(2).walltime(HOUR).submitTime(T0 - 2 * HOUR).requestQos("solo", "-l qos").build());
        h.submit(job("S").procs(1).walltime(HOUR).submitTime(T0 - HOUR).build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("n2", "n2"), r.start("D").orElseThrow().hosts(), "n1 runs R: not idle");
        assertEquals(List.of("n1"), r.start("S").orElseThrow().hosts(), "D's node is D's alone");

        h.submit(job("S2").procs(1).walltime(HOUR).submitTime(T0).build());
        IterationResult next = h.runAt(T0 + MINUTE);
        assertEquals(List.of("n1"), next.start("S2").orElseThrow().hosts(), "a running DEDICATED job still holds its whole node");
    }

    @Test
    void usereserved_theJobRunsOnlyInsideTheNamedReservation() {
        Harness h = new Harness(cfg("QOSCFG[chem-b] QFLAGS=USERESERVED:chemistry", "USERCFG[DEFAULT] QLIST=chem-b",
                "SRCFG[chemistry] HOSTLIST=n3 QOSLIST=chem-b PERIOD=INFINITY")).nodes(nodes("n", 3, 1));
        h.submit(job("C1").procs(1).walltime(HOUR).submitTime(T0 - 2 * HOUR).requestQos("chem-b", "-l qos").build());
        h.submit(job("C2").procs(1).walltime(HOUR).submitTime(T0 - HOUR).requestQos("chem-b", "-l qos").build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("n3"), r.start("C1").orElseThrow().hosts());
        assertFalse(r.start("C2").isPresent(), "n1 and n2 are free, but outside the reservation");
    }

    @Test
    void ignjobperuser_liftsMaxjobForEveryCredentialAsMaui33Does_butNotMaxproc() {
        Harness h = new Harness(cfg("USERCFG[alice] MAXJOB=1", "GROUPCFG[staff] MAXJOB=2 MAXPROC=3",
                "QOSCFG[staff] QFLAGS=IGNJOBPERUSER", "USERCFG[DEFAULT] QLIST=staff")).nodes(nodes("n", 4, 1));
        h.submit(job("R").procs(1).walltime(HOUR).running(T0, List.of("n1")).build());
        for (String id : List.of("A", "B", "C")) {
            h.submit(job(id).procs(1).walltime(HOUR).submitTime(T0 - HOUR).requestQos("staff", "-l qos").build());
        }
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("A").isPresent(), "alice's MAXJOB 1 is lifted");
        assertTrue(r.start("B").isPresent(), "and group staff's MAXJOB 2 (Maui 3.3: a QOS override of MAXJOB)");
        assertFalse(r.start("C").isPresent(), "group staff's MAXPROC 3 still holds");
        assertEquals("MAXPROC", r.reasons().get("C").policy());
    }

    @Test
    void ignjobpergroup_liftsOnlyTheGroupsMaxjob() {
        Harness h = new Harness(cfg("USERCFG[alice] MAXJOB=2", "GROUPCFG[staff] MAXJOB=1",
                "QOSCFG[g] QFLAGS=IGNJOBPERGROUP", "USERCFG[DEFAULT] QLIST=g")).nodes(nodes("n", 4, 1));
        h.submit(job("R").procs(1).walltime(HOUR).running(T0, List.of("n1")).build());
        h.submit(job("A").procs(1).walltime(HOUR).submitTime(T0 - 2 * HOUR).requestQos("g", "-l qos").build());
        h.submit(job("B").procs(1).walltime(HOUR).submitTime(T0 - HOUR).requestQos("g", "-l qos").build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("A").isPresent(), "group staff's MAXJOB 1 is lifted");
        assertEquals("MAXJOB hard user=alice 2/2", r.reasons().get("B").summary().replace("  ", " "));
    }

    @Test
    void ignsystem_liftsTheSystemJobLimits() {
        Harness h = new Harness(cfg("SYSTEMMAXPROCPERJOB 2", "QOSCFG[express] QFLAGS=IGNSYSTEM",
                "USERCFG[DEFAULT] QLIST=express")).nodes(nodes("n", 4, 1));
        h.submit(job("Big").procs(4).walltime(HOUR).submitTime(T0 - HOUR).requestQos("express", "-l qos").build());
        h.submit(job("Other").procs(3).walltime(HOUR).submitTime(T0).build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("Big").isPresent());
        assertEquals("SYSTEMMAXPROCPERJOB", r.reasons().get("Other").policy());
    }

    @Test
    void ignall_includesIgnsrmaxtime_aLongJobMayUseTheTimeLimitedReservation() {
        String sr = "SRCFG[short] HOSTLIST=n1 TIMELIMIT=0:30:00 PERIOD=INFINITY";
        Harness plain = new Harness(cfg(sr)).nodes(nodes("n", 1, 1));
        plain.submit(job("L").procs(1).walltime(HOUR).submitTime(T0).build());
        assertFalse(plain.runAt(T0).start("L").isPresent(), "an hour is over the reservation's TIMELIMIT");

        Harness h = new Harness(cfg(sr, "QOSCFG[all] QFLAGS=IGNALL", "USERCFG[DEFAULT] QLIST=all")).nodes(nodes("n", 1, 1));
        h.submit(job("L").procs(1).walltime(HOUR).submitTime(T0).requestQos("all", "-l qos").build());
        assertTrue(h.runAt(T0).start("L").isPresent());
    }

    @Test
    void ignhostlist_theJobsHostListIsIgnored() {
        Harness h = new Harness(cfg("QOSCFG[any] QFLAGS=IGNHOSTLIST", "USERCFG[DEFAULT] QLIST=any")).nodes(nodes("n", 2, 1));
        h.submit(job("R").procs(1).walltime(HOUR).running(T0, List.of("n1")).build());
        Job.Builder j = job("H").procs(1).walltime(HOUR).submitTime(T0).requestedHosts(List.of("n1"));
        h.submit(j.build());
        h.submit(job("I").procs(1).walltime(HOUR).submitTime(T0).requestedHosts(List.of("n1")).requestQos("any", "-l qos").build());
        IterationResult r = h.runAt(T0);
        assertFalse(r.start("H").isPresent());
        assertEquals(List.of("n2"), r.start("I").orElseThrow().hosts());
    }

    @Test
    void s73_qosPriority_aJobRequestingGeoRanksFirst() {
        // "QOSCFG[geo] PRIORITY=10000": priority assigned to all jobs requesting the QoS
        Harness h = new Harness(cfg("QOSCFG[geo] PRIORITY=10000", "QOSWEIGHT 1", "USERCFG[DEFAULT] QLIST=geo"))
                .nodes(nodes("n", 1, 1));
        h.submit(job("Old").procs(1).walltime(HOUR).submitTime(T0 - HOUR).build());
        h.submit(job("Geo").procs(1).walltime(HOUR).submitTime(T0).requestQos("geo", "-l qos").build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("Geo").isPresent());
        assertEquals("geo", r.qosGrants().get("Geo").qos());
    }

    @Test
    void aRefusedQosGivesNoneOfItsPrivileges() {
        Harness h = new Harness(cfg("QOSCFG[geo] PRIORITY=10000", "QOSWEIGHT 1")).nodes(nodes("n", 1, 1));
        h.submit(job("Old").procs(1).walltime(HOUR).submitTime(T0 - HOUR).build());
        h.submit(job("Geo").procs(1).walltime(HOUR).submitTime(T0).requestQos("geo", "-l qos").build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("Old").isPresent(), "no credential lists geo: Geo runs under DEFAULT, without its priority");
        assertTrue(r.qosGrants().get("Geo").refused());
        assertInstanceOf(InsufficientResources.class, r.reasons().get("Geo"));
    }
}
