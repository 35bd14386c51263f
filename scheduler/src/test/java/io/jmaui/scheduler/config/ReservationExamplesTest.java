package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.model.AclAffinity.NEGATIVE;
import static io.jmaui.scheduler.model.AclAffinity.POSITIVE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.AclEntry;
import io.jmaui.scheduler.model.AclTarget;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import java.time.DayOfWeek;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The SRCFG examples of guide 7.1.5, Configuring and Managing Reservations, and of 7.1.6. */
class ReservationExamplesTest {

    private static final Set<DayOfWeek> WEEKDAYS = Set.copyOf(EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY));

    private static StandingReservationConfig sr(MauiConfig c, String name) {
        return c.standingReservations().get(name);
    }

    @Test
    void example1_basicBusinessHours() {
        // 7.1.5 example 1: 6 tasks of 1 processor and 512 MB, 9:00 to 17:00 on business days, class interactive
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                # maui.cfg

                SRCFG[interactive] TASKCOUNT=6 RESOURCES=PROCS:1,MEM:512
                SRCFG[interactive] PERIOD=DAY DAYS=MON,TUE,WED,THU,FRI
                SRCFG[interactive] STARTTIME=9:00:00 ENDTIME=17:00:00
                SRCFG[interactive] CLASSLIST=interactive
                """);
        assertEquals(List.of(), c.warnings());
        StandingReservationConfig r = sr(c, "interactive");
        assertEquals(6, r.taskCount());
        assertEquals(new Resources(1, 512, 0, 0), r.resources());
        assertEquals(ReservationPeriod.DAY, r.period());
        assertEquals(WEEKDAYS, r.days());
        assertEquals(9 * 3600L, r.startTime());
        assertEquals(17 * 3600L, r.endTime());
        assertEquals(List.of(AclEntry.of(AclTarget.CLASS, "interactive")), r.acl());
        assertEquals(2, r.depth());
        assertEquals(ReservationAccess.DEDICATED, r.access());
    }

    /** 7.1.5 example 2; example 3 repeats it and adds SRCFG[debug]. */
    private static final String EXAMPLE_2 = """
            # maui.cfg

            SRCFG[interactive] DAYS=MON,TUE,WED,THU,FRI
            SRCFG[interactive] PERIOD=DAY
            SRCFG[interactive] STARTTIME=10:00:00 ENDTIME=15:00:00
            SRCFG[interactive] RESOURCES=PROCS:2,MEM:256
            SRCFG[interactive] HOSTLIST=node001,node002,node005,node020
            SRCFG[interactive] TASKCOUNT=6
            SRCFG[interactive] CLASSLIST=interactive
            """;

    @Test
    void example2_hostConstrained() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", EXAMPLE_2);
        StandingReservationConfig r = sr(c, "interactive");
        assertEquals(List.of("node001", "node002", "node005", "node020"), r.hostList());
        assertEquals(new Resources(2, 256, 0, 0), r.resources());
        assertEquals(6, r.taskCount());
        assertEquals(10 * 3600L, r.startTime());
        assertEquals(15 * 3600L, r.endTime());
    }

    @Test
    void example3_reservationStacking() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", EXAMPLE_2 + """

                SRCFG[debug]       HOSTLIST=node001,node002,node003,node004
                SRCFG[debug]       USERLIST=helpdesk
                SRCFG[debug]       GROUPLIST=operations,sysadmin
                SRCFG[debug]       PERIOD=INFINITY
                """);
        assertEquals(List.of("debug", "interactive"), List.copyOf(c.standingReservations().keySet()));
        StandingReservationConfig debug = sr(c, "debug");
        // "Since RESOURCES is not specified, it will allocate all processors on each host"
        assertEquals(StandingReservationConfig.ALL_PROCS, debug.resources().procs());
        assertEquals(0, debug.taskCount());
        assertEquals(ReservationPeriod.INFINITY, debug.period());
        assertEquals(Times.INFINITY, debug.endTime());
        assertEquals(List.of(AclEntry.of(AclTarget.USER, "helpdesk"), AclEntry.of(AclTarget.GROUP, "operations"),
                AclEntry.of(AclTarget.GROUP, "sysadmin")), debug.acl());
    }

    @Test
    void example4_multipleAclTypes() {
        // 7.1.5 example 4, as printed: note ACCCOUNTLIST (three Cs) and the space-separated QOSLIST
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                # maui.cfg

                SRCFG[special] TASKCOUNT=32
                SRCFG[special] PERIOD=WEEK
                SRCFG[special] STARTTIME=1:08:00:00
                SRCFG[special] ENDTIME=5:17:00:00
                SRCFG[special] NODEFEATURES=largememory
                SRCFG[special] TIMELIMIT=1:00:00*
                SRCFG[special] QOSLIST=high low special-
                SRCFG[special] ACCCOUNTLIST=!projectX,!projectY
                """);
        StandingReservationConfig r = sr(c, "special");
        assertEquals(ReservationPeriod.WEEK, r.period());
        assertEquals(86400L + 8 * 3600, r.startTime());          // Monday 8:00 AM
        assertEquals(5 * 86400L + 17 * 3600, r.endTime());       // Friday 5:00 PM
        assertEquals(List.of("largememory"), r.nodeFeatures());
        assertEquals(OptionalLong.of(3600), r.timeLimit());
        assertEquals(List.of(AclEntry.of(AclTarget.QOS, "high"), AclEntry.of(AclTarget.QOS, "low"),
                new AclEntry(AclTarget.QOS, "special", NEGATIVE, false, false),
                new AclEntry(AclTarget.DURATION, "3600", POSITIVE, true, false)), r.acl());
        assertEquals(List.of("maui.cfg:10: SRCFG[special] ACCCOUNTLIST: unknown attribute, ignored (did you mean ACCOUNTLIST?)"),
                c.warnings().stream().map(Object::toString).toList());
    }

    @Test
    void example4_asIntended() {
        MauiConfig c = Cfg.cfg("SRCFG[special] ACCOUNTLIST=!projectX,!projectY");
        assertEquals(List.of(new AclEntry(AclTarget.ACCOUNT, "projectX", POSITIVE, false, true),
                new AclEntry(AclTarget.ACCOUNT, "projectY", POSITIVE, false, true)), sr(c, "special").acl());
    }

    @Test
    void timeLogicAndMakesTheTimeLimitRequired() {
        // 7.1.5 TIMELOGIC: "SRCFG[special] TIMELIMIT=1:00:00  SRCFG[special] TIMELOGIC=AND" equals "TIMELIMIT=1:00:00*"
        MauiConfig c = Cfg.cfg("SRCFG[special] TIMELIMIT=1:00:00", "SRCFG[special] TIMELOGIC=AND");
        assertEquals(List.of(new AclEntry(AclTarget.DURATION, "3600", POSITIVE, true, false)), sr(c, "special").acl());
    }

    @Test
    void example5_limitedSharedAccess() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                # maui.cfg

                ACCTCFG[jupiter] PRIORITY=10000

                SRCFG[jupiter] HOSTLIST=node0[1-9]
                SRCFG[jupiter] PERIOD=INFINITY
                SRCFG[jupiter] ACCOUNTLIST=jupiter,saturn-
                SRCFG[jupiter] OWNER=ACCOUNT:jupiter
                SRCFG[jupiter] FLAGS=OWNERPREEMPT
                SRCFG[jupiter] PERIOD=INFINITY
                """);
        assertEquals(OptionalLong.of(10000), c.credential(CredentialKind.ACCOUNT, "jupiter").priority());
        StandingReservationConfig r = sr(c, "jupiter");
        assertEquals(List.of("node0[1-9]"), r.hostList());
        assertEquals(9, HostExpressions.expand(r.hostList().get(0)).orElseThrow().size());
        assertEquals(List.of(AclEntry.of(AclTarget.ACCOUNT, "jupiter"),
                new AclEntry(AclTarget.ACCOUNT, "saturn", NEGATIVE, false, false)), r.acl());
        assertEquals(Optional.of(new ReservationOwner(CredentialKind.ACCOUNT, "jupiter")), r.owner());
        assertEquals(Set.of(ReservationFlag.OWNERPREEMPT), r.flags());
        assertEquals(List.of("maui.cfg:3: ACCTCFG: read as ACCOUNTCFG"),
                c.warnings().stream().map(Object::toString).toList());
    }

    @Test
    void attributeTableExamples() {
        // 7.1.5 "Configuring Standing Reservations": the example of each attribute in the table
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                SRCFG[test] ACCESS=SHARED
                SRCFG[test] ACCOUNTLIST=ops,staff
                SRCFG[test] CHARGEACCOUNT=jupiter
                SRCFG[test] CLASSLIST=interactive
                SRCFG[test] DAYS=Mon,Tue,Wed,Thu,Fri
                SRCFG[test] PERIOD=DAY DEPTH=7
                SRCFG[test] STARTTIME=8:00:00
                SRCFG[test] ENDTIME=17:00:00
                SRCFG[test] FLAGS=BYNAME
                SRCFG[test] GROUPLIST=staff,ops,special
                SRCFG[test] HOSTLIST=node001,node002,node003
                SRCFG[test] RESOURCES=PROCS:2;MEM:512
                SRCFG[test] TASKCOUNT=2
                SRCFG[test] JOBATTRLIST=PREEMPTEE
                SRCFG[test] NODEFEATURES=wide,fddi
                SRCFG[test] OWNER=USER:tom
                SRCFG[test] PARTITION=OLD
                SRCFG[test] QOSLIST=hi,low,special
                SRCFG[test] TIMELIMIT=1:00:00
                SRCFG[test] USERLIST=bob,joe,mary
                SRCFG[2] TPN=4
                SRCFG[2] RESOURCES=PROCS:2;MEM:256
                SRCFG[fast] TRIGGER=start+5:00:00:exec@/usr/local/domail.pl
                """);
        StandingReservationConfig t = sr(c, "test");
        assertEquals(ReservationAccess.SHARED, t.access());
        assertEquals(Optional.of("jupiter"), t.chargeAccount());
        assertEquals(WEEKDAYS, t.days());
        assertEquals(7, t.depth());
        assertEquals(Set.of(ReservationFlag.BYNAME), t.flags());
        assertEquals(new Resources(2, 512, 0, 0), t.resources());
        assertEquals(List.of("wide", "fddi"), t.nodeFeatures());
        assertEquals(Optional.of(new ReservationOwner(CredentialKind.USER, "tom")), t.owner());
        assertEquals(Optional.of("OLD"), t.partition());
        assertEquals(OptionalLong.of(3600), t.timeLimit());
        assertEquals(14, t.acl().size());
        assertEquals(AclEntry.of(AclTarget.JOBATTR, "PREEMPTEE"), t.acl().get(12));
        assertEquals(4, sr(c, "2").tpn());
        assertEquals(List.of(new ReservationTrigger("start", 5 * 3600, null, "exec", "/usr/local/domail.pl")),
                sr(c, "fast").triggers());
        assertEquals(List.of(), c.warnings().stream().map(Object::toString).toList());
    }

    @Test
    void appendixSrcfgExample() {
        // appendix F SRCFG: 9:00 AM to 3:00 PM on nodes 1 through 4 for QOS high or low
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                SRCFG[fast] STARTTIME=9:00:00 ENDTIME=15:00:00
                SRCFG[fast] HOSTLIST=node0[1-4]$
                SRCFG[fast] QOSLIST=high:low
                """);
        StandingReservationConfig r = sr(c, "fast");
        assertEquals(List.of("node0[1-4]$"), r.hostList());
        assertEquals(List.of(AclEntry.of(AclTarget.QOS, "high"), AclEntry.of(AclTarget.QOS, "low")), r.acl());
    }

    @Test
    void appendixOldStyleParameters() {
        // appendix F SRHOSTLIST: "reserve 2 tasks - with 2 processors and 512 MB each, using node001, node002, node003"
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                SRHOSTLIST[3] node001 node002 node003
                SRRESOURCES[3] PROCS=2;MEM=512
                SRTASKCOUNT[3] 2
                SRUSERLIST[1] bob joe mary
                SRPERIOD[1] WEEK
                SRDAYS[1] Mon Tue Wed Thu Fri
                SRMAXTIME[6] 1:00:00
                """);
        StandingReservationConfig r = sr(c, "3");
        assertEquals(List.of("node001", "node002", "node003"), r.hostList());
        assertEquals(new Resources(2, 512, 0, 0), r.resources());
        assertEquals(2, r.taskCount());
        assertEquals(3, sr(c, "1").acl().size());
        assertEquals(ReservationPeriod.WEEK, sr(c, "1").period());
        assertEquals(WEEKDAYS, sr(c, "1").days());
        assertEquals(OptionalLong.of(3600), sr(c, "6").timeLimit());
        assertEquals("maui.cfg:1: SRHOSTLIST[3]: deprecated, read as SRCFG[3] HOSTLIST=...", c.warnings().get(0).toString());
    }

    @Test
    void caseStudy1_srnameNamesTheReservation() {
        // case study 1: SRNAME[0] fast ... SRTASKCOUNT[0] 16; the reservation and its instances are "fast"
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                SRNAME[0]          fast
                SRTASKCOUNT[0]     16
                SRCFG[other] NAME=interactive TASKCOUNT=2
                """);
        assertEquals("fast", sr(c, "0").name());
        assertEquals("0", sr(c, "0").index());
        assertEquals(16, sr(c, "0").taskCount());
        assertEquals("interactive", sr(c, "other").name());
        ConfigException e = org.junit.jupiter.api.Assertions.assertThrows(ConfigException.class, () -> Cfg.cfg(
                "SRCFG[a] TASKCOUNT=1", "SRCFG[b] NAME=a TASKCOUNT=1"));
        assertEquals("test.cfg:2:15: SRCFG[b] NAME: \"a\" is not a name no other standing reservation has "
                + "(SRCFG[a] is already named so)", e.errors().get(0).toString());
    }

    @Test
    void hostListRegularExpressionsKeepTheirPipesAndCommas() {
        // 7.1.5: HOSTLIST items are host expressions; a regex alternative or a bracket list is one item
        MauiConfig c = Cfg.cfg("SRCFG[a] HOSTLIST=node0(1|2),node[05-06,09] cn1|cn2 TASKCOUNT=1");
        assertEquals(List.of("node0(1|2)", "node[05-06,09]", "cn1|cn2"), sr(c, "a").hostList());
        assertTrue(HostExpressions.matches("node0(1|2)", "node02"));
        assertTrue(HostExpressions.matches("cn1|cn2", "cn2"));
        assertFalse(HostExpressions.matches("cn1|cn2", "cn3"));
        assertEquals(List.of("node05", "node06", "node09"), HostExpressions.expand("node[05-06,09]").orElseThrow());
    }

    @Test
    void s716_userReservations() {
        // 7.1.6.1 and 7.1.6.3
        MauiConfig c = Cfg.cfg("RESCTLPOLICY  ANY", "RESLIMITPOLICY  HARD");
        assertEquals("ANY", c.get(Parameters.RESCTLPOLICY));
        assertEquals("HARD", c.get(Parameters.RESLIMITPOLICY));
    }
}
