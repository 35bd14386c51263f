package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.model.CredentialKind.ACCOUNT;
import static io.jmaui.scheduler.model.CredentialKind.GROUP;
import static io.jmaui.scheduler.model.CredentialKind.QOS;
import static io.jmaui.scheduler.model.CredentialKind.USER;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Guide 6.3, Fairshare, its parameters in appendix F, and the sample fs.cfg of "Fairshare Config File". */
class FairshareExamplesTest {

    @Test
    void s6323_windowsOfUserJohn() {
        // 6.3.2.3: "if the credential of interest is user John and the following parameters are set"
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                FSINTERVAL 12:00:00
                FSDEPTH 4
                FSDECAY 0.5
                """);
        assertEquals(List.of(), c.warnings());
        assertEquals(12 * 3600L, c.get(Parameters.FSINTERVAL));
        assertEquals(4, c.get(Parameters.FSDEPTH));
        assertEquals(0.5, c.get(Parameters.FSDECAY));
    }

    @Test
    void s6321_policyAndPercent() {
        // appendix F: "FSPOLICY DEDICATEDPES"; 6.3.2.1: a trailing '%' makes the factor a ratio
        assertEquals(new FsPolicy(FsPolicyKind.DEDICATEDPES, false),
                Cfg.cfg("FSPOLICY DEDICATEDPES").get(Parameters.FSPOLICY));
        assertEquals(new FsPolicy(FsPolicyKind.DEDICATEDPS, true), Cfg.cfg("FSPOLICY DEDICATEDPS%").get(Parameters.FSPOLICY));
        assertEquals(FsPolicy.NONE, Cfg.cfg().get(Parameters.FSPOLICY));
    }

    @Test
    void appendixDefaults() {
        MauiConfig c = Cfg.cfg("FSDEPTH 12", "FSGROUPWEIGHT 4", "FSUSERWEIGHT 8", "FSWEIGHT 500", "FSACCOUNTWEIGHT 10");
        assertEquals(12, c.get(Parameters.FSDEPTH));
        assertEquals(500L, c.get(Parameters.FSWEIGHT));
        assertEquals(1.0, Cfg.cfg().get(Parameters.FSDECAY));
        assertEquals(7, Cfg.cfg().get(Parameters.FSDEPTH));
        assertEquals(86400L, Cfg.cfg().get(Parameters.FSINTERVAL));
    }

    @Test
    void fsCfgSample() {
        // "Fairshare Config File", sample 'fs.cfg' file, as printed (two typos kept: a missing space
        // in USER:DEFAULTFSTARGET and FSFLAGS for JOBFLAGS)
        MauiConfig c = MauiConfigParser.parseFsConfig("fs.cfg", """
                SYSTEM PLIST=OldSP PDEF=OldSP QLIST=0 QDEF=0
                USER:DEFAULTFSTARGET=5.0-
                USER:steve QLIST=2,3,4 QDEF=2
                USER:bob QDEF=2 FSFLAGS=ADVRES
                USER:charles FSTARGET=15+ QLIST=4,5,6 QDEF=4
                GROUP:staff FSTARGET=10.0-
                ACCOUNT:system FSTARGET=35.5+ PLIST=DevSP:OldSP PDEF=DevSP
                QOS:3 FSTARGET=75.0
                """);
        assertEquals(List.of("OldSP"), c.system().partitionList());
        assertEquals(Optional.of("0"), c.system().qosDefault());
        assertEquals(List.of("2", "3", "4"), c.credential(USER, "steve").qosList());
        assertEquals(Optional.of("2"), c.credential(USER, "steve").qosDefault());
        assertEquals(Optional.of("2"), c.credential(USER, "bob").qosDefault());
        assertEquals(Set.of(), c.credential(USER, "bob").flags());
        assertEquals(Optional.of(new FsTarget(15, FsTargetMode.FLOOR)), c.credential(USER, "charles").fsTarget());
        assertEquals(Optional.of(new FsTarget(10, FsTargetMode.CAP)), c.credential(GROUP, "staff").fsTarget());
        assertEquals(Optional.of(new FsTarget(35.5, FsTargetMode.FLOOR)), c.credential(ACCOUNT, "system").fsTarget());
        assertEquals(List.of("DevSP", "OldSP"), c.credential(ACCOUNT, "system").partitionList());
        assertEquals(Optional.of(new FsTarget(75, FsTargetMode.TARGET)), c.credential(QOS, "3").fsTarget());
        List<String> warnings = c.warnings().stream().map(Object::toString).toList();
        assertEquals(List.of(
                "fs.cfg:2: USER:DEFAULTFSTARGET=5.0-: object name contains '=', ignored (is a space missing?)",
                "fs.cfg:4: USERCFG[bob] FSFLAGS: unknown attribute, ignored (did you mean FLAGS?)"),
                warnings);
    }

    @Test
    void fsCfgQlistRangesAndAnd() {
        // "QLIST ... EXAMPLE: QLIST=2,4-8 ... If the QLIST value is followed by an ampersand, '&', QLIST
        // values are considered an 'AND' list rather than an 'OR' list."
        MauiConfig c = MauiConfigParser.parseFsConfig("fs.cfg", "USER:steve QLIST=2,4-8\nUSER:bob QLIST=2,3&");
        assertEquals(List.of("2", "4", "5", "6", "7", "8"), c.credential(USER, "steve").qosList());
        assertEquals(false, c.credential(USER, "steve").qosListAnd());
        assertEquals(List.of("2", "3"), c.credential(USER, "bob").qosList());
        assertEquals(true, c.credential(USER, "bob").qosListAnd());
        assertEquals(List.of("chem-b"), Cfg.cfg("USERCFG[x] QLIST=chem-b").credential(USER, "x").qosList());
    }

    @Test
    void fsCfgDefaultEntry() {
        // "the keyword 'DEFAULT' may be used in place of an actual user ... i.e. USER:DEFAULT FSTARGET=5.0"
        MauiConfig c = MauiConfigParser.parseFsConfig("fs.cfg", "USER:DEFAULT FSTARGET=5.0\nUSER:bob QDEF=2");
        assertEquals(Optional.of(new FsTarget(5, FsTargetMode.TARGET)), c.credential(USER, "bob").fsTarget());
        assertEquals(List.of(), c.warnings());
    }
}
