package io.jmaui.scheduler.iteration;

import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.iteration.InsufficientResources.Fit;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static io.jmaui.scheduler.config.Cfg.cfg;

/**
 * A job left idle for resources is told which constraint holds it (found live: every such job
 * read "needs N procs, F free", whatever held it): never fits one node or the whole cluster, the
 * nodes with its feature are busy or absent, memory, GPUs, a generic resource.
 */
class ShortfallReasonsTest {

    static final long T0 = at("2024-02-01T10:00");

    private static Node node(String name, int procs, long memMb, String... features) {
        Resources r = new Resources(procs, memMb, 0, 0);
        return new Node(name, NodeState.IDLE, r, r, Set.of(features), "DEFAULT", Set.of(), 0, List.of());
    }

    private static InsufficientResources reason(IterationResult r, String job) {
        return (InsufficientResources) r.reasons().get(job);
    }

    @Test
    void sevenProcsOnASixProcMachineCanNeverRun() {
        Harness h = new Harness().nodes(node("n1", 6, 8192));
        h.submit(job("R").procs(1).walltime(HOUR).running(T0, List.of("n1")).build());
        h.submit(job("J").procs(7).walltime(HOUR).submitTime(T0 - 60).build());

        InsufficientResources r = reason(h.runAt(T0), "J");

        assertEquals(Fit.NEVER_TOTAL, r.fit());
        assertEquals(Resources.PROCS, r.resource());
        assertEquals(7, r.needed());
        assertEquals(6, r.available(), "the cluster has 6");
        assertEquals(6, r.largestNode());
        assertEquals(Times.INFINITY, r.earliestStart());
    }

    @Test
    void aTaskLargerThanTheLargestNodeCanNeverRun() {
        Harness h = new Harness().nodes(node("n1", 6, 8192), node("n2", 6, 8192));
        h.submit(job("J").nodes(1).tasksPerNode(8).procs(8).walltime(HOUR).submitTime(T0 - 60).build());

        InsufficientResources r = reason(h.runAt(T0), "J");

        assertEquals(Fit.NEVER_NODE, r.fit(), "nodes=1:ppn=8 needs 8 procs on one node");
        assertEquals(8, r.needed());
        assertEquals(6, r.available());
    }

    @Test
    void theOnlyNodeWithTheFeatureIsBusy() {
        Harness h = new Harness().nodes(node("n1", 4, 8192), node("n2", 4, 8192), node("n3", 4, 8192, "gpuish"));
        h.submit(job("R").procs(4).walltime(HOUR).running(T0, List.of("n3", "n3", "n3", "n3")).build());
        h.submit(job("J").features(Set.of("gpuish")).walltime(HOUR).submitTime(T0 - 60).build());

        InsufficientResources r = reason(h.runAt(T0), "J");

        assertEquals(Fit.NOW, r.fit());
        assertEquals(1, r.needed());
        assertEquals(0, r.available(), "0 free on the nodes with gpuish, though 8 are free elsewhere");
        assertEquals(1, r.nodes());
        assertEquals(Set.of("gpuish"), r.features());
        assertEquals(T0 + HOUR, r.earliestStart());
    }

    @Test
    void aFeatureNoNodeHasCanNeverRun() {
        Harness h = new Harness().nodes(node("n1", 4, 8192));
        h.submit(job("J").features(Set.of("gpuish")).walltime(HOUR).submitTime(T0 - 60).build());

        InsufficientResources r = reason(h.runAt(T0), "J");

        assertEquals(Fit.NO_NODE, r.fit());
        assertEquals("FEATURES", r.resource());
        assertTrue(r.never());
    }

    @Test
    void memoryNamesMemory_busyOrNever() {
        Harness h = new Harness().nodes(node("n1", 4, 16384), node("n2", 4, 16384));
        h.submit(job("R").procs(1).perTask(new Resources(1, 12000, 0, 0)).walltime(HOUR)
                .running(T0, List.of("n1")).build());
        h.submit(job("R2").procs(1).perTask(new Resources(1, 12000, 0, 0)).walltime(HOUR)
                .running(T0, List.of("n2")).build());
        h.submit(job("M").perTask(new Resources(1, 8192, 0, 0)).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("BIG").perTask(new Resources(1, 65536, 0, 0)).walltime(HOUR).submitTime(T0 - 50).build());

        IterationResult r = h.runAt(T0);

        InsufficientResources m = reason(r, "M");
        assertEquals(Fit.NOW, m.fit());
        assertEquals(Resources.MEM, m.resource());
        assertEquals(8192, m.needed());
        assertEquals(0, m.available(), "procs are free; memory is what is short");
        assertEquals(4384, m.largestNode(), "at most 4384 MB free on one node");
        InsufficientResources big = reason(r, "BIG");
        assertEquals(Fit.NEVER_NODE, big.fit());
        assertEquals(Resources.MEM, big.resource());
        assertEquals(16384, big.available(), "the largest node's memory");
    }

    @Test
    void gpusAndGenericResourcesAreNamedByTheSameRule() {
        Resources gpuNode = new Resources(4, 8192, 0, 0, 1, Gres.of("matlab", 1));
        Harness h = new Harness().nodes(new Node("g1", NodeState.IDLE, gpuNode, gpuNode, Set.of(), "DEFAULT", Set.of(), 0,
                List.of()));
        h.submit(job("G").perTask(new Resources(1, 0, 0, 0, 2, null)).walltime(HOUR).submitTime(T0 - 60).build());
        h.submit(job("L").tasks(2).perTask(new Resources(1, 0, 0, 0, 0, Gres.of("matlab", 1))).walltime(HOUR)
                .submitTime(T0 - 50).build());

        IterationResult r = h.runAt(T0);

        assertEquals(Resources.GPUS, reason(r, "G").resource());
        assertEquals(Fit.NEVER_NODE, reason(r, "G").fit());
        assertEquals("matlab", reason(r, "L").resource());
        assertEquals(Fit.NEVER_TOTAL, reason(r, "L").fit());
    }

    @Test
    void aClassNoNodeTakesAndMultiNodeJobsDisabled() {
        Resources four = Resources.procs(4);
        Harness h = new Harness(cfg("ENABLEMULTINODEJOBS FALSE")).nodes(
                new Node("n1", NodeState.IDLE, four, four, Set.of(), "DEFAULT", Set.of("batch"), 0, List.of()),
                new Node("n2", NodeState.IDLE, four, four, Set.of(), "DEFAULT", Set.of("batch"), 0, List.of()));
        h.submit(job("C").jobClass("express").walltime(HOUR).submitTime(T0 - 60).build());

        IterationResult r = h.runAt(T0);

        assertEquals(Fit.NO_NODE, reason(r, "C").fit());
        assertEquals("CLASS", reason(r, "C").resource());
    }
}
