package io.jmaui.bridge.allocation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.config.AmConfig;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.MauiConfigParser;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Guide 6.4, "Allocation Management Policies", with Maui's FILE interface: a lien when a job starts,
 * a withdrawal of what it consumed when it ends and the lien released, CHARGEPOLICY deciding which
 * ended jobs are charged, FLUSHINTERVAL charging long jobs on the way, and a chargeable standing
 * reservation charged its idle cycles.
 */
class ChargesTest {

    static final long T0 = 1_700_000_000L;
    static final List<Node> NODES = List.of(Node.idle("n1", 4), Node.idle("n2", 4));

    private static Charges charges(String... extra) {
        String text = "RMCFG[torque] TYPE=PBS HOST=head\nAMCFG[bank] TYPE=FILE\nNODECFG[n1] NODETYPE=BIGMEM\n"
                + String.join("\n", extra);
        MauiConfig cfg = MauiConfigParser.parse("maui.cfg", text);
        AmConfig am = cfg.allocationManagers().get("bank");
        return new Charges(am, cfg, "torque");
    }

    private static Job running(String id) {
        return Job.builder(id).user("steve").group("staff").account("projectX").qos("high").procs(2).walltime(7200)
                .submitTime(T0 - 600).running(T0, List.of("n1", "n1")).build();
    }

    private static Snapshot jobs(Job... jobs) {
        return new Snapshot(List.of(jobs), NODES, List.of(), List.of(), List.of());
    }

    @Test
    void aJobIsReservedWhenItStartsAndChargedWhenItCompletes() {
        Charges c = charges();
        Charges.Step start = c.observe(AmState.EMPTY, jobs(running("42.head")), List.of(), T0);
        assertEquals(List.of("RESERVE         TYPE=job ACCOUNT=projectX SUBACCOUNT=steve RESOURCE=2 RESOURCETYPE=BIGMEM "
                + "DURATION=7200 QOS=high REQUESTID=42.head NODES=1"), start.lines());

        Job done = running("42.head").toBuilder().state(JobState.COMPLETED).exitStatus(0).build();
        Charges.Step end = c.observe(start.state(), jobs(done), List.of(), T0 + 1800);
        assertEquals(List.of("WITHDRAWAL      TYPE=job MACHINE=torque ACCOUNT=projectX SUBACCOUNT=steve RESOURCE=2 "
                        + "PROCCRATE=1.00 RESOURCETYPE=BIGMEM DURATION=1800 QOS=high REQUESTID=42.head NODES=1",
                "REMOVE          ACCOUNT=projectX REQUESTID=42.head"), end.lines());
        assertEquals(Map.of(), end.state().liens());
    }

    @Test
    void debitSuccessful_aJobKilledBeforeItsLimitIsNotCharged_debitAllIs() {
        // guide 6.4: DEBITSUCCESSFULWC "charge only for jobs which successfully complete"
        Job killed = running("43.head").toBuilder().state(JobState.COMPLETED).exitStatus(271).build();
        AmState lien = charges().observe(AmState.EMPTY, jobs(running("43.head")), List.of(), T0).state();

        assertEquals(List.of("REMOVE          ACCOUNT=projectX REQUESTID=43.head"),
                charges().observe(lien, jobs(killed), List.of(), T0 + 600).lines());
        assertTrue(charges("AMCFG[bank] CHARGEPOLICY=DEBITALLWC").observe(lien, jobs(killed), List.of(), T0 + 600)
                .lines().get(0).startsWith("WITHDRAWAL      TYPE=job MACHINE=torque ACCOUNT=projectX"));
    }

    @Test
    void aJobThatRanToItsWallclockLimitCountsAsSuccessful() {
        // guide 6.4 note: jobs that exceed their wallclock limits and are cancelled count as successful
        Job killed = running("44.head").toBuilder().state(JobState.COMPLETED).exitStatus(271).build();
        AmState lien = charges().observe(AmState.EMPTY, jobs(running("44.head")), List.of(), T0).state();
        List<String> lines = charges().observe(lien, jobs(killed), List.of(), T0 + 7200).lines();
        assertTrue(lines.get(0).contains("DURATION=7200"), lines.get(0));
    }

    @Test
    void aJobGoneFromPbsServerIsChargedUntilItWasSeenGone() {
        AmState lien = charges().observe(AmState.EMPTY, jobs(running("45.head")), List.of(), T0).state();
        List<String> lines = charges().observe(lien, jobs(), List.of(), T0 + 300).lines();
        assertEquals(2, lines.size());
        assertTrue(lines.get(0).contains("DURATION=300 "), lines.get(0));
    }

    @Test
    void flushIntervalChargesALongJobOnTheWay_andOnlyTheRestAtTheEnd() {
        // guide 6.4 FLUSHINTERVAL: "the amount of time between allocation manager debits for long running ... job based charges"
        Charges c = charges("AMCFG[bank] FLUSHINTERVAL=1:00:00 APPENDMACHINENAME=TRUE");
        AmState s = c.observe(AmState.EMPTY, jobs(running("46.head")), List.of(), T0).state();
        Charges.Step hour = c.observe(s, jobs(running("46.head")), List.of(), T0 + 3600);
        assertEquals(List.of("WITHDRAWAL      TYPE=job MACHINE=torque ACCOUNT=projectX@torque SUBACCOUNT=steve "
                + "RESOURCE=2 PROCCRATE=1.00 RESOURCETYPE=BIGMEM DURATION=3600 QOS=high REQUESTID=46.head NODES=1"),
                hour.lines());
        assertEquals(List.of(), c.observe(hour.state(), jobs(running("46.head")), List.of(), T0 + 3700).lines());
        List<String> end = c.observe(hour.state(), jobs(), List.of(), T0 + 4000).lines();
        assertTrue(end.get(0).contains("DURATION=400 "), end.get(0));
    }

    @Test
    void aStandingReservationWithChargeAccountIsChargedItsIdleCycles() {
        // guide 6.4: "When the resources are idle, the resources will be charged to the reservation's charge account"
        Charges c = charges("SRCFG[test] HOSTLIST=n1,n2 CHARGEACCOUNT=jupiter PERIOD=INFINITY", "AMCFG[bank] FLUSHINTERVAL=1:00:00");
        Reservation sr = new Reservation("test.0", ReservationType.STANDING, T0 - 60, T0 + 86_400, List.of("n1", "n2"),
                0, Resources.ZERO, List.of(), Set.of(), null, 0, Set.of(), null);
        Charges.Step first = c.observe(AmState.EMPTY, jobs(), List.of(sr), T0);
        assertEquals(List.of("RESERVE         TYPE=res ACCOUNT=jupiter SUBACCOUNT=[NONE] RESOURCE=8 RESOURCETYPE=DEFAULT "
                + "DURATION=86400 QOS=DEFAULT REQUESTID=test.0 NODES=2"), first.lines());
        // a 2-proc job runs on n1 for the hour: 6 of 8 procs idle
        Charges.Step hour = c.observe(first.state(), jobs(running("47.head")), List.of(sr), T0 + 3600);
        assertEquals(List.of("WITHDRAWAL      TYPE=res MACHINE=DEFAULT ACCOUNT=jupiter SUBACCOUNT=[NONE] RESOURCE=8 "
                + "RESOURCETYPE=DEFAULT PROCCRATE=0.75 DURATION=3600 QOS=DEFAULT REQUESTID=test.0 NODES=2"),
                hour.lines().stream().filter(l -> l.contains("TYPE=res")).toList());
        // when the instance is gone, what is left is charged and its lien released
        Charges.Step gone = c.observe(hour.state(), jobs(), List.of(), T0 + 3900);
        assertEquals(List.of("WITHDRAWAL      TYPE=res MACHINE=DEFAULT ACCOUNT=jupiter SUBACCOUNT=[NONE] RESOURCE=8 "
                        + "RESOURCETYPE=DEFAULT PROCCRATE=1.00 DURATION=300 QOS=DEFAULT REQUESTID=test.0 NODES=2",
                "REMOVE          ACCOUNT=jupiter REQUESTID=test.0"),
                gone.lines().stream().filter(l -> l.contains("test.0")).toList());
    }
}
