package io.jmaui.scheduler.config;

import static io.jmaui.scheduler.model.CredentialKind.ACCOUNT;
import static io.jmaui.scheduler.model.CredentialKind.CLASS;
import static io.jmaui.scheduler.model.CredentialKind.GROUP;
import static io.jmaui.scheduler.model.CredentialKind.QOS;
import static io.jmaui.scheduler.model.CredentialKind.USER;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Guide 7.3, QoS Facilities, and the *CFG examples of appendix F. */
class QosExamplesTest {

    @Test
    void s73_examples() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                QOSCFG[geo] PRIORITY=10000
                QOSCFG[hiprio] QFLAGS=NOBF:PREEMPTEE
                QOSCFG[chem-b] QFLAGS=USERESERVED:chemistry
                QOSCFG[staff] MAXJOB=48
                QOSCFG[express] QFLAGS=IGNSYSTEM
                """);
        assertEquals(List.of(), c.warnings());
        assertEquals(OptionalLong.of(10000), c.credential(QOS, "geo").priority());
        assertEquals(Set.of("NOBF", "PREEMPTEE"), c.credential(QOS, "hiprio").flags());
        assertEquals(Set.of("USERESERVED:chemistry"), c.credential(QOS, "chem-b").flags());
        assertEquals(Optional.of(LimitValue.of(48)), c.credential(QOS, "staff").limit(LimitKey.of(LimitKind.JOB)));
        assertEquals(Set.of("IGNSYSTEM"), c.credential(QOS, "express").flags());
    }

    @Test
    void s73_managingQosAccess() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                # user john's jobs can access QOS geo, chem, or staff with geo as default
                USERCFG[john]     QDEF=geo   QLIST=geo,chem,staff

                # group system jobs can access the development qos
                GROUPCFG[systems] QDEF=development

                # class batch jobs can access the normal qos
                CLASSCFG[batch]   QDEF=normal
                """);
        assertEquals(Optional.of("geo"), c.credential(USER, "john").qosDefault());
        assertEquals(List.of("geo", "chem", "staff"), c.credential(USER, "john").qosList());
        assertEquals(Optional.of("development"), c.credential(GROUP, "systems").qosDefault());
        assertEquals(Optional.of("normal"), c.credential(CLASS, "batch").qosDefault());
    }

    @Test
    void appendixCredentialExamples() {
        MauiConfig c = MauiConfigParser.parse("maui.cfg", """
                ACCOUNTCFG[projectX] MAXJOB=50 QDEF=highprio
                CLASSCFG[batch] MAXJOB=50 QDEF=highprio
                GROUPCFG[staff] MAXJOB=50 QDEF=highprio
                USERCFG[john] MAXJOB=50 QDEF=highprio
                QOSCFG[commercial] PRIORITY=1000 MAXJOB=4 MAXPROCS=80
                """);
        for (var kind : List.of(ACCOUNT, CLASS, GROUP, USER)) {
            CredentialConfig cc = c.credentials(kind).values().iterator().next();
            assertEquals(Optional.of(LimitValue.of(50)), cc.limit(LimitKey.of(LimitKind.JOB)));
            assertEquals(Optional.of("highprio"), cc.qosDefault());
        }
        // "allow up to 4 simultaneous QOS commercial jobs with up to 80 total allocated processors"
        CredentialConfig commercial = c.credential(QOS, "commercial");
        assertEquals(Optional.of(LimitValue.of(80)), commercial.limit(LimitKey.of(LimitKind.PROC)));
        assertEquals("80", commercial.raw().get("MAXPROC"));
    }

    @Test
    void qosOnlyAttributesElsewhereWarn() {
        MauiConfig c = Cfg.cfg("USERCFG[john] QTWEIGHT=5");
        assertEquals("test.cfg:1: USERCFG[john] QTWEIGHT: only QOSCFG uses QTWEIGHT, ignored", c.warnings().get(0).toString());
        assertEquals(OptionalLong.empty(), c.credential(USER, "john").qtWeight());
    }

    @Test
    void qosFlagsMauiDoesNotKnowWarnWithFileAndLine_everyKnownFlagActs() {
        MauiConfig c = Cfg.cfg("QOSCFG[a] QFLAGS=NOBF", "QOSCFG[b] QFLAGS=PREEMPTEEE,NTR,RUNNOW,PREEMPTSPV");
        assertEquals(List.of(
                "test.cfg:2: QOSCFG[b] QFLAGS: unknown QOS flag PREEMPTEEE, ignored (did you mean PREEMPTEE?)"),
                c.warnings().stream().map(Object::toString).toList());
    }

    @Test
    void everyFlagOfTheGuideAndOfMaui33IsKnown() {
        MauiConfig c = Cfg.cfg("QOSCFG[all] QFLAGS=IGNJOBPERUSER,IGNPROCPERUSER,IGNNODEPERUSER,IGNPSPERUSER,"
                + "IGNJOBQUEUEDPERUSER,IGNJOBPERGROUP,IGNPROCPERGROUP,IGNPSPERGROUP,IGNJOBQUEUEDPERGROUP,"
                + "IGNJOBPERACCOUNT,IGNPROCPERACCOUNT,IGNPSPERACCOUNT,IGNJOBQUEUEDPERACCOUNT,IGNSYSMAXPROC,"
                + "IGNSYSMAXTIME,IGNSYSMAXPS,IGNSRMAXTIME,IGNUSER,IGNGROUP,IGNACCOUNT,IGNSYSTEM,IGNALL,DEDICATED,"
                + "NOBF,NORESERVATION,PREEMPTEE,PREEMPTOR,RESERVEALWAYS,RESTARTPREEMPT,USERESERVED,IGNHOSTLIST");
        assertEquals(List.of(), c.warnings());
    }

    @Test
    void onlyListMark() {
        MauiConfig c = Cfg.cfg("USERCFG[eve] QLIST=a,b^", "GROUPCFG[g] QDEF=c&");
        assertEquals(List.of("a", "b"), c.credential(USER, "eve").qosList());
        assertEquals(QosListType.ONLY, c.credential(USER, "eve").qosListType());
        assertEquals(Optional.of("c"), c.credential(GROUP, "g").qosDefault());
        assertEquals(QosListType.AND, c.credential(GROUP, "g").qosListType());
    }

    @Test
    void legacyQosFlagsFold() {
        // appendix F: QOSFLAGS[1] ADVRES IGNMAXJOBPERUSER
        MauiConfig c = Cfg.cfg("QOSFLAGS[1] ADVRES IGNMAXJOBPERUSER");
        assertEquals(Set.of("ADVRES", "IGNMAXJOBPERUSER"), c.credential(QOS, "1").flags());
        assertEquals(List.of("test.cfg:1: QOSFLAGS[1]: deprecated, read as QOSCFG[1] FLAGS=..."),
                c.warnings().stream().map(Object::toString).toList(), "ADVRES and IGNMAXJOBPERUSER are old spellings");
    }
}
