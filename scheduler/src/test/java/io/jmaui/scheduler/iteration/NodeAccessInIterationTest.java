package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.PlacementRequest;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Guide 5.3: NODEACCESSPOLICY for all nodes, NODECFG ACCESS for one, and a job's own
 * NACCESSPOLICY, which binds the jobs after it on its nodes while it runs ("subsequent jobs are
 * bound to conform to the access policies of all jobs currently running on a given node").
 */
class NodeAccessInIterationTest {

    static final long T0 = at("2024-07-01T08:00");

    private static PlacementRequest access(String word) {
        return PlacementRequest.NONE.withAccessPolicy(word);
    }

    private static Harness twoNodes(String... cfg) {
        String[] lines = new String[cfg.length + 1];
        lines[0] = "NODEALLOCATIONPOLICY FIRSTAVAILABLE";
        System.arraycopy(cfg, 0, lines, 1, cfg.length);
        return new Harness(cfg(lines)).nodes(Node.idle("n1", 4), Node.idle("n2", 4));
    }

    @Test
    void nodecfgAccess_singleJobNodeTakesOneJob() {
        Harness h = twoNodes("NODECFG[n1] ACCESS=SINGLEJOB");
        h.submit(job("A").procs(1).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("B").procs(1).walltime(HOUR).submitTime(T0 - 50).build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("n1"), r.start("A").orElseThrow().hosts());
        assertEquals(List.of("n2"), r.start("B").orElseThrow().hosts(), "n1 is A's alone");
    }

    @Test
    void guide53_aRunningSingleUserJobKeepsOtherUsersOff() {
        // NODEACCESSPOLICY SHARED, a SINGLEUSER job runs on n1: only its user's jobs may join it there
        Harness h = twoNodes();
        h.submit(job("S").user("steve").procs(1).walltime(HOUR).placement(access("SINGLEUSER"))
                .running(T0 - 600, List.of("n1")).build());
        h.submit(job("A").user("alice").procs(1).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("B").user("steve").procs(1).walltime(HOUR).submitTime(T0 - 50).build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("n2"), r.start("A").orElseThrow().hosts());
        assertEquals(List.of("n1"), r.start("B").orElseThrow().hosts());
    }

    @Test
    void aNewSingleUserJobGoesOnlyWhereNoOtherUserRuns() {
        Harness h = twoNodes();
        h.submit(job("X").user("alice").procs(1).walltime(HOUR).running(T0 - 600, List.of("n1")).build());
        h.submit(job("S").user("steve").procs(1).walltime(HOUR).placement(access("SINGLEUSER")).submitTime(T0 - 60).build());
        assertEquals(List.of("n2"), h.runAt(T0).start("S").orElseThrow().hosts());
    }

    @Test
    void aRunningSingleJobJobHoldsItsWholeNode() {
        Harness h = twoNodes();
        h.submit(job("E").procs(1).walltime(HOUR).placement(access("SINGLEJOB")).running(T0 - 600, List.of("n1")).build());
        h.submit(job("A").procs(4).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("B").procs(1).walltime(HOUR).submitTime(T0 - 50).build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("n2", "n2", "n2", "n2"), r.start("A").orElseThrow().hosts());
        assertEquals(true, r.start("B").isEmpty(), "n1 has 3 procs free but E runs alone there");
    }

    @Test
    void singleTaskJob_oneTaskPerWholeNode() {
        Harness h = twoNodes();
        h.submit(job("T").procs(2).walltime(HOUR).placement(access("SINGLETASK")).submitTime(T0 - 60).build());
        assertEquals(List.of("n1", "n2"), h.runAt(T0).start("T").orElseThrow().hosts());
    }

    /** Guide 13.3: a job's NALLOCPOLICY ("how node resources should be selected") stands for NODEALLOCATIONPOLICY. */
    @Test
    void aJobsOwnAllocationPolicyPicksItsNodes() {
        Harness h = twoNodes("NODECFG[n2] PRIORITY=10");
        h.submit(job("F").procs(1).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("L").procs(1).walltime(HOUR).submitTime(T0 - 50)
                .placement(PlacementRequest.NONE.withAllocationPolicy("PRIORITY")).build());
        h.submit(job("G").procs(1).walltime(HOUR).submitTime(T0 - 40)
                .placement(PlacementRequest.NONE.withAllocationPolicy("BESTFIT")).build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("n1"), r.start("F").orElseThrow().hosts(), "FIRSTAVAILABLE, the system's");
        assertEquals(List.of("n2"), r.start("L").orElseThrow().hosts(), "its own PRIORITY: n2 has the higher NODECFG PRIORITY");
        assertEquals(List.of("n1"), r.start("G").orElseThrow().hosts(), "a word Maui does not know: the system's");
    }
}
