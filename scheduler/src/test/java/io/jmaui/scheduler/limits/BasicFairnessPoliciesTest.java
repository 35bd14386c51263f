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

/** Guide 6.2.1.1 "Basic Fairness Policies": its two worked examples. */
class BasicFairnessPoliciesTest {

    @Test
    void john_may_run_eight_jobs_while_every_other_user_runs_four() {
        MauiConfig cfg = cfg("USERCFG[DEFAULT] MAXJOB=4", "USERCFG[john] MAXJOB=8");
        List<Job> active = new ArrayList<>();
        active.addAll(runningCopies("john", 7, job("").user("john"), 1));
        active.addAll(runningCopies("alice", 4, job("").user("alice"), 20));
        Limits limits = limits(cfg, active);

        Job johns8th = job("j8").user("john").build();
        assertEquals("ok", verdict(limits.check(johns8th, LimitPass.HARD, hosts(30, 1))));
        limits.charge(johns8th, hosts(30, 1));
        assertEquals("MAXJOB hard user=john 8/8",
                verdict(limits.check(job("j9").user("john").build(), LimitPass.HARD, hosts(31, 1))));

        assertEquals("MAXJOB hard user=alice 4/4",
                verdict(limits.check(job("a5").user("alice").build(), LimitPass.HARD, hosts(31, 1))));
        assertEquals("ok", verdict(limits.check(job("b1").user("bob").build(), LimitPass.HARD, hosts(31, 1))),
                "bob runs nothing yet: DEFAULT's 4 leaves room");
    }

    /** USERCFG[steve] MAXJOB=2 MAXNODE=30, GROUPCFG[staff] MAXJOB=5, CLASSCFG[DEFAULT] MAXNODE=16, CLASSCFG[batch] MAXNODE=32. */
    private static final MauiConfig MIXED = cfg(
            "USERCFG[steve]    MAXJOB=2 MAXNODE=30",
            "GROUPCFG[staff]   MAXJOB=5",
            "CLASSCFG[DEFAULT] MAXNODE=16",
            "CLASSCFG[batch]   MAXNODE=32");

    private static Job.Builder steve(String id, String jobClass) {
        return job(id).user("steve").group("staff").jobClass(jobClass);
    }

    @Test
    void steve_in_class_interactive_with_14_nodes_busy_may_start_only_2_or_fewer_nodes() {
        Job others = running(job("o1").user("bob").group("users").jobClass("interactive").procs(14), hosts(1, 14));
        Limits limits = limits(MIXED, List.of(others));

        assertEquals("ok", verdict(limits.check(steve("s2", "interactive").procs(2).build(), LimitPass.HARD,
                hosts(50, 2))));
        assertEquals("MAXNODE hard class=interactive 14/16 +3",
                verdict(limits.check(steve("s3", "interactive").procs(3).build(), LimitPass.HARD, hosts(50, 3))));
    }

    @Test
    void steve_may_run_only_two_jobs() {
        Limits limits = limits(MIXED, List.of(
                running(steve("s1", "batch"), hosts(1, 1)),
                running(steve("s2", "batch"), hosts(2, 1))));

        assertEquals("MAXJOB hard user=steve 2/2",
                verdict(limits.check(steve("s3", "batch").build(), LimitPass.HARD, hosts(3, 1))));
    }

    @Test
    void steves_jobs_together_use_at_most_30_nodes() {
        Limits limits = limits(MIXED, List.of(running(steve("s1", "batch").procs(25), hosts(1, 25))));

        assertEquals("ok", verdict(limits.check(steve("s2", "batch").procs(5).build(), LimitPass.HARD, hosts(40, 5))));
        assertEquals("MAXNODE hard user=steve 25/30 +6",
                verdict(limits.check(steve("s2", "batch").procs(6).build(), LimitPass.HARD, hosts(40, 6))));
    }

    @Test
    void class_batch_is_excepted_from_the_default_16_nodes_and_has_32() {
        Job others = running(job("o1").user("bob").group("users").jobClass("batch").procs(20), hosts(1, 20));
        Limits limits = limits(MIXED, List.of(others));

        assertEquals("ok", verdict(limits.check(steve("s1", "batch").procs(12).build(), LimitPass.HARD, hosts(40, 12))));
        assertEquals("MAXNODE hard class=batch 20/32 +13",
                verdict(limits.check(steve("s1", "batch").procs(13).build(), LimitPass.HARD, hosts(40, 13))));
    }

    @Test
    void group_staff_runs_at_most_5_jobs_whoever_submits_them() {
        List<Job> staff = runningCopies("amy", 5, job("").user("amy").group("staff").jobClass("batch"), 1);
        Limits limits = limits(MIXED, staff);

        assertEquals("MAXJOB hard group=staff 5/5",
                verdict(limits.check(steve("s1", "batch").build(), LimitPass.HARD, hosts(40, 1))));
    }
}
