package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeFilter;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The time-space availability: free over intervals, holds, earliest starts, windows. */
class AvailabilityTest {

    static final long NOW = 1_700_000_000L;
    static final long HOUR = 3600;

    private static Request procs(int n, long walltime) {
        Job j = Job.builder("q").procs(n).walltime(walltime).build();
        return new Request("q", "alice", n, Resources.procs(1), walltime, 0, 0, false, NodeFilter.forJob(j),
                Request::noAccess, NodeAllocationPolicies.policy("FIRSTAVAILABLE"));
    }

    private static Availability twoNodes() {
        Job running = Job.builder("r").procs(3).walltime(2 * HOUR).running(NOW - HOUR, List.of("n1", "n1", "n1")).build();
        return Availability.of(List.of(Node.idle("n1", 4), Node.idle("n2", 4)), List.of(running), NOW);
    }

    @Test
    void freeOnANodeOverAnInterval_followsTheRunningJobsWalltime() {
        Availability a = twoNodes();

        assertEquals(1, a.freeOn("n1", NOW, NOW + HOUR).procs());
        assertEquals(4, a.freeOn("n1", NOW + HOUR, NOW + 2 * HOUR).procs());
        assertEquals(1, a.freeOn("n1", NOW, NOW + 2 * HOUR).procs());
        assertEquals(5, a.freeProcsNow());
    }

    @Test
    void reserve_holdsTheAmountOverItsInterval() {
        Availability a = twoNodes();
        a.reserve("n2", NOW + 2 * HOUR, NOW + 3 * HOUR, Resources.procs(4), "bob");

        assertEquals(4, a.freeOn("n2", NOW, NOW + 2 * HOUR).procs());
        assertEquals(0, a.freeOn("n2", NOW, NOW + 3 * HOUR).procs());
        assertEquals(4, a.freeOn("n2", NOW + 3 * HOUR, Times.INFINITY).procs());
    }

    @Test
    void holdsStackedBeyondANodesSize_countThatNodeAtZeroInTheAggregate() {
        Availability a = twoNodes();
        a.reserve("n2", NOW, NOW + 2 * HOUR, Resources.procs(4), "bob");
        a.reserve("n2", NOW + HOUR, NOW + 3 * HOUR, Resources.procs(4), "carol");

        assertEquals(-4, a.freeOn("n2", NOW + HOUR, NOW + 2 * HOUR).procs(), "the node's own timeline keeps the overlap");
        assertEquals(1, a.freeProcsNow(), "n1's one free proc, n2 at zero");
        assertEquals(4, a.freeProcs(NOW + HOUR, NOW + 2 * HOUR), "n1 free again, n2 at zero, not 4 - 8");
        assertEquals(NOW + 3 * HOUR, a.earliest(procs(8, HOUR), NOW).orElseThrow().start());
    }

    @Test
    void earliestStart_isWhenEnoughProcsStayFreeForTheWalltime() {
        Availability a = twoNodes();

        assertEquals(NOW, a.earliest(procs(5, HOUR), NOW).orElseThrow().start());
        assertEquals(NOW + HOUR, a.earliest(procs(8, HOUR), NOW).orElseThrow().start());
        assertFalse(a.earliest(procs(9, HOUR), NOW).isPresent(), "more than the cluster has");
        assertTrue(a.startNow(procs(6, HOUR)).isEmpty());
    }

    @Test
    void earliestStart_skipsAGapTooShortForTheJob() {
        Availability a = twoNodes();
        a.reserve("n2", NOW + HOUR + HOUR / 2, NOW + 3 * HOUR, Resources.procs(4), "bob");

        Placement p = a.earliest(procs(8, HOUR), NOW).orElseThrow();

        assertEquals(NOW + 3 * HOUR, p.start(), "at +1 h only 30 min are free on n2");
        assertEquals(NOW + 4 * HOUR, p.end());
    }

    @Test
    void windows_areTheLargestNodeTimeRectangles() {
        Availability a = twoNodes();

        assertEquals(List.of(new BackfillWindow(NOW, 2, 5, Times.INFINITY)), a.windows(procs(1, 0)));
        a.reserve("n2", NOW + HOUR, NOW + 2 * HOUR, Resources.procs(4), "bob");
        assertEquals(List.of(new BackfillWindow(NOW, 2, 5, HOUR), new BackfillWindow(NOW, 1, 1, Times.INFINITY)),
                a.windows(procs(1, 0)));
    }

    private static Request gpuTasks(int tasks, int gpusPerTask, long walltime) {
        Job j = Job.builder("g").procs(tasks).walltime(walltime).build();
        return new Request("g", "alice", tasks, Resources.procs(1).withGpus(gpusPerTask), walltime, 0, 0, false,
                NodeFilter.forJob(j), Request::noAccess, NodeAllocationPolicies.policy("FIRSTAVAILABLE"));
    }

    @Test
    void aGpuJobGoesOnlyWhereGpusAreFree() {
        Node vm = Node.idle("vm", 4);
        Node node03 = Node.idle("node03", 4).withConfigured(new Resources(4, 0, 0, 0, 2, null));
        Availability a = Availability.of(List.of(vm, node03), List.of(), NOW);

        Placement first = a.startNow(gpuTasks(1, 2, HOUR)).orElseThrow();
        assertEquals(List.of("node03"), first.hosts(), "vm has procs but no GPUs");
        a.commit(gpuTasks(1, 2, HOUR), first);

        assertTrue(a.startNow(gpuTasks(1, 2, HOUR)).isEmpty(), "node03's two GPUs are taken");
        assertEquals(NOW + HOUR, a.earliest(gpuTasks(1, 2, HOUR), NOW).orElseThrow().start());
        assertEquals(List.of("vm"), a.startNow(procs(1, HOUR)).orElseThrow().hosts(), "a CPU job still fits");
    }

    @Test
    void runningGpuJobsHoldTheirGpusUntilTheirWalltimeEnds() {
        Node node03 = Node.idle("node03", 4).withConfigured(new Resources(4, 0, 0, 0, 2, null));
        Job running = Job.builder("r").tasks(1).perTask(Resources.procs(1).withGpus(1)).walltime(2 * HOUR)
                .running(NOW - HOUR, List.of("node03")).build();
        Availability a = Availability.of(List.of(node03), List.of(running), NOW);

        assertEquals(1, a.freeOn("node03", NOW, NOW + HOUR).gpus());
        assertTrue(a.startNow(gpuTasks(1, 2, HOUR)).isEmpty());
        assertEquals(NOW + HOUR, a.earliest(gpuTasks(1, 2, HOUR), NOW).orElseThrow().start());
        assertEquals(List.of("node03"), a.startNow(gpuTasks(1, 1, HOUR)).orElseThrow().hosts());
    }

    @Test
    void backfillWindowsCountTheFreeGpus_untilAReservationTakesThem() {
        Node gpuNode = Node.idle("n1", 4).withConfigured(new Resources(4, 0, 0, 0, 2, null));
        Job running = Job.builder("r").tasks(1).perTask(Resources.procs(1).withGpus(1)).walltime(2 * HOUR)
                .running(NOW - HOUR, List.of("n1")).build();
        Availability a = Availability.of(List.of(gpuNode, Node.idle("n2", 4)), List.of(running), NOW);
        a.reserve("n1", NOW + HOUR, NOW + 3 * HOUR, Resources.ZERO.withGpus(2), "bob");

        assertEquals(List.of(new BackfillWindow(NOW, 2, 7, HOUR, 1), new BackfillWindow(NOW, 2, 7, Times.INFINITY, 0)),
                a.windows(procs(1, 0)));
    }
}
