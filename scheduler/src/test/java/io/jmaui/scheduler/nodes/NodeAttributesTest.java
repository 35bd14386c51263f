package io.jmaui.scheduler.nodes;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.iteration.Iteration;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 12.4, "Managing Node-Locked Consumable Generic Resources", its maui.cfg example. */
class NodeAttributesTest {

    private static final MauiConfig GUIDE = cfg("NODECFG[titan001]  GRES=tape:4",
            "NODECFG[login32]   GRES=matlab:2,prime:4", "NODECFG[login32]   GRES=matlab:2");

    private static final List<Node> NODES = List.of(Node.idle("titan001", 8), Node.idle("login32", 4),
            Node.idle("other", 4));

    @Test
    void guideExample_eachNodeGetsItsGenericResources_eachLineSettingWhatItNames() {
        List<Node> nodes = NodeAttributes.apply(GUIDE, NODES);

        assertEquals(Gres.of("tape", 4), nodes.get(0).configured().gres());
        assertEquals(Gres.of(Map.of("matlab", 2L, "prime", 4L)), nodes.get(1).configured().gres());
        assertEquals(Gres.NONE, nodes.get(2).configured().gres());
        assertEquals(nodes.get(0).configured(), nodes.get(0).available());
    }

    @Test
    void applyingTwiceChangesNothing_andNoGresSettingLeavesTheNodesAlone() {
        List<Node> once = NodeAttributes.apply(GUIDE, NODES);
        assertSame(once, NodeAttributes.apply(GUIDE, once));
        assertSame(NODES, NodeAttributes.apply(cfg("NODECFG[titan001] PRIORITY=10"), NODES));
    }

    @Test
    void aNameWithoutACountIsMauisUncountedResource() {
        List<Node> nodes = NodeAttributes.apply(cfg("NODECFG[login32] GRES=matlab"), NODES);
        assertEquals(9999, nodes.get(1).configured().gres().get("matlab"));
    }

    @Test
    void guideExample_tasksAskingForTapeGoWhereTheTapesAre_asManyAsThereAreTapes() {
        long now = 1_700_000_000L;
        Job twoTapes = Job.builder("J").tasks(3).perTask(Resources.procs(1).withGres(Gres.of("tape", 2)))
                .walltime(3600).submitTime(now - 60).build();
        Job oneTape = Job.builder("K").tasks(2).perTask(Resources.procs(1).withGres(Gres.of("tape", 2)))
                .walltime(3600).submitTime(now - 30).build();

        IterationResult r = Iteration.run(GUIDE, Snapshot.of(List.of(twoTapes, oneTape), NODES), now);

        assertTrue(r.start("J").isEmpty(), "three tasks of two tapes: titan001 has four");
        assertEquals("RESOURCES NEVER_TOTAL tape needs 6, available 4, largest node 4, nodes 3",
                r.reasons().get("J").summary(), "the cluster has four tapes: the job can never run");
        assertEquals(List.of("titan001", "titan001"), r.start("K").orElseThrow().hosts());
    }
}
