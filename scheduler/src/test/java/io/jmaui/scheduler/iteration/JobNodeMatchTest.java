package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Node;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** JOBNODEMATCHPOLICY (appendix F) through the iteration: nodes=2:ppn=2 on an 8-proc and two 2-proc nodes. */
class JobNodeMatchTest {

    static final long T0 = at("2024-07-01T08:00");

    private static IterationResult run(String... cfgLines) {
        Harness h = new Harness(cfg(cfgLines)).nodes(Node.idle("big", 8), Node.idle("s1", 2), Node.idle("s2", 2));
        h.submit(job("J").procs(4).nodes(2).tasksPerNode(2).walltime(HOUR).submitTime(T0 - 60).build());
        return h.runAt(T0);
    }

    @Test
    void liberal_allFourTasksMayShareOneHost() {
        assertEquals(List.of("big", "big", "big", "big"), run("NODEALLOCATIONPOLICY FIRSTAVAILABLE").start("J").orElseThrow().hosts());
    }

    @Test
    void exactNode_twoDistinctHosts() {
        assertEquals(List.of("big", "big", "s1", "s1"),
                run("NODEALLOCATIONPOLICY FIRSTAVAILABLE", "JOBNODEMATCHPOLICY EXACTNODE").start("J").orElseThrow().hosts());
    }

    @Test
    void exactProc_onlyHostsWithExactlyPpnProcs() {
        assertEquals(List.of("s1", "s1", "s2", "s2"),
                run("NODEALLOCATIONPOLICY FIRSTAVAILABLE", "JOBNODEMATCHPOLICY EXACTNODE,EXACTPROC").start("J").orElseThrow().hosts());
    }

    @Test
    void exactNode_bindsOnlyJobsThatAskedForANodeCount() {
        // procs=4 (TORQUE's procs=, no nodes=): EXACTNODE has no N to hold the job to, so the job
        // packs like any other instead of waiting for four distinct hosts
        Harness h = new Harness(cfg("NODEALLOCATIONPOLICY FIRSTAVAILABLE", "JOBNODEMATCHPOLICY EXACTNODE"))
                .nodes(Node.idle("big", 8), Node.idle("s1", 2));
        h.submit(job("P").procs(4).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(List.of("big", "big", "big", "big"), h.runAt(T0).start("P").orElseThrow().hosts());
    }
}
