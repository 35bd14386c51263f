package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 5.4 through the iteration: a loaded or busy node takes no new work, a lightly loaded one takes what is left. */
class NodeLoadInIterationTest {

    static final long T0 = at("2024-07-01T08:00");

    static Node node(String name, int procs, double load, long memMb, long availMb) {
        return new Node(name, NodeState.IDLE, new Resources(procs, memMb, 0, 0), new Resources(procs, availMb, 0, 0),
                Set.of(), "DEFAULT", Set.of(), load, List.of());
    }

    @Test
    void nodemaxload_aLoadedNodeIsSkipped() {
        Harness h = new Harness(cfg("NODEMAXLOAD 2.0", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"))
                .nodes(node("hot", 8, 2.5, 0, 0), node("cool", 8, 0.2, 0, 0));
        h.submit(job("J").procs(2).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(List.of("cool", "cool"), h.runAt(T0).start("J").orElseThrow().hosts());
    }

    @Test
    void aBusyNodeTakesNoNewWorkNow_andIsPlannedFreeAtTheNextPoll() {
        // pbs_server reports the node busy (its MOM's load is over $max_load): nothing starts on it now
        Harness h = new Harness(cfg("RMPOLLINTERVAL 0:01:00"))
                .nodes(node("only", 4, 0.5, 0, 0).withState(NodeState.BUSY));
        h.submit(job("J").procs(1).walltime(HOUR).submitTime(T0 - 60).build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("J").isEmpty());
        assertEquals(T0 + 60, r.jobReservation("J").orElseThrow().start(), "planned for when the node is measured again");
    }

    @Test
    void combined_aPartlyLoadedNodeTakesWhatTheLoadLeaves() {
        // 4 procs, load 2.6: two processors are in use, whatever the jobs asked for
        Harness h = new Harness(cfg("NODEALLOCATIONPOLICY FIRSTAVAILABLE"))
                .nodes(node("a", 4, 2.6, 0, 0), node("b", 4, 0.0, 0, 0));
        h.submit(job("J").procs(2).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("K").procs(2).walltime(HOUR).submitTime(T0 - 30).build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("a", "a"), r.start("J").orElseThrow().hosts());
        assertEquals(List.of("b", "b"), r.start("K").orElseThrow().hosts(), "a is full: 2 in use and J's 2");
    }

    @Test
    void dedicated_theLoadDoesNotCount() {
        Harness h = new Harness(cfg("NODEAVAILABILITYPOLICY DEDICATED", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"))
                .nodes(node("a", 4, 3.6, 0, 0), node("b", 4, 0.0, 0, 0));
        h.submit(job("J").procs(4).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(List.of("a", "a", "a", "a"), h.runAt(T0).start("J").orElseThrow().hosts());
    }

    @Test
    void combinedMemory_memoryInUseIsNotFree() {
        // 4096 MB, pbs_mom's availmem leaves 1024 free: a 2048 MB job goes to the other node
        Harness h = new Harness(cfg("NODEAVAILABILITYPOLICY DEDICATED:PROCS COMBINED:MEM", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"))
                .nodes(node("a", 4, 0, 4096, 1024), node("b", 4, 0, 4096, 4096));
        h.submit(job("J").tasks(1).perTask(new Resources(1, 2048, 0, 0)).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(List.of("b"), h.runAt(T0).start("J").orElseThrow().hosts());
    }

    @Test
    void adjustProcs_aLoadedNodeTakesFewerProcs() {
        Harness h = new Harness(cfg("NODELOADPOLICY ADJUSTPROCS", "NODEMAXLOAD 4.0", "NODEAVAILABILITYPOLICY DEDICATED",
                "NODEALLOCATIONPOLICY FIRSTAVAILABLE")).nodes(node("a", 8, 2.7, 0, 0), node("b", 8, 0, 0, 0));
        h.submit(job("J").procs(2).nodes(1).tasksPerNode(2).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("K").procs(1).walltime(HOUR).submitTime(T0 - 30).build());
        IterationResult r = h.runAt(T0);
        assertEquals(List.of("b", "b"), r.start("J").orElseThrow().hosts(), "a has room for one proc: 4.0 + 0.5 - 2.7");
        assertEquals(List.of("a"), r.start("K").orElseThrow().hosts());
    }
}
