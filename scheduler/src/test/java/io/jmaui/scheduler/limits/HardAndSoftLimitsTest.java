package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.limits.LimitFixtures.hosts;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.limits;
import static io.jmaui.scheduler.limits.LimitFixtures.running;
import static io.jmaui.scheduler.limits.LimitFixtures.runningCopies;
import static io.jmaui.scheduler.limits.LimitFixtures.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Guide 6.2.4 "Hard and Soft Limits": a soft first pass, then a hard second pass. */
class HardAndSoftLimitsTest {

    @Test
    void maxjob_2_8_soft_pass_stops_at_2_hard_pass_at_8() {
        MauiConfig cfg = cfg("USERCFG[DEFAULT]  MAXJOB=2,8");
        Limits two = limits(cfg, runningCopies("r", 2, job("").user("alice"), 1));
        Job next = job("a").user("alice").build();

        assertEquals("MAXJOB soft user=alice 2/2", verdict(two.check(next, LimitPass.SOFT, hosts(10, 1))));
        assertEquals("ok", verdict(two.check(next, LimitPass.HARD, hosts(10, 1))));

        Limits eight = limits(cfg, runningCopies("r", 8, job("").user("alice"), 1));
        assertEquals("MAXJOB hard user=alice 8/8", verdict(eight.check(next, LimitPass.HARD, hosts(10, 1))));
    }

    /** Both passes as the engine runs them: starts within soft limits, then within hard ones. */
    @Test
    void two_passes_start_2_jobs_per_user_then_up_to_8_while_resources_remain() {
        Limits limits = limits(cfg("USERCFG[DEFAULT]  MAXJOB=2,8"), List.of());
        List<Job> queue = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            queue.add(job("a" + i).user("alice").build());
        }
        for (int i = 1; i <= 3; i++) {
            queue.add(job("b" + i).user("bob").build());
        }
        List<String> started = new ArrayList<>();
        int host = 1;
        for (LimitPass pass : LimitPass.values()) {
            for (Job j : limits.eligible(queue, pass).eligible()) {
                if (!started.contains(j.id()) && limits.check(j, pass, hosts(host, 1)).isEmpty()) {
                    limits.charge(j, hosts(host++, 1));
                    started.add(j.id());
                }
            }
            if (pass == LimitPass.SOFT) {
                assertEquals(List.of("a1", "a2", "b1", "b2"), started, "soft pass: 2 per user");
            }
        }
        assertEquals(List.of("a1", "a2", "b1", "b2", "a3", "a4", "a5", "a6", "a7", "a8", "b3"), started,
                "hard pass: up to 8 per user");
    }

    @Test
    void a_soft_limit_looser_than_the_hard_one_is_the_hard_one() {
        Limits limits = limits(cfg("USERCFG[DEFAULT] MAXJOB=10,4"), runningCopies("r", 4, job("").user("alice"), 1));

        assertEquals("MAXJOB soft user=alice 4/4",
                verdict(limits.check(job("a").user("alice").build(), LimitPass.SOFT, hosts(10, 1))));
    }

    /** USERCFG[steve] MAXJOB=2,4 MAXNODE=15,30, GROUPCFG[staff] MAXJOB=2,5, CLASSCFG[batch] MAXNODE=12,32, ... */
    @Test
    void guide_example_steve_in_batch_with_12_nodes_waits_for_the_hard_pass() {
        MauiConfig cfg = cfg(
                "USERCFG[steve]    MAXJOB=2,4 MAXNODE=15,30",
                "GROUPCFG[staff]   MAXJOB=2,5",
                "CLASSCFG[DEFAULT] MAXNODE=16,32",
                "CLASSCFG[batch]   MAXNODE=12,32",
                "QOSCFG[hiprio]    MAXJOB=3,5 MAXNODE=32,64");
        Job.Builder steve = job("").user("steve").group("staff").jobClass("batch").qos("hiprio");
        Limits limits = limits(cfg, List.of(running(steve.id("s1").procs(12), hosts(1, 12))));
        Job next = steve.id("s2").procs(1).build();

        assertEquals("MAXNODE soft class=batch 12/12 +1", verdict(limits.check(next, LimitPass.SOFT, hosts(20, 1))));
        assertEquals("ok", verdict(limits.check(next, LimitPass.HARD, hosts(20, 1))));

        Job wide = steve.id("s3").procs(4).build();
        assertEquals("MAXNODE soft user=steve 12/15 +4", verdict(limits.check(wide, LimitPass.SOFT, hosts(20, 4))));
    }
}
