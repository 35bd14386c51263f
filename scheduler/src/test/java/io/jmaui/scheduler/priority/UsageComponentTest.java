package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.Collections;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;

class UsageComponentTest {

    private static final long NOW = at("2024-01-01T10:30");
    private static final MauiConfig CFG = cfg("QUEUETIMEWEIGHT 0", "USAGEWEIGHT 1", "USAGECONSUMEDWEIGHT 1",
            "USAGEREMAININGWEIGHT 1", "USAGEPERCENTWEIGHT 1", "USAGEEXECUTIONTIMEWEIGHT 1");

    @Test
    void guide5126ActiveJobUsage() {
        // 8 procs, 2 h walltime, started 30 minutes ago
        Job job = Job.builder("1.head").procs(8).walltime(7200).submitTime(at("2024-01-01T09:00"))
                .running(at("2024-01-01T10:00"), Collections.nCopies(8, "node001")).build();
        FactorContribution usage = Prio.of(CFG, job, NOW).component(Component.USAGE);
        assertEquals(14_400, usage.subcomponent(Subcomponent.CONSUMED).raw());
        assertEquals(43_200, usage.subcomponent(Subcomponent.REMAINING).raw());
        assertEquals(25, usage.subcomponent(Subcomponent.PERCENT).raw(), 1e-9);
        assertEquals(1800, usage.subcomponent(Subcomponent.EXECUTIONTIME).raw());
        assertEquals(14_400 + 43_200 + 25 + 1800, usage.contribution(), 1e-9);
    }

    @Test
    void guide5126IdleJobsHaveNoUsage() {
        Job job = Job.builder("2.head").procs(8).walltime(7200).submitTime(at("2024-01-01T09:00")).build();
        assertEquals(0.0, Prio.of(CFG, job, NOW).component(Component.USAGE).contribution());
    }
}
