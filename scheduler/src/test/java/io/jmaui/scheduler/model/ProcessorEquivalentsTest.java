package io.jmaui.scheduler.model;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ProcessorEquivalentsTest {

    /** 128 processors, 256 GB of memory. */
    private static final Resources O2K = new Resources(128, 262_144, 0, 0);

    @Test
    void guide5123PeExample() {
        // 25% of the processors (32) and 50% of the memory (128 GB): MAX(25, 50)% * 128 = 64
        Job job = Job.builder("1").tasks(32).perTask(new Resources(1, 4096, 0, 0)).build();
        assertEquals(64.0, job.processorEquivalents(O2K), 1e-9);
    }

    @Test
    void processorsAloneWhenOtherResourcesAreSmallShares() {
        Job job = Job.builder("1").tasks(16).perTask(new Resources(1, 1024, 0, 0)).build();
        assertEquals(16.0, job.processorEquivalents(O2K), 1e-9);
    }

    @Test
    void resourceTheClusterDoesNotReportIsIgnored() {
        Job job = Job.builder("1").tasks(2).perTask(new Resources(1, 0, 0, 50_000)).build();
        assertEquals(2.0, job.processorEquivalents(O2K), 1e-9);
    }

    @Test
    void emptyClusterHasNoProcessorEquivalents() {
        assertEquals(0.0, Job.builder("1").procs(4).build().processorEquivalents(Resources.ZERO), 1e-9);
    }
}
