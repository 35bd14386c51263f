package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.model.CredentialKind.QOS;
import static io.jmaui.scheduler.model.CredentialKind.USER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** Line syntax (guide 3.4), merging of repeated lines, DEFAULT fallback, and the warnings. */
class SyntaxAndMergingTest {

    private static List<String> warnings(MauiConfig c) {
        return c.warnings().stream().map(ConfigWarning::toString).toList();
    }

    @Test
    void parameterAndAttributeNamesAnyCase() {
        // 3.4: "Parameter names are not case sensitive but <VALUE> settings are"
        MauiConfig c = cfg("reservationDepth 3", "usercfg[John] maxjob=2 Priority=7");
        assertEquals(3, c.get(Parameters.RESERVATIONDEPTH));
        assertEquals(OptionalLong.of(7), c.credential(USER, "John").priority());
        assertEquals(Optional.empty(), c.credentialExact(USER, "john"));
    }

    @Test
    void commentsAndBlankLines() {
        MauiConfig c = cfg("# a comment", "", "   ", "FSWEIGHT 10   # trailing comment", "\tFSUSERWEIGHT\t2");
        assertEquals(10L, c.get(Parameters.FSWEIGHT));
        assertEquals(2L, c.get(Parameters.FSUSERWEIGHT));
        assertEquals(List.of(), c.warnings());
    }

    @Test
    void repeatedBlockLinesMergeLaterWinsPerAttribute() {
        MauiConfig c = cfg("USERCFG[john] MAXJOB=4 PRIORITY=10", "USERCFG[john] MAXPROC=16", "USERCFG[john] MAXJOB=8");
        CredentialConfig john = c.credential(USER, "john");
        assertEquals(Map.of("MAXJOB", "8", "MAXPROC", "16", "PRIORITY", "10"), john.raw());
        assertEquals(Optional.of(LimitValue.of(8)), john.limit(LimitKey.of(LimitKind.JOB)));
        assertEquals(List.of(), c.warnings());
    }

    @Test
    void repeatedSimpleParameterLaterWinsWithWarning() {
        MauiConfig c = cfg("RESERVATIONDEPTH 2", "RESERVATIONDEPTH[0] 5");
        assertEquals(5, c.get(Parameters.RESERVATIONDEPTH));
        assertEquals(List.of("test.cfg:2: RESERVATIONDEPTH[0]: set again; overrides test.cfg:1"), warnings(c));
    }

    @Test
    void defaultFallsBackAttributeByAttribute() {
        MauiConfig c = cfg("USERCFG[DEFAULT] MAXJOB=4 PRIORITY=1 FSTARGET=5", "USERCFG[john] MAXJOB=8 MAXPROC=32");
        CredentialConfig john = c.credential(USER, "john");
        assertEquals(Optional.of(LimitValue.of(8)), john.limit(LimitKey.of(LimitKind.JOB)));
        assertEquals(Optional.of(LimitValue.of(32)), john.limit(LimitKey.of(LimitKind.PROC)));
        assertEquals(OptionalLong.of(1), john.priority());
        assertEquals(Optional.of(new FsTarget(5, FsTargetMode.TARGET)), john.fsTarget());
        assertEquals(Map.of("MAXJOB", "8", "MAXPROC", "32"), c.credentialExact(USER, "john").orElseThrow().raw());
        CredentialConfig mary = c.credential(USER, "mary");
        assertEquals("mary", mary.name());
        assertEquals(Optional.of(LimitValue.of(4)), mary.limit(LimitKey.of(LimitKind.JOB)));
        assertEquals(List.of("DEFAULT", "john"), List.copyOf(c.credentials(USER).keySet()));
    }

    @Test
    void neitherNamedNorDefaultIsEmpty() {
        CredentialConfig q = cfg().credential(QOS, "high");
        assertEquals("high", q.name());
        assertEquals(QOS, q.kind());
        assertTrue(q.limits().isEmpty());
        assertTrue(q.raw().isEmpty());
        assertEquals(OptionalLong.empty(), q.priority());
    }

    @Test
    void unknownParameterSuggestsTheNearest() {
        MauiConfig c = cfg("FSDECY 0.5", "RESERVATIONDEPT 2", "BACKFILPOLICY BESTFIT", "USRCFG[john] MAXJOB=2", "FROBNICATE 1");
        assertEquals(List.of(
                "test.cfg:1: FSDECY: unknown parameter, ignored (did you mean FSDECAY?)",
                "test.cfg:2: RESERVATIONDEPT: unknown parameter, ignored (did you mean RESERVATIONDEPTH?)",
                "test.cfg:3: BACKFILPOLICY: unknown parameter, ignored (did you mean BACKFILLPOLICY?)",
                "test.cfg:4: USRCFG: unknown parameter, ignored (did you mean USERCFG?)",
                "test.cfg:5: FROBNICATE: unknown parameter, ignored"), warnings(c));
        assertEquals(1.0, c.get(Parameters.FSDECAY));
    }

    @Test
    void unknownAttributeSuggestsTheNearest() {
        MauiConfig c = cfg("USERCFG[john] MAXJOBS=2 PRIORTY=5", "SRCFG[x] HOSTLST=n1", "NODECFG[n1] SPED=2");
        assertEquals(List.of(
                "test.cfg:1: USERCFG[john] MAXJOBS: unknown attribute, ignored (did you mean MAXJOB?)",
                "test.cfg:1: USERCFG[john] PRIORTY: unknown attribute, ignored (did you mean PRIORITY?)",
                "test.cfg:2: SRCFG[x] HOSTLST: unknown attribute, ignored (did you mean HOSTLIST?)",
                "test.cfg:3: NODECFG[n1] SPED: unknown attribute, ignored (did you mean SPEED?)"), warnings(c));
    }

    @Test
    void unimplementedParameterWarnsAndStillValidates() {
        MauiConfig c = cfg("NODESETPOLICY ONEOF", "RESDEPTH 64");
        assertEquals(List.of("test.cfg:1: NODESETPOLICY: parsed, but jmaui does not implement it (guide 8.3)",
                "test.cfg:2: RESDEPTH: no effect with jmaui and TORQUE: it sizes Maui's fixed table of reservations per "
                        + "node; jmaui keeps each node's reservations in a timeline of any length, so no reservation is "
                        + "ever refused for lack of room"), warnings(c));
        assertEquals("ONEOF", c.get(Parameters.NODESETPOLICY));
    }

    @Test
    void wordsAfterAnAttributeContinueItsValue() {
        // 7.1.5 example 4 writes "QOSLIST=high low special-"
        MauiConfig c = cfg("SRCFG[s] QOSLIST=high low PERIOD=WEEK");
        assertEquals(3 - 1, c.standingReservations().get("s").acl().size());
        assertEquals(ReservationPeriod.WEEK, c.standingReservations().get("s").period());
    }

    @Test
    void quotedValuesKeepSpaces() {
        MauiConfig c = cfg("NODECFG[n1] PRIORITYF=\"SPEED + 2 * APROCS\" SPEED=1.5");
        assertEquals(Optional.of("SPEED + 2 * APROCS"), c.node("n1").priorityFunction().map(Object::toString));
        assertTrue(c.render().contains("NODECFG[n1] PRIORITYF='SPEED + 2 * APROCS' SPEED=1.5"));
    }

    @Test
    void windowsLineEndings() {
        assertEquals(2L, MauiConfigParser.parse("maui.cfg", "FSWEIGHT 1\r\nFSUSERWEIGHT 2\r\n").get(Parameters.FSUSERWEIGHT));
    }
}
