package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Dependency;
import io.jmaui.scheduler.model.DependencyType;
import io.jmaui.scheduler.model.HoldType;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.nodes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Why an idle job did not start (checkjob, the qstat comment), and when it is expected to (15.5 showstart). */
class JobReasonsTest {

    static final long T0 = at("2024-02-01T10:00");

    @Test
    void insufficientResources_namesBothNumbers() {
        Harness h = new Harness().nodes(nodes("n", 1, 8));
        h.submit(job("R").procs(5).walltime(2 * HOUR).running(T0 - HOUR, List.of("n1", "n1", "n1", "n1", "n1")).build());
        h.submit(job("J").procs(8).walltime(HOUR).submitTime(T0 - 60).build());

        IterationResult r = h.runAt(T0);

        assertEquals("RESOURCES needs 8 procs, 3 free", r.reasons().get("J").summary());
        assertEquals(T0 + HOUR, ((InsufficientResources) r.reasons().get("J")).earliestStart());
    }

    @Test
    void heldDeferredAndDependentJobs_sayWhy() {
        Harness h = new Harness().nodes(nodes("n", 2, 1));
        h.submit(job("H").holds(Set.of(HoldType.USER)).walltime(HOUR).submitTime(T0 - 300).build());
        h.submit(job("P").walltime(HOUR).submitTime(T0 - 200).build());
        h.submit(job("D").dependencies(List.of(Dependency.on(DependencyType.AFTEROK, "P"))).walltime(HOUR).submitTime(T0 - 100).build());

        IterationResult r = h.runAt(T0);

        assertEquals("HOLD [USER]", r.reasons().get("H").summary());
        assertEquals("DEPEND afterok:P WAITING STARTING", r.reasons().get("D").summary());
        assertTrue(r.start("P").isPresent());
        assertFalse(r.start("D").isPresent(), "P has only just started");
    }

    @Test
    void limitReason_comesFromTheLimitsPolicy() {
        Harness h = new Harness(cfg("USERCFG[alice] MAXJOB=1")).nodes(nodes("n", 2, 1));
        h.submit(job("1").walltime(HOUR).submitTime(T0 - 20).build());
        h.submit(job("2").walltime(HOUR).submitTime(T0 - 10).build());

        IterationResult r = h.runAt(T0);

        assertTrue(r.start("1").isPresent());
        assertEquals("MAXJOB", r.reasons().get("2").policy());
    }

    @Test
    void downNodesAreSkipped_andAJobThatNeverFitsSaysSo() {
        Harness h = new Harness().nodes(Node.idle("n1", 1).withState(NodeState.DOWN), Node.idle("n2", 1));
        h.submit(job("big").procs(2).walltime(HOUR).submitTime(T0 - 20).build());
        h.submit(job("small").procs(1).walltime(HOUR).submitTime(T0 - 10).build());

        IterationResult r = h.runAt(T0);

        assertEquals(List.of("n2"), r.start("small").orElseThrow().hosts());
        InsufficientResources big = (InsufficientResources) r.reasons().get("big");
        assertEquals("RESOURCES NODES_DOWN PROCS needs 2, available 1, largest node 1, nodes 1, down 1", big.summary(),
                "it fits if n1 comes back");
        assertEquals(Times.INFINITY, big.earliestStart());
        assertFalse(r.estimatedStarts().containsKey("big"));
    }

    /** 15.5: showstart for a job without a reservation reads the availability this iteration leaves. */
    @Test
    void startEstimates_forReservedAndUnreservedJobs() {
        Harness h = new Harness().nodes(nodes("n", 2, 1));
        h.submit(job("R1").procs(1).walltime(HOUR).running(T0, List.of("n1")).build());
        h.submit(job("R2").procs(1).walltime(3 * HOUR).running(T0, List.of("n2")).build());
        h.submit(job("A").procs(2).walltime(HOUR).submitTime(T0 - 30).build());
        h.submit(job("B").procs(1).walltime(HOUR).submitTime(T0 - 20).build());

        IterationResult r = h.runAt(T0);

        assertEquals(T0 + 3 * HOUR, r.estimatedStarts().get("A"), "reserved behind R2");
        assertEquals(T0 + HOUR, r.estimatedStarts().get("B"), "fits on n1 before A's reservation");
        assertEquals(T0 + HOUR, ((InsufficientResources) r.reasons().get("B")).earliestStart());
    }
}
