package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;

class CredentialComponentTest {

    private static final long NOW = at("2024-01-01T10:00");

    /** Guide 5.1.2.1, with queue time switched off so CRED stands alone. */
    private static final MauiConfig GUIDE = cfg(
            "QUEUETIMEWEIGHT 0",
            "CREDWEIGHT 1",
            "USERWEIGHT 1",
            "GROUPWEIGHT 1",
            "USERCFG[john] PRIORITY=2000",
            "USERCFG[paul] PRIORITY=-1000",
            "GROUPCFG[staff] PRIORITY=10000");

    @Test
    void guide5121JohnInStaffGetsUserPlusGroupPriority() {
        Job job = Job.builder("1.head").user("john").group("staff").submitTime(NOW).build();
        JobPriority p = Prio.of(GUIDE, job, NOW);
        assertEquals(12_000, p.priority());
        FactorContribution cred = p.component(Component.CRED);
        assertEquals(2000, cred.subcomponent(Subcomponent.USER).value());
        assertEquals(10_000, cred.subcomponent(Subcomponent.GROUP).contribution());
    }

    @Test
    void guide5121NegativeUserPriorityLowersTheJob() {
        Job job = Job.builder("2.head").user("paul").group("staff").submitTime(NOW).build();
        assertEquals(9_000, Prio.of(GUIDE, job, NOW).priority());
    }

    @Test
    void guide5121ClassPriorityIsThePbsQueuePriority() {
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "CLASSWEIGHT 10");
        Job job = Job.builder("3.head").jobClass("batch").submitTime(NOW).build();
        assertEquals(500, Prio.of(cfg, Prio.withClasses(List.of(job), JobClass.of("batch", 50)), null, NOW, "3.head")
                .priority());
    }

    @Test
    void guide5121ClasscfgPriorityOverridesTheQueuePriority() {
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "CLASSWEIGHT 10", "CLASSCFG[batch] PRIORITY=7");
        Job job = Job.builder("4.head").jobClass("batch").submitTime(NOW).build();
        assertEquals(70, Prio.of(cfg, Prio.withClasses(List.of(job), JobClass.of("batch", 50)), null, NOW, "4.head")
                .priority());
    }

    @Test
    void guide5121QosPriorityCountsWithQosWeight() {
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "QOSWEIGHT 2", "QOSCFG[high] PRIORITY=1000", "ACCOUNTWEIGHT 3",
                "ACCOUNTCFG[chem] PRIORITY=10");
        Job job = Job.builder("5.head").qos("high").account("chem").submitTime(NOW).build();
        assertEquals(2030, Prio.of(cfg, job, NOW).priority());
    }

    @Test
    void guide5121DefaultUserPriorityAppliesToUsersWithoutOne() {
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "USERWEIGHT 1", "USERCFG[DEFAULT] PRIORITY=40");
        assertEquals(40, Prio.of(cfg, Job.builder("6.head").user("zoe").submitTime(NOW).build(), NOW).priority());
    }

    @Test
    void guide5131JohnOnParWithAJobQueuedFiveMinutesEarlier() {
        // USERWEIGHT 1, USERCFG[john] PRIORITY=300, default QUEUETIMEWEIGHT 1 (minutes)
        MauiConfig cfg = cfg("USERWEIGHT 1", "USERCFG[john] PRIORITY=300");
        Job john = Job.builder("7.head").user("john").submitTime(NOW).build();
        Job other = Job.builder("8.head").user("amy").submitTime(NOW - 300 * 60).build();
        assertEquals(Prio.of(cfg, other, NOW).priority(), Prio.of(cfg, john, NOW).priority());
    }
}
