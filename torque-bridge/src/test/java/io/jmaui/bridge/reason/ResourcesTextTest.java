package io.jmaui.bridge.reason;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.iteration.InsufficientResources;
import io.jmaui.scheduler.iteration.InsufficientResources.Fit;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The live cases: each comment names what holds the job. */
class ResourcesTextTest {

    private static String text(Fit fit, String resource, long needed, long available, long largest, int nodes, int down,
                               Set<String> features, List<String> hosts) {
        return ReasonText.sentence(new InsufficientResources(fit, resource, needed, available, largest, nodes, down,
                features, hosts, Times.INFINITY));
    }

    @Test
    void sevenProcsOnASixProcMachine() {
        assertEquals("can never run: needs 7 procs, the cluster has 6 (6 on the largest node)",
                text(Fit.NEVER_TOTAL, Resources.PROCS, 7, 6, 6, 1, 0, Set.of(), List.of()));
        assertEquals("can never run: needs 8 procs on one node, the largest node has 6",
                text(Fit.NEVER_NODE, Resources.PROCS, 8, 6, 6, 2, 0, Set.of(), List.of()));
    }

    @Test
    void theOnlyNodeWithTheFeatureIsBusyOrAbsent() {
        assertEquals("insufficient resources: needs 1 procs on the 1 node with feature gpuish, 0 free",
                text(Fit.NOW, Resources.PROCS, 1, 0, 0, 1, 0, Set.of("gpuish"), List.of()));
        assertEquals("can never run: no node has feature gpuish",
                text(Fit.NO_NODE, "FEATURES", 0, 0, 0, 0, 0, Set.of("gpuish"), List.of()));
        assertEquals("can never run: needs 8 procs, the 2 nodes with features fast, ib have 4 (2 on the largest node)",
                text(Fit.NEVER_TOTAL, Resources.PROCS, 8, 4, 2, 2, 0, Set.of("ib", "fast"), List.of()));
    }

    @Test
    void memoryGpusAndGenericResourcesByName() {
        assertEquals("insufficient resources: needs 65536 MB memory, 0 MB free; at most 16384 MB free on one node",
                text(Fit.NOW, Resources.MEM, 65536, 0, 16384, 4, 0, Set.of(), List.of()));
        assertEquals("can never run: needs 2 GPUs on one node, the largest node has 1",
                text(Fit.NEVER_NODE, Resources.GPUS, 2, 1, 1, 3, 0, Set.of(), List.of()));
        assertEquals("insufficient resources: needs 2 matlab, 1 free",
                text(Fit.NOW, "matlab", 2, 1, 1, 3, 0, Set.of(), List.of()));
    }

    @Test
    void downNodesAndRequestedHosts() {
        assertEquals("waiting for nodes to come back: needs 2 procs; the 1 node up has 1, 1 more is down or drained",
                text(Fit.NODES_DOWN, Resources.PROCS, 2, 1, 1, 1, 1, Set.of(), List.of()));
        assertEquals("can never run: none of its requested hosts (n9) is a node it may use",
                text(Fit.NO_NODE, "HOSTS", 0, 0, 0, 0, 0, Set.of(), List.of("n9")));
        assertEquals("insufficient resources: needs 4 procs on its requested hosts n1, n2, 2 free",
                text(Fit.NOW, Resources.PROCS, 4, 2, 2, 2, 0, Set.of(), List.of("n1", "n2")));
    }

    @Test
    void thePlainCaseReadsAsBefore() {
        assertEquals("insufficient resources: needs 8 procs, 3 free", ReasonText.sentence(new InsufficientResources(8, 3, 0)));
    }
}
