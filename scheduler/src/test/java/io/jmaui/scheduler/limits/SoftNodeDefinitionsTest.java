package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Reason;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.limits;
import static io.jmaui.scheduler.limits.LimitFixtures.running;
import static io.jmaui.scheduler.limits.LimitFixtures.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * MAXNODE with soft node definitions (guide 6.2.1.1 MAXNODE note, design.md): TORQUE may give
 * {@code nodes=2} one host with two procs; node limits count the distinct hosts a credential's
 * jobs hold together, plus those a job being placed would add.
 */
class SoftNodeDefinitionsTest {

    /** {@code nodes=2}: two one-proc tasks on two nodes, as TORQUE's node spec says. */
    private static Job.Builder twoNodes(String id) {
        return job(id).user("alice").tasks(2).nodes(2).tasksPerNode(1);
    }

    private static final Job PACKED = running(twoNodes("r1"), List.of("node001", "node001"));

    @Test
    void a_nodes_2_job_torque_packed_on_one_host_counts_one_node() {
        Limits limits = limits(cfg("USERCFG[alice] MAXNODE=2"), List.of(PACKED));
        Job single = job("n1").user("alice").build();

        assertEquals("ok", verdict(limits.check(single, LimitPass.HARD, List.of("node002"))));
        limits.charge(single, List.of("node002"));
        assertEquals("MAXNODE hard user=alice 2/2 +1",
                verdict(limits.check(job("n2").user("alice").build(), LimitPass.HARD, List.of("node003"))));
    }

    @Test
    void under_exactnode_the_same_request_counts_two_hosts() {
        MauiConfig cfg = cfg("USERCFG[alice] MAXNODE=2", "JOBNODEMATCHPOLICY EXACTNODE");
        Limits limits = limits(cfg, List.of(PACKED));

        assertEquals("MAXNODE hard user=alice 2/2 +1",
                verdict(limits.check(job("n1").user("alice").build(), LimitPass.HARD, List.of("node002"))));
    }

    @Test
    void a_job_being_placed_counts_the_distinct_hosts_proposed() {
        Limits limits = limits(cfg("USERCFG[alice] MAXNODE=2"), List.of(PACKED));

        assertEquals("ok", verdict(limits.check(twoNodes("n1").build(), LimitPass.HARD, List.of("node002", "node002"))));
        assertEquals("MAXNODE hard user=alice 1/2 +2",
                verdict(limits.check(twoNodes("n1").build(), LimitPass.HARD, List.of("node002", "node003"))));
    }

    @Test
    void under_exactnode_a_proposed_packing_still_counts_n_hosts() {
        Limits limits = limits(cfg("USERCFG[alice] MAXNODE=2", "JOBNODEMATCHPOLICY EXACTNODE"), List.of());
        Job three = job("n1").user("alice").tasks(3).nodes(3).tasksPerNode(1).build();

        assertEquals("MAXNODE hard user=alice 0/2 +3",
                verdict(limits.check(three, LimitPass.HARD, List.of("node002", "node002", "node003"))));
    }

    @Test
    void an_idle_nodes_2_job_is_not_blocked_by_maxnode_before_placement() {
        Limits limits = limits(cfg("USERCFG[alice] MAXNODE=2"), List.of(PACKED));

        assertTrue(limits.eligible(List.of(twoNodes("n1").build())).isEligible("n1"),
                "it may still land on one host: the check with real hosts decides");
    }

    @Test
    void idle_node_limits_count_the_requested_node_count() {
        Eligibility e = limits(cfg("USERCFG[alice] MAXINODE=3"), List.of())
                .eligible(List.of(twoNodes("i1").build(), twoNodes("i2").build(),
                        job("i3").user("alice").tasks(4).tasksPerNode(4).build()));

        assertEquals("MAXINODE hard user=alice 2/3 +2", e.blocked().get("i2").summary());
        assertTrue(e.isEligible("i3"), "ppn=4 with 4 tasks: one node");
    }

    /**
     * Guide 6.2: MAXNODE "limits the total number of compute nodes which can be in use by active
     * jobs": two 1-proc jobs of one user on one host use one node, and a third job on that host
     * adds none.
     */
    @Test
    void two_jobs_of_a_user_sharing_a_host_count_one_node_together() {
        Limits limits = limits(cfg("USERCFG[alice] MAXNODE=2"), List.of(
                running(job("r1").user("alice"), List.of("node001")),
                running(job("r2").user("alice"), List.of("node001"))));

        assertEquals("ok", verdict(limits.check(job("n1").user("alice").build(), LimitPass.HARD, List.of("node001"))));
        Job second = job("n2").user("alice").build();
        assertEquals("ok", verdict(limits.check(second, LimitPass.HARD, List.of("node002"))), "1 node in use, +1");
        limits.charge(second, List.of("node002"));
        assertEquals("MAXNODE hard user=alice 2/2 +1",
                verdict(limits.check(job("n3").user("alice").build(), LimitPass.HARD, List.of("node003"))));
        assertEquals("ok", verdict(limits.check(job("n4").user("alice").build(), LimitPass.HARD,
                List.of("node001", "node002"))), "both hosts are alice's already");
    }

    @Test
    void each_credential_is_charged_only_the_hosts_its_own_jobs_do_not_hold() {
        Limits limits = limits(cfg("GROUPCFG[staff] MAXNODE=2"), List.of(
                running(job("r1").user("alice").group("staff"), List.of("node001")),
                running(job("r2").user("bob").group("staff"), List.of("node002"))));

        assertEquals("MAXNODE hard group=staff 2/2 +1", verdict(limits.check(job("n1").user("carol").group("staff")
                .build(), LimitPass.HARD, List.of("node003"))));
        assertEquals("ok", verdict(limits.check(job("n2").user("carol").group("staff").build(), LimitPass.HARD,
                List.of("node002"))), "node002 is the group's already, though not carol's");
    }

    @Test
    void the_system_wide_and_multi_dimensional_forms_count_hosts_together_too() {
        Limits system = limits(cfg("SYSTEMCFG MAXNODE=1"), List.of(
                running(job("r1").user("alice"), List.of("node001")),
                running(job("r2").user("bob"), List.of("node001"))));
        assertEquals("ok", verdict(system.check(job("n").user("carol").build(), LimitPass.HARD, List.of("node001"))));
        assertEquals("MAXNODE hard system 1/1 +1",
                verdict(system.check(job("n").user("carol").build(), LimitPass.HARD, List.of("node002"))));

        Limits scoped = limits(cfg("CLASSCFG[batch] MAXNODE[USER]=1"), List.of(
                running(job("r1").user("alice").jobClass("batch"), List.of("node001")),
                running(job("r2").user("alice").jobClass("batch"), List.of("node001"))));
        assertEquals("ok", verdict(scoped.check(job("n").user("alice").jobClass("batch").build(), LimitPass.HARD,
                List.of("node001"))));
        assertEquals("MAXNODE[USER] hard class=batch user=alice 1/1 +1", verdict(scoped.check(job("n").user("alice")
                .jobClass("batch").build(), LimitPass.HARD, List.of("node002"))));
    }

    @Test
    void soft_and_hard_values_both_count_hosts_together() {
        Limits limits = limits(cfg("USERCFG[steve] MAXNODE=1,2"), List.of(
                running(job("r1").user("steve"), List.of("node001")),
                running(job("r2").user("steve"), List.of("node001"))));
        Job next = job("n").user("steve").build();

        assertEquals("MAXNODE soft user=steve 1/1 +1", verdict(limits.check(next, LimitPass.SOFT, List.of("node002"))));
        assertEquals("ok", verdict(limits.check(next, LimitPass.HARD, List.of("node002"))));
        assertEquals("ok", verdict(limits.check(next, LimitPass.SOFT, List.of("node001"))));
    }

    @Test
    void a_user_at_the_limit_is_still_eligible_for_it_may_fit_on_its_own_hosts() {
        Limits limits = limits(cfg("USERCFG[alice] MAXNODE=1"), List.of(
                running(job("r1").user("alice"), List.of("node001"))));

        assertTrue(limits.eligible(List.of(job("n").user("alice").build())).isEligible("n"));
    }

    @Test
    void heldHosts_names_the_hosts_of_the_credential_whose_node_limit_refused() {
        Limits limits = limits(cfg("USERCFG[alice] MAXNODE=1"), List.of(
                running(job("r1").user("alice"), List.of("node004", "node004")),
                running(job("r2").user("bob"), List.of("node005"))));
        Job next = job("n").user("alice").build();
        Reason refusal = limits.check(next, LimitPass.HARD, List.of("node001")).orElseThrow();

        assertEquals(Set.of("node004"), limits.heldHosts(next, refusal));
    }

    @Test
    void exec_host_lists_count_each_host_once_in_any_order() {
        Limits limits = limits(cfg("USERCFG[alice] MAXNODE=3"), List.of(running(job("r").user("alice").tasks(6),
                List.of("node001", "node002", "node001", "node003", "node002", "node001"))));
        assertEquals("MAXNODE hard user=alice 3/3 +1",
                verdict(limits.check(job("n").user("alice").build(), LimitPass.HARD, List.of("node004"))));
        List<String> hosts = new java.util.ArrayList<>();
        for (int i = 0; i < 300; i++) {
            hosts.add(String.format("node%03d", 1 + i % 70));
        }
        Limits wide = limits(cfg("USERCFG[alice] MAXNODE=70"), List.of(running(job("r").user("alice").tasks(300), hosts)));
        assertEquals("MAXNODE hard user=alice 70/70 +1",
                verdict(wide.check(job("n").user("alice").build(), LimitPass.HARD, List.of("node071"))));
    }
}
