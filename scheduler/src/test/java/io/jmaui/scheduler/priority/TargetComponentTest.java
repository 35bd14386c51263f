package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TargetComponentTest {

    private static final long NOW = at("2024-01-01T10:00");
    private static final long HOUR = 3600;

    private static final MauiConfig QT = cfg("QUEUETIMEWEIGHT 0", "TARGWEIGHT 1", "TARGETQUEUETIMEWEIGHT 1",
            "QOSCFG[high] QTTARGET=4:00:00");

    private static double targetQt(MauiConfig cfg, long queued) {
        Job job = Job.builder("1.head").qos("high").walltime(HOUR).submitTime(NOW - queued).build();
        return Prio.of(cfg, job, NOW).component(Component.TARGET).subcomponent(Subcomponent.TARGETQUEUETIME).raw();
    }

    @Test
    void guide5125TargetQueueTimeGrowsAsTheTargetApproaches() {
        double early = targetQt(QT, HOUR);        // 180 minutes to go: 1/180^2
        double late = targetQt(QT, 4 * HOUR - 60); // 1 minute to go: 1
        assertEquals(1.0 / (180.0 * 180.0), early, 1e-12);
        assertEquals(1.0, late, 1e-9);
    }

    @Test
    void guide5125MissedTargetStaysHighAndKeepsGrowing() {
        double reached = targetQt(QT, 4 * HOUR);
        double missedBy10 = targetQt(QT, 4 * HOUR + 600);
        assertEquals(1e8, reached, 1e-3);
        assertEquals(1e8 + 10, missedBy10, 1e-3);
        assertTrue(missedBy10 > reached);
    }

    @Test
    void guide5125TargetXfactor() {
        // XFTARGET 5 for a 1 h job queued 2 h: xfactor 3, distance 2, value 1/4
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "TARGWEIGHT 100", "TARGETXFACTORWEIGHT 1", "QOSCFG[high] XFTARGET=5.0");
        Job job = Job.builder("2.head").qos("high").walltime(HOUR).submitTime(NOW - 2 * HOUR).build();
        JobPriority p = Prio.of(cfg, job, NOW);
        assertEquals(0.25, p.component(Component.TARGET).subcomponent(Subcomponent.TARGETXFACTOR).raw(), 1e-12);
        assertEquals(25, p.priority());
    }

    @Test
    void jobWithoutAQosTargetGetsNothing() {
        Job job = Job.builder("3.head").qos("low").submitTime(NOW - HOUR).build();
        assertEquals(0.0, Prio.of(QT, job, NOW).component(Component.TARGET).contribution());
    }
}
