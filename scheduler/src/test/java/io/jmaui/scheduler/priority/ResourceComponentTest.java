package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.priority.Prio.at;
import static org.junit.jupiter.api.Assertions.assertEquals;

class ResourceComponentTest {

    private static final long NOW = at("2024-01-01T10:00");

    /** A 128-processor machine: 16 nodes of 8 procs and 16 GB. */
    private static List<Node> o2k() {
        List<Node> nodes = new ArrayList<>();
        for (int i = 1; i <= 16; i++) {
            nodes.add(Node.idle(String.format("node%03d", i), 8).withConfigured(new Resources(8, 16_384, 0, 0)));
        }
        return nodes;
    }

    @Test
    void guide5123PeExample() {
        // 25% of the processors and 50% of the memory of 128 procs: PE = MAX(25,50)% * 128 = 64
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "RESWEIGHT 1", "PEWEIGHT 1");
        Job job = Job.builder("1.head").tasks(32).perTask(new Resources(1, 4096, 0, 0)).submitTime(NOW).build();
        JobPriority p = Prio.of(cfg, Snapshot.of(List.of(job), o2k()), null, NOW, "1.head");
        assertEquals(64.0, p.component(Component.RES).subcomponent(Subcomponent.PE).raw(), 1e-9);
        assertEquals(64, p.priority());
    }

    @Test
    void appendixDiskWeightExample() {
        // RESWEIGHT 10, DISKWEIGHT 100, 12 tasks of 512 MB disk: 10 * 100 * 12 * 512
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "RESWEIGHT 10", "DISKWEIGHT 100");
        Job job = Job.builder("2.head").tasks(12).perTask(new Resources(1, 0, 0, 512)).submitTime(NOW).build();
        assertEquals(10L * 100 * 12 * 512, Prio.of(cfg, job, NOW).priority());
    }

    @Test
    void appendixResweightExampleWithRescap() {
        // RESWEIGHT 5, MEMWEIGHT 10, PROCWEIGHT 100, RESCAP 2000: MIN(2000, 10*mem + 100*procs), times 5
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "RESWEIGHT 5", "MEMWEIGHT 10", "PROCWEIGHT 100", "RESCAP 2000");
        Job small = Job.builder("3.head").tasks(2).perTask(new Resources(1, 50, 0, 0)).submitTime(NOW).build();
        Job big = Job.builder("4.head").tasks(8).perTask(new Resources(1, 1024, 0, 0)).submitTime(NOW).build();
        assertEquals(5 * (10 * 100 + 100 * 2), Prio.of(cfg, small, NOW).priority());
        assertEquals(5 * 2000, Prio.of(cfg, big, NOW).priority());
    }

    @Test
    void gpuweightCountsTheJobsGpus_andGpusWeighInItsProcessorEquivalents() {
        // RESWEIGHT 10, GPUWEIGHT 50: two node shares of 4 procs and 2 GPUs each ask 4 GPUs
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "RESWEIGHT 10", "GPUWEIGHT 50", "GPUCAP 3");
        Job job = Job.builder("5.head").tasks(2).perTask(Resources.procs(4).withGpus(2)).submitTime(NOW).build();
        assertEquals(10 * 50 * 3, Prio.of(cfg, job, NOW).priority(), "GPUCAP 3 caps the 4 GPUs");

        List<Node> nodes = new ArrayList<>(o2k());
        nodes.add(Node.idle("gpu01", 8).withConfigured(new Resources(8, 16_384, 0, 0, 8, null)));
        JobPriority pe = Prio.of(cfg("QUEUETIMEWEIGHT 0", "PEWEIGHT 1"), Snapshot.of(List.of(job), nodes), null, NOW,
                "5.head");
        // 136 procs; the job asks half of the 8 GPUs: PE = 0.5 * 136
        assertEquals(68.0, pe.component(Component.RES).subcomponent(Subcomponent.PE).raw(), 1e-9);
    }

    @Test
    void everyResourceSubcomponentHasItsRawValue() {
        MauiConfig cfg = cfg("RESWEIGHT 1");
        Job job = Job.builder("5.head").tasks(4).perTask(new Resources(2, 1000, 200, 300)).nodes(2).tasksPerNode(2)
                .walltime(3600).submitTime(NOW).build();
        FactorContribution res = Prio.of(cfg, job, NOW).component(Component.RES);
        assertEquals(2, res.subcomponent(Subcomponent.NODE).raw());
        assertEquals(8, res.subcomponent(Subcomponent.PROC).raw());
        assertEquals(4000, res.subcomponent(Subcomponent.MEM).raw());
        assertEquals(800, res.subcomponent(Subcomponent.SWAP).raw());
        assertEquals(1200, res.subcomponent(Subcomponent.DISK).raw());
        assertEquals(8 * 3600, res.subcomponent(Subcomponent.PS).raw());
        assertEquals(3600, res.subcomponent(Subcomponent.WALLTIME).raw());
        assertEquals(8, res.subcomponent(Subcomponent.PE).raw(), 1e-9, "8 of the node's 8 procs");
    }

    @Test
    void nodeWeightOnlyWhenTheJobAskedForNodes() {
        MauiConfig cfg = cfg("QUEUETIMEWEIGHT 0", "RESWEIGHT 1", "NODEWEIGHT 1000");
        assertEquals(1, Prio.of(cfg, Job.builder("6.head").procs(4).submitTime(NOW).build(), NOW).priority());
        assertEquals(2000, Prio.of(cfg, Job.builder("7.head").procs(4).nodes(2).submitTime(NOW).build(), NOW).priority());
    }
}
