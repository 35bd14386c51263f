package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;

class ServiceComponentTest {

    private static final long NOW = at("2024-01-01T20:00");
    private static final long HOUR = 3600;

    @Test
    void guide511DefaultIsFifoByMinutesQueued() {
        Job job = Job.builder("1.head").submitTime(NOW - 90 * 60).build();
        assertEquals(90, Prio.of(cfg(), job, NOW).priority());
    }

    @Test
    void appendixQueueTimeWeightTwentyAfterFourHoursTwenty() {
        // QUEUETIMEWEIGHT[0] 20: a job queued 4:20:00 has a queuetime factor of 20 * 260
        Job job = Job.builder("2.head").submitTime(NOW - (4 * HOUR + 20 * 60)).build();
        assertEquals(20 * 260, Prio.of(cfg("QUEUETIMEWEIGHT 20"), job, NOW).priority());
    }

    @ParameterizedTest(name = "5.1.2.4.2 XFACTOR table: {1} h job queued {0} h, XFACTORWEIGHT 100 gives {2}")
    @CsvSource({"1, 1, 200", "2, 1, 300", "4, 1, 500", "8, 1, 900", "16, 1, 1700",
            "1, 4, 125", "2, 4, 150", "4, 4, 200", "8, 4, 300", "16, 4, 500"})
    void guideXfactorTable(long queuedHours, long walltimeHours, long priority) {
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "XFACTORWEIGHT 100");
        Job job = Job.builder("3.head").walltime(walltimeHours * HOUR).submitTime(NOW - queuedHours * HOUR).build();
        assertEquals(priority, Prio.of(cfg, job, NOW).priority());
    }

    @Test
    void guideXfMinWcLimitTreatsAShortJobAsLonger() {
        // XFMINWCLIMIT 0:01:00... here 0:30:00: a 1 minute job queued 1 h has xfactor 1 + 60/30 = 3
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "XFACTORWEIGHT 100", "XFMINWCLIMIT 00:30:00");
        Job job = Job.builder("4.head").walltime(60).submitTime(NOW - HOUR).build();
        assertEquals(300, Prio.of(cfg, job, NOW).priority());
    }

    @Test
    void guideQosQtWeightIsAddedToQueueTimeWeight() {
        // QOSCFG[special] QTWEIGHT=5000: the queue time weight of special's jobs rises by 5000
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 1", "QOSCFG[special] QTWEIGHT=5000");
        Job job = Job.builder("5.head").qos("special").submitTime(NOW - 10 * 60).build();
        JobPriority p = Prio.of(cfg, job, NOW);
        assertEquals(5001, p.component(Component.SERV).subcomponent(Subcomponent.QUEUETIME).weight());
        assertEquals(50_010, p.priority());
    }

    @Test
    void appendixQosXfWeightIsAddedToXfactorWeight() {
        // XFACTORWEIGHT 100, QOSXFWEIGHT[2] 1000: effective XFACTORWEIGHT 1100 for QOS 2's jobs
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "XFACTORWEIGHT 100", "QOSCFG[2] XFWEIGHT=1000");
        Job job = Job.builder("6.head").qos("2").walltime(HOUR).submitTime(NOW - HOUR).build();
        assertEquals(2200, Prio.of(cfg, job, NOW).priority());
    }

    @Test
    void bypassCountTimesBypassWeight() {
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "BYPASSWEIGHT 5000");
        assertEquals(15_000, Prio.of(cfg, Job.builder("7.head").bypassCount(3).submitTime(NOW).build(), NOW).priority());
    }

    @Test
    void serviceWeightScalesTheWholeComponent() {
        MauiConfig cfg = cfg("SERVWEIGHT 3", "QUEUETIMEWEIGHT 2");
        assertEquals(600, Prio.of(cfg, Job.builder("8.head").submitTime(NOW - 100 * 60).build(), NOW).priority());
    }

    @Test
    void accrualQueuePolicyCountsFromTheSystemQueueTime() {
        Job job = Job.builder("9.head").submitTime(NOW - 10 * HOUR).systemQueueTime(NOW - 2 * HOUR).build();
        assertEquals(120, Prio.of(cfg("JOBPRIOACCRUALPOLICY QUEUEPOLICY"), job, NOW).priority());
        assertEquals(120, Prio.of(cfg("JOBPRIOACCRUALPOLICY FULLPOLICY"), job, NOW).priority());
    }

    @Test
    void useSystemQueueTime_onCountsTheEligibleTime_offTheIdleTime() {
        // appendix F USESYSTEMQUEUETIME: "based on the time the job has been eligible to run, i.e.,
        // idle and meets all fairness policies (ON) or the time the job has been idle (OFF)"
        Job job = Job.builder("11.head").submitTime(NOW - 10 * HOUR).systemQueueTime(NOW - 2 * HOUR).build();
        assertEquals(120, Prio.of(cfg("USESYSTEMQUEUETIME ON"), job, NOW).priority());
        assertEquals(600, Prio.of(cfg("USESYSTEMQUEUETIME OFF"), job, NOW).priority());
        assertEquals(120, Prio.of(cfg("USESYSTEMQUEUETIME OFF", "JOBPRIOACCRUALPOLICY FULLPOLICY"), job, NOW).priority(),
                "its successor wins");
    }

    @Test
    void accrualAlwaysCountsFromSubmission() {
        Job job = Job.builder("10.head").submitTime(NOW - 10 * HOUR).systemQueueTime(NOW - 2 * HOUR).build();
        assertEquals(600, Prio.of(cfg("JOBPRIOACCRUALPOLICY ALWAYS"), job, NOW).priority());
    }
}
