package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Guide 5.1.3: component and subcomponent caps apply to the pre-weighted value. */
class CapsTest {

    private static final long NOW = at("2024-01-01T10:00");
    private static final long HOUR = 3600;

    @Test
    void appendixQueueTimeCap() {
        // QUEUETIMECAP 10000, QUEUETIMEWEIGHT 10: 40 minutes queued gives 10 * MIN(10000, 40); a week gives 10 * 10000
        assertEquals(400, Prio.of(cfg("QUEUETIMECAP 10000", "QUEUETIMEWEIGHT 10"),
                Job.builder("1.head").submitTime(NOW - 40 * 60).build(), NOW).priority());
        assertEquals(100_000, Prio.of(cfg("QUEUETIMECAP 10000", "QUEUETIMEWEIGHT 10"),
                Job.builder("2.head").submitTime(NOW - 7 * 24 * HOUR).build(), NOW).priority());
    }

    @Test
    void xfactorCapStopsShortJobsSwampingTheQueue() {
        // a 1 minute job queued 16 h has xfactor 961; XFACTORCAP 10 keeps it at 10
        Job shortJob = Job.builder("3.head").walltime(60).submitTime(NOW - 16 * HOUR).build();
        JobPriority p = Prio.of(cfg("QUEUETIMEWEIGHT 0", "XFACTORWEIGHT 100", "XFACTORCAP 10"), shortJob, NOW);
        assertEquals(961.0, p.component(Component.SERV).subcomponent(Subcomponent.XFACTOR).raw(), 1e-9);
        assertEquals(1000, p.priority());
    }

    @Test
    void bypassCap() {
        assertEquals(2000, Prio.of(cfg("QUEUETIMEWEIGHT 0", "BYPASSWEIGHT 1000", "BYPASSCAP 2"),
                Job.builder("4.head").bypassCount(7).submitTime(NOW).build(), NOW).priority());
    }

    @Test
    void servCapBoundsTheWeightedSum() {
        // SERVWEIGHT 2 * MIN(100, 1 * 300 minutes)
        assertEquals(200, Prio.of(cfg("SERVWEIGHT 2", "SERVCAP 100"),
                Job.builder("5.head").submitTime(NOW - 300 * 60).build(), NOW).priority());
    }

    @Test
    void credCapBoundsTheCredentialComponent() {
        assertEquals(500, Prio.of(cfg("QUEUETIMEWEIGHT 0", "USERWEIGHT 1", "CREDCAP 500", "USERCFG[john] PRIORITY=2000"),
                Job.builder("6.head").user("john").submitTime(NOW).build(), NOW).priority());
    }

    @Test
    void resCapBoundsTheResourceComponent() {
        assertEquals(3 * 64, Prio.of(cfg("QUEUETIMEWEIGHT 0", "RESWEIGHT 3", "PROCWEIGHT 1", "RESCAP 64"),
                Job.builder("7.head").procs(128).submitTime(NOW).build(), NOW).priority());
    }

    @Test
    void targCapBoundsTheTargetComponent() {
        assertEquals(50, Prio.of(cfg("QUEUETIMEWEIGHT 0", "TARGWEIGHT 1", "TARGETQUEUETIMEWEIGHT 1", "TARGCAP 50",
                        "QOSCFG[high] QTTARGET=1:00:00"),
                Job.builder("8.head").qos("high").submitTime(NOW - 2 * HOUR).build(), NOW).priority());
    }

    @Test
    void usageCapBoundsTheUsageComponent() {
        Job job = Job.builder("9.head").procs(1).walltime(HOUR).submitTime(NOW - HOUR)
                .running(NOW - 1800, java.util.List.of("node001")).build();
        assertEquals(100, Prio.of(cfg("QUEUETIMEWEIGHT 0", "USAGEWEIGHT 1", "USAGEEXECUTIONTIMEWEIGHT 1", "USAGECAP 100"),
                job, NOW).priority());
    }
}
