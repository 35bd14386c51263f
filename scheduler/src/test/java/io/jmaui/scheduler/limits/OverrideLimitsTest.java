package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.Stream;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.limits.LimitFixtures.hosts;
import static io.jmaui.scheduler.limits.LimitFixtures.job;
import static io.jmaui.scheduler.limits.LimitFixtures.limits;
import static io.jmaui.scheduler.limits.LimitFixtures.running;
import static io.jmaui.scheduler.limits.LimitFixtures.runningCopies;
import static io.jmaui.scheduler.limits.LimitFixtures.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Guide 6.2.2 "Override Limits": a job of user steve, group staff, class batch and QOS hiprio
 * starts only if none of the example's five conditions would be broken; each is checked alone,
 * just at its limit (blocked) and one below (allowed). The guide's QOS line is read as
 * {@code MAXJOB=3 OMAXNODE=64}: "only 3 hiprio jobs" is the QOS's own limit, since conditions 2
 * and 3 keep steve's 2 jobs and staff's 5.
 */
class OverrideLimitsTest {

    private static final MauiConfig CFG = cfg(
            "USERCFG[steve]    MAXJOB=2   MAXNODE=30",
            "GROUPCFG[staff]   MAXJOB=5",
            "CLASSCFG[DEFAULT] MAXNODE=16",
            "CLASSCFG[batch]   MAXNODE=32",
            "QOSCFG[hiprio]    MAXJOB=3   OMAXNODE=64");

    private static Job hiprioJob(int nodes) {
        return job("new").user("steve").group("staff").jobClass("batch").qos("hiprio").procs(nodes).build();
    }

    static Stream<Arguments> conditions() {
        // Steve's node-hungry job runs in class long, so only the user's count nears 64.
        Job steve60 = running(job("s1").user("steve").group("staff").jobClass("long").procs(60), hosts(1, 60));
        Job batch60 = running(job("b1").user("bob").group("users").jobClass("batch").procs(60), hosts(1, 60));
        List<Job> steve2 = runningCopies("s", 2, job("").user("steve").group("staff").jobClass("long"), 1);
        List<Job> staff5 = runningCopies("a", 5, job("").user("amy").group("staff").jobClass("long"), 1);
        List<Job> hiprio3 = runningCopies("h", 3, job("").user("bob").group("users").jobClass("long").qos("hiprio"), 1);
        return Stream.of(
                arguments("total nodes used by user steve jobs do not exceed 64",
                        List.of(steve60), 5, "OMAXNODE hard user=steve override=qos:hiprio 60/64 +5", List.of(steve60), 4),
                arguments("total active jobs associated with user steve does not exceed 2",
                        steve2, 1, "MAXJOB hard user=steve 2/2", steve2.subList(0, 1), 1),
                arguments("total active jobs associated with group staff does not exceed 5",
                        staff5, 1, "MAXJOB hard group=staff 5/5", staff5.subList(0, 4), 1),
                arguments("total nodes dedicated to class batch jobs do not exceed 64",
                        List.of(batch60), 5, "OMAXNODE hard class=batch override=qos:hiprio 60/64 +5", List.of(batch60), 4),
                arguments("total active jobs associated with QOS hiprio does not exceed 3",
                        hiprio3, 1, "MAXJOB hard qos=hiprio 3/3", hiprio3.subList(0, 2), 1));
    }

    @ParameterizedTest(name = "6.2.2 override example: {0}")
    @MethodSource("conditions")
    void each_condition_blocks_at_its_limit_and_allows_below_it(String condition, List<Job> atLimit, int nodes,
                                                                String expected, List<Job> below, int belowNodes) {
        assertEquals(expected, verdict(limits(CFG, atLimit).check(hiprioJob(nodes), LimitPass.HARD, hosts(100, nodes))));
        assertEquals("ok", verdict(limits(CFG, below).check(hiprioJob(belowNodes), LimitPass.HARD, hosts(100, belowNodes))));
    }

    @Test
    void hiprio_ignores_steves_own_30_nodes_and_batchs_32() {
        Job steve25 = running(job("s1").user("steve").group("staff").jobClass("batch").procs(25), hosts(1, 25));
        Limits limits = limits(CFG, List.of(steve25));

        assertEquals("ok", verdict(limits.check(hiprioJob(20), LimitPass.HARD, hosts(100, 20))),
                "45 nodes for steve and for batch: over their own 30 and 32, within hiprio's 64");
        Job normal = job("n").user("steve").group("staff").jobClass("batch").procs(20).build();
        assertEquals("MAXNODE hard user=steve 25/30 +20", verdict(limits.check(normal, LimitPass.HARD, hosts(100, 20))),
                "without QOS hiprio steve's own MAXNODE applies");
    }

    @Test
    void an_override_also_caps_credentials_that_had_no_limit_of_their_own() {
        Job staff60 = running(job("a1").user("amy").group("staff").jobClass("long").procs(60), hosts(1, 60));

        assertEquals("OMAXNODE hard group=staff override=qos:hiprio 60/64 +5",
                verdict(limits(CFG, List.of(staff60)).check(hiprioJob(5), LimitPass.HARD, hosts(100, 5))),
                "Maui's precedence is QOS override, then the credential, then DEFAULT: 64 nodes per credential");
    }
}
