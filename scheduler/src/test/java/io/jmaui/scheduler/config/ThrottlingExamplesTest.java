package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.model.CredentialKind.CLASS;
import static io.jmaui.scheduler.model.CredentialKind.GROUP;
import static io.jmaui.scheduler.model.CredentialKind.QOS;
import static io.jmaui.scheduler.model.CredentialKind.USER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.model.CredentialKind;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Every maui.cfg example of guide 6.2, Throttling Policies (the "----" rulers around them left out). */
class ThrottlingExamplesTest {

    private static MauiConfig parse(String text) {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", text);
        assertEquals(java.util.List.of(), c.warnings());
        return c;
    }

    private static Optional<LimitValue> limit(MauiConfig c, CredentialKind kind, String name, LimitKey key) {
        return c.credential(kind, name).limit(key);
    }

    private static final LimitKey MAXJOB = LimitKey.of(LimitKind.JOB);
    private static final LimitKey MAXNODE = LimitKey.of(LimitKind.NODE);

    @Test
    void s6211_simpleLimitWithDefault() {
        // 6.2.1.1: "allow user john to run up to 8 jobs while all other users may only run up to 4"
        MauiConfig c = parse("""
                USERCFG[DEFAULT] MAXJOB=4
                USERCFG[john] MAXJOB=8
                """);
        assertEquals(Optional.of(LimitValue.of(8)), limit(c, USER, "john", MAXJOB));
        assertEquals(Optional.of(LimitValue.of(4)), limit(c, USER, "mary", MAXJOB));
        assertEquals(Optional.empty(), c.credentialExact(USER, "mary"));
    }

    /** 6.2.1.1, the mixed example; 6.2.2 repeats it with one QOSCFG line added. */
    private static final String MIXED = """
            USERCFG[steve] MAXJOB=2 MAXNODE=30
            GROUPCFG[staff] MAXJOB=5
            CLASSCFG[DEFAULT] MAXNODE=16
            CLASSCFG[batch] MAXNODE=32
            """;

    @Test
    void s6211_mixedLimits() {
        // 6.2.1.1: steve may run 2 jobs on 30 nodes; 16 nodes per class except batch with 32
        MauiConfig c = parse(MIXED);
        assertEquals(Optional.of(LimitValue.of(2)), limit(c, USER, "steve", MAXJOB));
        assertEquals(Optional.of(LimitValue.of(30)), limit(c, USER, "steve", MAXNODE));
        assertEquals(Optional.of(LimitValue.of(5)), limit(c, GROUP, "staff", MAXJOB));
        assertEquals(Optional.of(LimitValue.of(32)), limit(c, CLASS, "batch", MAXNODE));
        assertEquals(Optional.of(LimitValue.of(16)), limit(c, CLASS, "interactive", MAXNODE));
    }

    @Test
    void s6212_multiDimensional() {
        // 6.2.1.2: class fast: at most 12 jobs per group, and 50 processors for user steve
        MauiConfig c = parse("""
                # maui.cfg

                CLASSCFG[fast] MAXJOB[GROUP]=12
                CLASSCFG[fast] MAXPROC[USER:steve]=50
                """);
        CredentialConfig fast = c.credential(CLASS, "fast");
        assertEquals(Map.of(LimitKey.scoped(LimitKind.JOB, GROUP, null), LimitValue.of(12),
                LimitKey.scoped(LimitKind.PROC, USER, "steve"), LimitValue.of(50)), fast.limits());
    }

    @Test
    void s6212_multiDimensionalSecondExample() {
        MauiConfig c = parse("""
                # maui.cfg

                # allow class batch to run up the 3 simultaneous jobs
                # allow any user to use up to 8 total nodes within class
                CLASSCFG[batch] MAXJOB=3 MAXNODE[USER]=8

                # allow users steve and bob to use up to 3 and 4 total processors respectively within class
                CLASSCFG[fast] MAXPROC[USER:steve]=3 MAXPROC[USER:bob]=4
                """);
        assertEquals(Optional.of(LimitValue.of(3)), limit(c, CLASS, "batch", MAXJOB));
        assertEquals(Optional.of(LimitValue.of(8)), limit(c, CLASS, "batch", LimitKey.scoped(LimitKind.NODE, USER, null)));
        assertEquals(Optional.of(LimitValue.of(3)), limit(c, CLASS, "fast", LimitKey.scoped(LimitKind.PROC, USER, "steve")));
        assertEquals(Optional.of(LimitValue.of(4)), limit(c, CLASS, "fast", LimitKey.scoped(LimitKind.PROC, USER, "bob")));
    }

    @Test
    void s6212_theGuidesTwoCredentialNotation() {
        // 6.2.1.2 lists "MAXJOB[Class,User]": per class, per user; in CLASSCFG that is MAXJOB[USER]
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                CLASSCFG[batch] MAXJOB[Class,User]=4 MAXPROC[USER,CLASS]=16
                USERCFG[steve] MAXNODE[Class,User]=2
                """);
        assertEquals(Optional.of(LimitValue.of(4)), limit(c, CLASS, "batch", LimitKey.scoped(LimitKind.JOB, USER, null)));
        assertEquals(Optional.of(LimitValue.of(16)), limit(c, CLASS, "batch", LimitKey.scoped(LimitKind.PROC, USER, null)));
        assertEquals(Optional.of(LimitValue.of(2)), limit(c, USER, "steve", LimitKey.scoped(LimitKind.NODE, CLASS, null)));
        assertEquals(java.util.List.of(
                "maui.cfg:1: CLASSCFG[batch] MAXJOB[Class,User]: read as CLASSCFG[batch] MAXJOB[USER]",
                "maui.cfg:1: CLASSCFG[batch] MAXPROC[USER,CLASS]: read as CLASSCFG[batch] MAXPROC[USER]",
                "maui.cfg:2: USERCFG[steve] MAXNODE[Class,User]: read as USERCFG[steve] MAXNODE[CLASS]"),
                c.warnings().stream().map(Object::toString).toList());
    }

    @Test
    void s6212_aPairWithoutTheBlocksOwnCredentialIsAnError() {
        ConfigException e = org.junit.jupiter.api.Assertions.assertThrows(ConfigException.class,
                () -> MauiConfigParser.parse("maui.cfg", "GROUPCFG[staff] MAXJOB[Class,User]=4\nQOSCFG[hi] MAXJOB[QOS,Queue]=1\n"));
        assertEquals(java.util.List.of(
                "maui.cfg:1:17: GROUPCFG[staff] MAXJOB[Class,User]: \"MAXJOB[Class,User]\" is not a pair of credential "
                        + "types of which one is the block's own (GROUP)",
                "maui.cfg:2:12: QOSCFG[hi] MAXJOB[QOS,Queue]: \"MAXJOB[QOS,Queue]\" is not a pair of credential types of "
                        + "which one is the block's own (QOS), each USER, GROUP, ACCOUNT, CLASS or QOS"),
                e.errors().stream().map(Object::toString).toList());
    }

    @Test
    void maui30PoliciesAreReadAsDefaultLimits() {
        // the guide's note on Maui 3.0 policies: "<X>PER<Y>POLICY ON, <X>PER<Y>COUNT <HARDLIMIT>,
        // S<X>PER<Y>COUNT <SOFTLIMIT>" is "USERCFG<Y> <X>=<SOFTLIMIT>[,<HARDLIMIT>]" in Maui 3.2
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                MAXJOBPERUSERPOLICY ON
                MAXJOBPERUSERCOUNT 6
                SMAXJOBPERUSERCOUNT 4
                MAXPROCPERGROUPCOUNT 64
                MAXJOBQUEUEDPERUSERCOUNT 10
                MAXNODEPERUSERPOLICY OFF
                MAXNODEPERUSERCOUNT 8
                MAXPSPERUSER 0
                """);
        assertEquals(Optional.of(new LimitValue(4, 6)), limit(c, USER, "anyone", MAXJOB));
        assertEquals(Optional.of(LimitValue.of(64)), limit(c, GROUP, "staff", LimitKey.of(LimitKind.PROC)));
        assertEquals(Optional.of(LimitValue.of(10)), limit(c, USER, "anyone", new LimitKey(LimitKind.JOB, true, false, null, null)));
        assertEquals(Optional.empty(), limit(c, USER, "anyone", MAXNODE), "the policy is OFF");
        assertEquals(Optional.of(LimitValue.of(io.jmaui.scheduler.model.Times.INFINITY)),
                limit(c, USER, "anyone", LimitKey.of(LimitKind.PS)), "appendix F: 0 (No Limit)");
        assertTrue(c.warnings().stream().map(Object::toString).toList().contains(
                "maui.cfg:3: SMAXJOBPERUSERCOUNT: read as USERCFG[DEFAULT] MAXJOB=4,6"), c.warnings().toString());
    }

    @Test
    void s6212_perUserShorthand() {
        // 6.2.1.2 NOTE: MAXNODEPERUSER, MAXJOBPERUSER and MAXPROCPERUSER are the Maui 3.2 subset
        MauiConfig c = parse("CLASSCFG[batch] MAXJOBPERUSER=2 MAXPROCPERUSER=16 MAXNODEPERUSER=4");
        CredentialConfig batch = c.credential(CLASS, "batch");
        assertEquals(Optional.of(LimitValue.of(2)), batch.limit(LimitKey.scoped(LimitKind.JOB, USER, null)));
        assertEquals(Optional.of(LimitValue.of(16)), batch.limit(LimitKey.scoped(LimitKind.PROC, USER, null)));
        assertEquals(Optional.of(LimitValue.of(4)), batch.limit(LimitKey.scoped(LimitKind.NODE, USER, null)));
    }

    @Test
    void s622_overrideLimits() {
        // 6.2.2: "This configuration is identical to the example shown earlier with the exception of the
        // final QOSCFG line": only 3 hiprio QOS jobs may run simultaneously, with up to 64 nodes per credential
        MauiConfig c = parse(MIXED + "QOSCFG[hiprio]    OMAXJOB=3  OMAXNODE=64\n");
        CredentialConfig hiprio = c.credential(QOS, "hiprio");
        assertEquals(Optional.of(LimitValue.of(3)), hiprio.limit(LimitKey.override(LimitKind.JOB)));
        assertEquals(Optional.of(LimitValue.of(64)), hiprio.limit(LimitKey.override(LimitKind.NODE)));
        assertEquals(Optional.empty(), hiprio.limit(MAXJOB));
    }

    @Test
    void s623_idleLimits() {
        // 6.2.3: to limit the number of idle (eligible) jobs a given user could have at once
        MauiConfig c = parse("""
                # maui.cfg

                USERCFG[DEFAULT]  MAXIJOB=20
                """);
        assertEquals(Optional.of(LimitValue.of(20)), limit(c, USER, "anyone", LimitKey.idle(LimitKind.JOB)));
    }

    @Test
    void s623_idleLimitExamples() {
        MauiConfig c = parse("""
                # maui.cfg
                USERCFG[steve]    MAXIJOB=2 MAXIPROC=30
                GROUPCFG[staff]   MAXIJOB=5
                CLASSCFG[DEFAULT] MAXIPROC=16
                CLASSCFG[batch]   MAXIPROC=32
                QOSCFG[hiprio]    MAXIJOB=3 MAXIPROC=64
                """);
        assertEquals(Optional.of(LimitValue.of(30)), limit(c, USER, "steve", LimitKey.idle(LimitKind.PROC)));
        assertEquals(Optional.of(LimitValue.of(5)), limit(c, GROUP, "staff", LimitKey.idle(LimitKind.JOB)));
        assertEquals(Optional.of(LimitValue.of(16)), limit(c, CLASS, "debug", LimitKey.idle(LimitKind.PROC)));
        assertEquals(Optional.of(LimitValue.of(32)), limit(c, CLASS, "batch", LimitKey.idle(LimitKind.PROC)));
        assertEquals(Optional.of(LimitValue.of(64)), limit(c, QOS, "hiprio", LimitKey.idle(LimitKind.PROC)));
    }

    @Test
    void s624_softAndHard() {
        // 6.2.4: "select all jobs which meet the per user MAXJOB limit of 2 ... then the less constraining hard limit of 8"
        MauiConfig c = parse("""
                # maui.cfg
                USERCFG[DEFAULT]  MAXJOB=2,8
                """);
        assertEquals(Optional.of(new LimitValue(2, 8)), limit(c, USER, "john", MAXJOB));
    }

    @Test
    void s624_softAndHardExamples() {
        MauiConfig c = parse("""
                #maui.cfg

                USERCFG[steve]    MAXJOB=2,4 MAXNODE=15,30
                GROUPCFG[staff]   MAXJOB=2,5
                CLASSCFG[DEFAULT] MAXNODE=16,32
                CLASSCFG[batch]   MAXNODE=12,32
                QOSCFG[hiprio]    MAXJOB=3,5 MAXNODE=32,64
                """);
        assertEquals(Optional.of(new LimitValue(15, 30)), limit(c, USER, "steve", MAXNODE));
        assertEquals(Optional.of(new LimitValue(2, 5)), limit(c, GROUP, "staff", MAXJOB));
        assertEquals(Optional.of(new LimitValue(16, 32)), limit(c, CLASS, "other", MAXNODE));
        assertEquals(Optional.of(new LimitValue(12, 32)), limit(c, CLASS, "batch", MAXNODE));
        assertEquals(Optional.of(new LimitValue(32, 64)), limit(c, QOS, "hiprio", MAXNODE));
        assertTrue(c.credentials(CLASS).containsKey("DEFAULT"));
    }

    @Test
    void systemCfgAndItsAppendixSpelling() {
        // 6.2.1.1 names SYSTEMCFG; appendix F writes "SYSCFG PLIST=Partition1 QDEF=highprio"
        MauiConfig c = MauiConfigParser.parse("maui.cfg", "SYSTEMCFG MAXJOB=100\nSYSCFG PLIST=Partition1 QDEF=highprio");
        assertEquals(Optional.of(LimitValue.of(100)), c.system().limit(MAXJOB));
        assertEquals(Optional.of("highprio"), c.system().qosDefault());
        assertEquals(java.util.List.of("Partition1"), c.system().partitionList());
        assertEquals("maui.cfg:2: SYSCFG: read as SYSTEMCFG", c.warnings().get(0).toString());
    }
}
