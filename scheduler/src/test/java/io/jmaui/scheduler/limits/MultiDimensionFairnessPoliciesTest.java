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

/** Guide 6.2.1.2 "Multi-Dimension Fairness Policies": {@code *CFG[X] <LIMIT>[<CRED>]=<LIMIT>}. */
class MultiDimensionFairnessPoliciesTest {

    private static final MauiConfig FAST = cfg(
            "CLASSCFG[fast] MAXJOB[GROUP]=12",
            "CLASSCFG[fast] MAXPROC[USER:steve]=50");

    @Test
    void in_class_fast_any_group_runs_at_most_12_jobs() {
        List<Job> active = new ArrayList<>(runningCopies("f", 12, job("").user("amy").group("staff").jobClass("fast"), 1));
        active.addAll(runningCopies("b", 5, job("").user("amy").group("staff").jobClass("batch"), 20));
        Limits limits = limits(FAST, active);

        assertEquals("MAXJOB[GROUP] hard class=fast group=staff 12/12",
                verdict(limits.check(job("n").user("bob").group("staff").jobClass("fast").build(), LimitPass.HARD, hosts(40, 1))));
        assertEquals("ok", verdict(limits.check(job("n").user("bob").group("physics").jobClass("fast").build(),
                LimitPass.HARD, hosts(40, 1))), "another group has its own 12");
        assertEquals("ok", verdict(limits.check(job("n").user("bob").group("staff").jobClass("batch").build(),
                LimitPass.HARD, hosts(40, 1))), "outside class fast the limit does not apply");
    }

    @Test
    void in_class_fast_steve_uses_at_most_50_procs_others_are_unlimited() {
        Limits limits = limits(FAST, List.of(running(job("s1").user("steve").jobClass("fast").procs(48), hosts(1, 6))));

        assertEquals("MAXPROC[USER] hard class=fast user=steve 48/50 +4",
                verdict(limits.check(job("s2").user("steve").jobClass("fast").procs(4).build(), LimitPass.HARD, hosts(40, 1))));
        assertEquals("ok", verdict(limits.check(job("b").user("bob").jobClass("fast").procs(400).build(),
                LimitPass.HARD, hosts(40, 50))));
    }

    @Test
    void class_batch_runs_3_jobs_and_any_user_uses_up_to_8_nodes_within_it() {
        MauiConfig cfg = cfg("CLASSCFG[batch] MAXJOB=3 MAXNODE[USER]=8");
        Limits limits = limits(cfg, List.of(running(job("a1").user("amy").jobClass("batch").procs(6), hosts(1, 6))));

        assertEquals("MAXNODE[USER] hard class=batch user=amy 6/8 +3",
                verdict(limits.check(job("a2").user("amy").jobClass("batch").procs(3).build(), LimitPass.HARD, hosts(20, 3))));
        assertEquals("ok", verdict(limits.check(job("b1").user("bob").jobClass("batch").procs(8).build(),
                LimitPass.HARD, hosts(20, 8))));
    }

    @Test
    void steve_and_bob_have_3_and_4_procs_within_class_fast() {
        MauiConfig cfg = cfg("CLASSCFG[fast] MAXPROC[USER:steve]=3 MAXPROC[USER:bob]=4");
        Limits limits = limits(cfg, List.of());

        assertEquals("MAXPROC[USER] hard class=fast user=steve 0/3 +4",
                verdict(limits.check(job("s").user("steve").jobClass("fast").procs(4).build(), LimitPass.HARD, hosts(1, 1))));
        assertEquals("ok", verdict(limits.check(job("b").user("bob").jobClass("fast").procs(4).build(), LimitPass.HARD, hosts(1, 1))));
    }

    @Test
    void maxjobperuser_is_the_shorthand_for_maxjob_per_user_within_the_credential() {
        MauiConfig cfg = cfg("CLASSCFG[fast] MAXJOBPERUSER=2");
        Limits limits = limits(cfg, runningCopies("a", 2, job("").user("amy").jobClass("fast"), 1));

        assertEquals("MAXJOB[USER] hard class=fast user=amy 2/2",
                verdict(limits.check(job("n").user("amy").jobClass("fast").build(), LimitPass.HARD, hosts(20, 1))));
        assertEquals("ok", verdict(limits.check(job("n").user("bob").jobClass("fast").build(), LimitPass.HARD, hosts(20, 1))));
    }

    @Test
    void a_multi_dimensional_limit_counts_starts_charged_this_iteration() {
        MauiConfig cfg = cfg("CLASSCFG[fast] MAXJOB[USER]=1");
        Limits limits = limits(cfg, List.of());
        Job first = job("a1").user("amy").jobClass("fast").build();
        limits.charge(first, hosts(1, 1));

        assertEquals("MAXJOB[USER] hard class=fast user=amy 1/1",
                verdict(limits.check(job("a2").user("amy").jobClass("fast").build(), LimitPass.HARD, hosts(2, 1))));
    }
}
