package io.jmaui.scheduler.qos;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 7.3 "Managing QoS Access": which QOS a job runs under, and where it came from. */
class QosAssignmentTest {

    /** The guide's example, verbatim. */
    private static final MauiConfig GUIDE = cfg(
            "USERCFG[john]     QDEF=geo   QLIST=geo,chem,staff",
            "GROUPCFG[systems] QDEF=development",
            "CLASSCFG[batch]   QDEF=normal");

    private static Job.Builder john() {
        return Job.builder("1").user("john").group("users").jobClass("batch");
    }

    private static QosGrant grant(MauiConfig cfg, Job j) {
        return QosAssignment.assign(cfg, List.of(j)).grants().get(j.id());
    }

    @Test
    void s73_johnsJobWithoutARequestRunsUnderHisQdefGeo() {
        QosGrant g = grant(GUIDE, john().build());
        assertEquals("geo", g.qos());
        assertEquals(QosSource.USER, g.source());
    }

    @Test
    void s73_aJobOfJohnInClassBatchMayRequestGeoChemStaffOrNormal() {
        // "a job from user john submitted to the class batch could request QoS's geo, chem, staff, or normal"
        for (String q : List.of("geo", "chem", "staff", "normal")) {
            QosGrant g = grant(GUIDE, john().requestQos(q, "qsub -l qos=" + q).build());
            assertEquals(q, g.qos(), q);
            assertEquals(QosSource.REQUESTED, g.source());
            assertFalse(g.refused());
        }
    }

    @Test
    void s73_aQosNoCredentialListsIsRefusedAndTheJobRunsUnderItsDefault() {
        QosGrant g = grant(GUIDE, john().requestQos("development", "qsub -W x=QOS:development").build());
        assertTrue(g.refused());
        assertEquals("geo", g.qos(), "the job runs under its default QOS, as Maui's does");
        assertEquals("development", g.requested());
        assertEquals("qsub -W x=QOS:development", g.via());
        assertEquals(List.of("DEFAULT", "chem", "geo", "normal", "staff"), g.allowed());
    }

    @Test
    void s73_groupSystemsMayUseDevelopment_andItIsTheDefaultForOthersInIt() {
        Job j = Job.builder("2").user("ann").group("systems").jobClass("batch").build();
        QosGrant g = grant(GUIDE, j);
        assertEquals("development", g.qos(), "group QDEF comes before class QDEF");
        assertEquals(QosSource.GROUP, g.source());
    }

    @Test
    void qdefPrecedence_userGroupAccountClassSystem() {
        MauiConfig c = cfg("GROUPCFG[g] QDEF=gq", "ACCOUNTCFG[a] QDEF=aq", "CLASSCFG[c] QDEF=cq", "SYSTEMCFG QDEF=sq");
        Job.Builder b = Job.builder("1").user("u").group("g").account("a").jobClass("c");
        assertEquals("gq", grant(c, b.build()).qos());
        assertEquals("aq", grant(c, b.group("other").build()).qos());
        assertEquals("cq", grant(c, b.group("other").account(null).build()).qos());
        QosGrant sys = grant(c, b.group("other").account(null).jobClass(null).build());
        assertEquals("sq", sys.qos());
        assertEquals(QosSource.SYSTEM, sys.source());
    }

    @Test
    void noQosConfigured_theJobRunsUnderMauisDefault() {
        QosGrant g = grant(cfg(), Job.builder("1").user("u").build());
        assertNull(g.qos());
        assertEquals("DEFAULT", g.shown());
        assertEquals(QosSource.DEFAULT, g.source());
    }

    @Test
    void aQosDefinedButListedByNoCredentialIsRefused_asInMaui() {
        QosGrant g = grant(cfg("QOSCFG[high] PRIORITY=1000"), Job.builder("1").user("u").requestQos("high", "-l qos").build());
        assertTrue(g.refused());
        assertNull(g.qos());
    }

    @Test
    void userDefaultEntry_qlistAppliesToEveryUser() {
        MauiConfig c = cfg("USERCFG[DEFAULT] QLIST=high,low");
        assertEquals("high", grant(c, Job.builder("1").user("anyone").requestQos("high", null).build()).qos());
    }

    @Test
    void andList_limitsTheJobToTheIntersection() {
        // fs.cfg: "If the QLIST value is followed by an ampersand, '&', QLIST values are considered an 'AND' list"
        MauiConfig c = cfg("USERCFG[bob] QLIST=a,b,c", "CLASSCFG[short] QLIST=b,c&");
        Job.Builder b = Job.builder("1").user("bob").jobClass("short");
        assertEquals("b", grant(c, b.requestQos("b", null).build()).qos());
        QosGrant a = grant(c, b.requestQos("a", null).build());
        assertTrue(a.refused(), "a is in bob's list but not in class short's AND list");
        assertEquals(List.of("b", "c"), a.allowed());
        assertEquals("b", a.qos(), "DEFAULT is outside the AND list: the first QOS the job may use");
        assertEquals(QosSource.FIRST_ALLOWED, a.source());
    }

    @Test
    void onlyList_replacesEverythingElse() {
        MauiConfig c = cfg("SYSTEMCFG QLIST=wide", "USERCFG[eve] QLIST=narrow^");
        QosGrant g = grant(c, Job.builder("1").user("eve").requestQos("wide", null).build());
        assertTrue(g.refused());
        assertEquals(List.of("narrow"), g.allowed());
    }

    @Test
    void qdefAloneGrantsAccess() {
        MauiConfig c = cfg("CLASSCFG[express] QDEF=fast");
        assertEquals("fast", grant(c, Job.builder("1").user("u").jobClass("express").requestQos("fast", null).build()).qos());
    }

    @Test
    void aQosGivenWithoutARequestIsKeptUnchecked() {
        Job j = Job.builder("1").user("u").qos("traced").build();
        QosAssignment.Result r = QosAssignment.assign(cfg(), List.of(j));
        assertSame(j, r.jobs().get(0));
        assertEquals(QosSource.GIVEN, r.grants().get("1").source());
    }

    @Test
    void assigningTwiceChangesNothingAndCopiesNothing() {
        List<Job> once = QosAssignment.assign(GUIDE, List.of(john().requestQos("chem", null).build(), john().id("3").build())).jobs();
        List<Job> twice = QosAssignment.assign(GUIDE, once).jobs();
        assertEquals("chem", twice.get(0).credentials().qos());
        assertSame(once.get(0), twice.get(0));
        assertSame(once.get(1), twice.get(1));
    }
}
