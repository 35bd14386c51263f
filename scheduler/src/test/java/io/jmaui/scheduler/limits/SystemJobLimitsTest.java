package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.limits;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 6.2.1 "System Job Limits" (appendix F SYSTEMMAX*): the largest single job allowed. */
class SystemJobLimitsTest {

    private static Eligibility eligible(MauiConfig cfg, Job... jobs) {
        return limits(cfg, List.of()).eligible(List.of(jobs));
    }

    @Test
    void systemmaxprocperjob_256_rejects_a_512_proc_job() {
        Eligibility e = eligible(cfg("SYSTEMMAXPROCPERJOB 256"),
                job("big").procs(512).build(), job("ok").procs(256).build());

        assertEquals("SYSTEMMAXPROCPERJOB 512/256", e.blocked().get("big").summary());
        assertTrue(e.isEligible("ok"));
    }

    @Test
    void systemmaxprocsecondperjob_86400_rejects_64_procs_for_30_minutes_but_not_2_for_12_hours() {
        Eligibility e = eligible(cfg("SYSTEMMAXPROCSECONDPERJOB 86400"),
                job("wide").procs(64).walltime(1800).build(), job("long").procs(2).walltime(12 * 3600).build());

        assertEquals("SYSTEMMAXPROCSECONDPERJOB 115200/86400", e.blocked().get("wide").summary());
        assertTrue(e.isEligible("long"));
    }

    @Test
    void systemmaxjobwalltime_one_day_rejects_a_longer_job() {
        Eligibility e = eligible(cfg("SYSTEMMAXJOBWALLTIME 24:00:00"),
                job("week").walltime(7 * 86400).build(), job("day").walltime(86400).build());

        assertEquals("SYSTEMMAXJOBWALLTIME 604800/86400", e.blocked().get("week").summary());
        assertTrue(e.isEligible("day"));
    }

    @Test
    void no_system_job_limit_by_default() {
        assertTrue(eligible(cfg(), job("huge").procs(100_000).walltime(365L * 86400).build()).isEligible("huge"));
    }
}
