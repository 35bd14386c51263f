package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.limits;
import static io.jmaui.scheduler.limits.LimitFixtures.runningCopies;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 6.2.3 "Idle Job Limits": which idle jobs are eligible, in priority order. */
class IdleJobLimitsTest {

    private static List<Job> idle(String user, int n, String prefix) {
        List<Job> l = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            l.add(job(prefix + i).user(user).build());
        }
        return l;
    }

    @Test
    void maxijob_20_stops_a_queue_stuffer_and_lets_later_submitters_through() {
        List<Job> queue = new ArrayList<>(idle("alice", 100, "a"));  // alice's thousand-job burst, highest priority
        queue.addAll(idle("bob", 5, "b"));
        Eligibility e = limits(cfg("USERCFG[DEFAULT]  MAXIJOB=20"), List.of()).eligible(queue);

        assertEquals(25, e.eligible().size());
        assertEquals("a20", e.eligible().get(19).id());
        assertEquals("b1", e.eligible().get(20).id());
        assertFalse(e.isEligible("a21"));
        assertTrue(e.isEligible("b5"));
        assertEquals(80, e.blocked().size());
        assertEquals("MAXIJOB hard user=alice 20/20", e.blocked().get("a21").summary());
    }

    /** USERCFG[steve] MAXIJOB=2 MAXIPROC=30, GROUPCFG[staff] MAXIJOB=5, CLASSCFG[DEFAULT] MAXIPROC=16, ... */
    private static final MauiConfig EXAMPLE = cfg(
            "USERCFG[steve]    MAXIJOB=2 MAXIPROC=30",
            "GROUPCFG[staff]   MAXIJOB=5",
            "CLASSCFG[DEFAULT] MAXIPROC=16",
            "CLASSCFG[batch]   MAXIPROC=32",
            "QOSCFG[hiprio]    MAXIJOB=3 MAXIPROC=64");

    private static Job.Builder steve(String id, int procs) {
        return job(id).user("steve").group("staff").jobClass("batch").procs(procs);
    }

    @Test
    void guide_example_steve_has_at_most_two_eligible_jobs_and_30_procs() {
        Eligibility e = limits(EXAMPLE, List.of()).eligible(List.of(
                steve("s1", 20).build(), steve("s2", 12).build(), steve("s3", 10).build(), steve("s4", 1).build()));

        assertEquals(List.of("s1", "s3"), e.eligible().stream().map(Job::id).toList());
        assertEquals("MAXIPROC hard user=steve 20/30 +12", e.blocked().get("s2").summary());
        assertEquals("MAXIJOB hard user=steve 2/2", e.blocked().get("s4").summary());
    }

    @Test
    void guide_example_class_default_allows_16_idle_procs_per_class() {
        Eligibility e = limits(EXAMPLE, List.of()).eligible(List.of(
                job("x1").user("amy").jobClass("short").procs(10).build(),
                job("x2").user("bob").jobClass("short").procs(7).build(),
                job("x3").user("bob").jobClass("batch").procs(7).build()));

        assertEquals("MAXIPROC hard class=short 10/16 +7", e.blocked().get("x2").summary());
        assertTrue(e.isEligible("x3"), "class batch has its own 32");
    }

    @Test
    void a_soft_idle_limit_is_ignored_idle_limits_are_hard_only() {
        Limits limits = limits(cfg("USERCFG[DEFAULT] MAXIJOB=2,4"), List.of());
        List<Job> queue = idle("alice", 6, "a");

        assertEquals(4, limits.eligible(queue, LimitPass.SOFT).eligible().size());
        assertEquals(4, limits.eligible(queue, LimitPass.HARD).eligible().size());
    }

    @Test
    void running_jobs_do_not_use_idle_slots_but_a_user_at_maxjob_is_not_eligible() {
        MauiConfig cfg = cfg("USERCFG[DEFAULT] MAXIJOB=2 MAXJOB=3");
        Limits limits = limits(cfg, runningCopies("r", 2, job("").user("alice"), 1));

        Eligibility e = limits.eligible(idle("alice", 3, "a"));
        assertEquals(List.of("a1", "a2"), e.eligible().stream().map(Job::id).toList());

        Limits full = limits(cfg, runningCopies("r", 3, job("").user("alice"), 1));
        Eligibility none = full.eligible(idle("alice", 1, "a"));
        assertEquals("MAXJOB hard user=alice 3/3", none.blocked().get("a1").summary(),
                "blocked by an active limit: shown blocked, accrues no queue time");
    }

    @Test
    void a_job_kept_out_does_not_use_an_idle_slot() {
        MauiConfig cfg = cfg("USERCFG[DEFAULT] MAXIJOB=1", "SYSTEMMAXPROCPERJOB 64");
        Eligibility e = limits(cfg, List.of()).eligible(List.of(
                job("big").user("alice").procs(128).build(), job("small").user("alice").build()));

        assertEquals("SYSTEMMAXPROCPERJOB 128/64", e.blocked().get("big").summary());
        assertTrue(e.isEligible("small"));
    }

    @Test
    void eligible_does_not_change_what_check_sees() {
        Limits limits = limits(cfg("USERCFG[DEFAULT] MAXJOB=1 MAXIJOB=5"), List.of());
        limits.eligible(idle("alice", 5, "a"));

        assertTrue(limits.check(job("a1").user("alice").build(), LimitPass.HARD, List.of("node001")).isEmpty());
    }
}
