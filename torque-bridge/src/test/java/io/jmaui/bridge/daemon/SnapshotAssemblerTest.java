package io.jmaui.bridge.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.bridge.state.DeferPolicy;
import io.jmaui.bridge.state.SchedulerState;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** DOWNNODEDELAYTIME needs since when a node is down: the daemon remembers the first poll that saw it so. */
class SnapshotAssemblerTest {

    static final long T0 = 1_700_000_000L;

    private static List<Node> nodes(NodeState n2, NodeState n3) {
        return List.of(Node.idle("n1", 2), Node.idle("n2", 2).withState(n2), Node.idle("n3", 2).withState(n3));
    }

    @Test
    void aNodeIsDownSinceTheFirstPollThatSawItDownUntilItComesBack() {
        Map<String, Long> first = SnapshotAssembler.downSince(Map.of(), nodes(NodeState.DOWN, NodeState.IDLE), T0);
        assertEquals(Map.of("n2", T0), first);

        Map<String, Long> later = SnapshotAssembler.downSince(first, nodes(NodeState.DOWN, NodeState.DRAINED), T0 + 60);
        assertEquals(Map.of("n2", T0, "n3", T0 + 60), later, "n2 keeps its first time; n3, drained, joins");

        assertEquals(Map.of("n3", T0 + 60),
                SnapshotAssembler.downSince(later, nodes(NodeState.IDLE, NodeState.DRAINED), T0 + 120), "n2 is up again");
    }

    @Test
    void theSnapshotCarriesTheRememberedTimes() {
        SchedulerState state = SchedulerState.EMPTY.withNodeDownSince(Map.of("n2", T0));
        PolledCluster cluster = new PolledCluster(List.of(), nodes(NodeState.DOWN, NodeState.IDLE), List.of(), Map.of(),
                List.of());
        assertEquals(Map.of("n2", T0),
                SnapshotAssembler.assemble(cluster, state, T0 + 60, DeferPolicy.MAUI_DEFAULTS).nodeDownSince());
    }
}
