package io.jmaui.scheduler.allocation;

import io.jmaui.scheduler.config.ConfigException;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** NODEALLOCATIONPOLICY PRIORITY with NODECFG PRIORITYF (guide 5.2.2.4), the guide's examples and GPUs. */
class NodePrioritiesTest {

    static final long NOW = 1_700_000_000L;

    private static Node node(String name, int procs, long memMb, double load) {
        Resources r = new Resources(procs, memMb, 0, 0);
        return new Node(name, NodeState.IDLE, r, r, Set.of(), "DEFAULT", Set.of(), load, List.of());
    }

    private static Job running(String id, String host, int procs) {
        return Job.builder(id).procs(procs).walltime(3600).running(NOW - 60, java.util.Collections.nCopies(procs, host))
                .build();
    }

    @Test
    void guideExample1_fastestNodesWithMostMemoryRunningFewestJobs() {
        MauiConfig c = cfg("NODEALLOCATIONPOLICY PRIORITY",
                "NODECFG[DEFAULT] PRIORITYF='SPEED+ .01 * AMEM - 10 * JOBCOUNT'", "NODECFG[fast] SPEED=2.0");
        Snapshot s = Snapshot.of(List.of(running("r", "slow", 1)),
                List.of(node("slow", 4, 4000, 0), node("fast", 4, 1000, 0), node("big", 4, 3000, 0)));

        Map<String, Double> p = NodePriorities.of(c, s, new ArrayList<>());

        assertEquals(1.0 + 40 - 10, p.get("slow"), 1e-9, "1 job running, 4000 MB free");
        assertEquals(2.0 + 10, p.get("fast"), 1e-9);
        assertEquals(1.0 + 30, p.get("big"), 1e-9);
    }

    @Test
    void guideExample2_batchNodesFirst_thenTheLeastLoadedDesktops_usageCountsZero() {
        MauiConfig c = cfg("NODEALLOCATIONPOLICY PRIORITY", "NODECFG[DEFAULT] PRIORITYF='-LOAD - 5*USAGE'",
                "NODECFG[batch1] PRIORITY=1000 PRIORITYF='PRIORITY + APROCS'");
        Snapshot s = Snapshot.of(List.of(), List.of(node("desk1", 2, 0, 0.5), node("desk2", 2, 0, 0.1),
                node("batch1", 8, 0, 3.0)));
        List<String> warnings = new ArrayList<>();

        Map<String, Double> p = NodePriorities.of(c, s, warnings);

        assertEquals(1008, p.get("batch1"), 1e-9);
        assertTrue(p.get("desk2") > p.get("desk1"));
        assertEquals(List.of("NODECFG PRIORITYF component USAGE counts 0: jmaui keeps no per-node usage history"),
                warnings);
    }

    @Test
    void guideExample3_jobcountPacksTasksOntoLoadedNodes() {
        MauiConfig c = cfg("NODEALLOCATIONPOLICY PRIORITY", "NODECFG[DEFAULT] PRIORITYF=JOBCOUNT");
        Snapshot s = Snapshot.of(List.of(running("a", "n2", 1)), List.of(node("n1", 4, 0, 0), node("n2", 4, 0, 0)));
        Job j = Job.builder("J").procs(1).walltime(600).submitTime(NOW - 10).build();

        assertEquals(List.of("n2"), Iteration.run(c, new Snapshot(List.of(s.jobs().get(0), j), s.nodes(), List.of(),
                List.of(), List.of()), NOW).start("J").orElseThrow().hosts());
    }

    @Test
    void minusCgpus_keepsCpuJobsOffGpuNodes_whileGpuJobsStillGetThem() {
        MauiConfig c = cfg("NODEALLOCATIONPOLICY PRIORITY", "NODECFG[DEFAULT] PRIORITYF='-CGPUS'");
        Node gpu = Node.idle("gpu01", 8).withConfigured(new Resources(8, 0, 0, 0, 2, null));
        Node cpu = Node.idle("cpu01", 8);
        Job cpuJob = Job.builder("C").procs(4).walltime(600).submitTime(NOW - 20).build();
        Job gpuJob = Job.builder("G").perTask(Resources.procs(1).withGpus(1)).walltime(600).submitTime(NOW - 10).build();

        var r = Iteration.run(c, Snapshot.of(List.of(cpuJob, gpuJob), List.of(gpu, cpu)), NOW);

        assertEquals(Set.of("cpu01"), Set.copyOf(r.start("C").orElseThrow().hosts()));
        assertEquals(List.of("gpu01"), r.start("G").orElseThrow().hosts());
    }

    @Test
    void aFunctionWithAnUnknownComponentIsAConfigErrorNamingIt() {
        ConfigException e = assertThrows(ConfigException.class, () -> cfg("NODECFG[n1] PRIORITYF='2*APROC'"));
        assertTrue(e.getMessage().contains("\"APROC\""), e.getMessage());
        assertThrows(ConfigException.class, () -> cfg("NODECFG[n1] PRIORITYF='(LOAD'"));
    }
}
