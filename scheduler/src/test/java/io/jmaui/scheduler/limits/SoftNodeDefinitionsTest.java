package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.limits;
import static io.jmaui.scheduler.limits.LimitFixtures.running;
import static io.jmaui.scheduler.limits.LimitFixtures.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * MAXNODE with soft node definitions (guide 6.2.1.1 MAXNODE note, design.md): TORQUE may give
 * {@code nodes=2} one host with two procs; node limits count the distinct hosts a job holds.
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

    @Test
    void two_jobs_of_a_user_sharing_a_host_count_one_node_each() {
        Limits limits = limits(cfg("USERCFG[alice] MAXNODE=2"), List.of(
                running(job("r1").user("alice"), List.of("node001")),
                running(job("r2").user("alice"), List.of("node001"))));

        assertEquals("MAXNODE hard user=alice 2/2 +1",
                verdict(limits.check(job("n").user("alice").build(), LimitPass.HARD, List.of("node001"))));
    }
}
