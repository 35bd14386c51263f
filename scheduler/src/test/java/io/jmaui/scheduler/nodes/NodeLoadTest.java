package io.jmaui.scheduler.nodes;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/** Guide 5.4 and appendix F: NODEMAXLOAD, NODECFG MAXLOAD, NODELOADPOLICY, NODEAVAILABILITYPOLICY on one node. */
class NodeLoadTest {

    /** A node of {@code procs} procs and {@code memMb} MB, {@code availMb} of it free as pbs_mom says, loaded {@code load}. */
    static Node loaded(String name, int procs, double load, long memMb, long availMb) {
        return new Node(name, NodeState.IDLE, new Resources(procs, memMb, 0, 0), new Resources(procs, availMb, 0, 0),
                Set.of(), "DEFAULT", Set.of(), load, List.of());
    }

    static Node loaded(String name, int procs, double load) {
        return loaded(name, procs, load, 0, 0);
    }

    @Test
    void appendixF_NODEMAXLOAD_idleAndRunningNodesAtOrOverTheLoadAreBusy() {
        // "NODEMAXLOAD 0.75: Maui will adjust the state of all Idle and Running nodes with a load >= .75 to the state 'Busy'"
        NodeLoad l = NodeLoad.of(cfg("NODEMAXLOAD 0.75"));
        List<Node> out = l.apply(List.of(loaded("a", 4, 0.75), loaded("b", 4, 0.74), loaded("c", 4, 3.0).withState(NodeState.DOWN)));
        assertEquals(List.of(NodeState.BUSY, NodeState.IDLE, NodeState.DOWN), out.stream().map(Node::state).toList());
        assertEquals(NodeLoad.Cause.MAXLOAD, l.verdict(out.get(0)).cause());
        assertNull(l.verdict(out.get(1)).cause());
    }

    @Test
    void nodecfgMaxload_overridesNodemaxload() {
        // appendix F NODECFG[X]: MAXLOAD is one of a node's attributes
        NodeLoad l = NodeLoad.of(cfg("NODEMAXLOAD 0.75", "NODECFG[big] MAXLOAD=6.0"));
        List<Node> out = l.apply(List.of(loaded("big", 8, 5.0), loaded("small", 2, 1.0)));
        assertEquals(List.of(NodeState.IDLE, NodeState.BUSY), out.stream().map(Node::state).toList());
        assertEquals(6.0, l.maxLoad(out.get(0)));
    }

    @Test
    void adjustProcs_leavesProcsUpToMaxloadPlusHalfAProcessor() {
        // appendix F NODELOADPOLICY ADJUSTPROCS: available procs MIN(Configured - Dedicated, MaxLoad - CurrentLoad)
        NodeLoad l = NodeLoad.of(cfg("NODELOADPOLICY ADJUSTPROCS", "NODEMAXLOAD 4.0", "NODEAVAILABILITYPOLICY DEDICATED"));
        Node n = loaded("n", 8, 2.7);
        assertSame(n, l.apply(List.of(n)).get(0), "ADJUSTPROCS never marks the node busy");
        // 4.0 + 0.5 - 2.7 = 1.8: one processor of the 8 for new work, 7 held beyond the jobs' (none)
        assertEquals(7, l.heldNow(n, Resources.ZERO).procs());
        assertEquals(1, l.verdict(n).procsNow());
    }

    @Test
    void guide54_combinedIsTheDefault_theLoadTakesProcessorsAsJobsDo() {
        // guide 5.4: COMBINED, "busy if either dedicated or utilized resources equal or exceed configured resources"
        NodeLoad l = NodeLoad.of(cfg());
        Node n = loaded("n", 4, 2.3);
        assertEquals(1, l.heldNow(n, Resources.procs(1)).procs(), "load 2.3 uses 2 procs; the jobs hold 1");
        assertEquals(0, l.heldNow(n, Resources.procs(3)).procs(), "the jobs hold more than the load uses");
        assertEquals(NodeState.BUSY, l.apply(List.of(loaded("m", 4, 4.0))).get(0).state());
        assertEquals(NodeLoad.Cause.UTILIZED, l.verdict(l.apply(List.of(loaded("m", 4, 4.0))).get(0)).cause());
        assertEquals(NodeState.IDLE, l.apply(List.of(loaded("m", 4, 3.99))).get(0).state(),
                "the guide's UTILIZED example: work is started until the load reaches the processors");
    }

    @Test
    void aNodeWithoutLoadOrMemoryUse_takesNothingBeyondItsJobs_soTheAvailabilityHoldsNothingMoreOnIt() {
        NodeLoad combined = NodeLoad.of(cfg());
        for (Node idle : List.of(loaded("n", 4, 0.0), loaded("n", 4, 0.0).withState(NodeState.RUNNING))) {
            assertTrue(combined.takesNothingBeyondJobs(idle));
            for (int held = 0; held <= 4; held++) {
                assertEquals(Resources.ZERO, combined.heldNow(idle, Resources.procs(held)));
            }
        }
        assertFalse(combined.takesNothingBeyondJobs(loaded("n", 4, 2.3)), "load 2.3 takes 2 procs");
        assertFalse(combined.takesNothingBeyondJobs(loaded("n", 4, 0.0, 8192, 1024)), "7 GB of 8 in use");
        assertFalse(NodeLoad.of(cfg("NODELOADPOLICY ADJUSTPROCS", "NODEMAXLOAD 2.0")).takesNothingBeyondJobs(loaded("n", 8, 0.0)),
                "MAXLOAD 2 leaves 2 of the 8 procs to new work");
        assertTrue(NodeLoad.of(cfg("NODEAVAILABILITYPOLICY DEDICATED")).takesNothingBeyondJobs(loaded("n", 4, 4.5, 8192, 0)));
    }

    @Test
    void dedicated_ignoresTheLoad() {
        NodeLoad l = NodeLoad.of(cfg("NODEAVAILABILITYPOLICY DEDICATED"));
        Node n = loaded("n", 4, 4.5);
        assertSame(n, l.apply(List.of(n)).get(0));
        assertEquals(Resources.ZERO, l.heldNow(n, Resources.ZERO));
    }

    @Test
    void appendixF_dedicatedProcsCombinedMem() {
        // "NODEAVAILABILITYPOLICY DEDICATED:PROCS COMBINED:MEM: Maui will ignore resource utilization information in
        // locating available processors for jobs but will use both dedicated and utilized memory information"
        MauiConfig c = cfg("NODEAVAILABILITYPOLICY DEDICATED:PROCS COMBINED:MEM");
        NodeLoad l = NodeLoad.of(c);
        Node n = loaded("n", 4, 3.9, 4096, 1024);
        Resources held = l.heldNow(n, new Resources(1, 512, 0, 0));
        assertEquals(0, held.procs());
        assertEquals(3072 - 512, held.memMb(), "3072 MB in use, 512 of it the job's");
    }

    @Test
    void utilizedMemory_theJobsRequestsDoNotCount() {
        NodeLoad l = NodeLoad.of(cfg("NODEAVAILABILITYPOLICY COMBINED UTILIZED:MEM"));
        Resources asked = new Resources(1, 3000, 0, 0);
        assertEquals(new Resources(1, 0, 0, 0), l.dedicatedShare(asked), "a running task holds its proc, not its memory");
        assertEquals(596, l.heldNow(loaded("n", 4, 0, 4096, 3500), Resources.ZERO).memMb(), "what is in use is held");
        assertEquals(asked, NodeLoad.of(cfg()).dedicatedShare(asked));
    }

    @Test
    void resourceManagerBusy_isSaidSo() {
        NodeLoad l = NodeLoad.of(cfg());
        assertEquals(NodeLoad.Cause.RESOURCE_MANAGER, l.verdict(loaded("n", 4, 0.1).withState(NodeState.BUSY)).cause());
    }
}
