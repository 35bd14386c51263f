package io.jmaui.scheduler.allocation;

import io.jmaui.scheduler.availability.Availability;
import io.jmaui.scheduler.availability.Placement;
import io.jmaui.scheduler.availability.Request;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 5.2 node allocation policies, JOBNODEMATCHPOLICY, node state, features and classes. */
class NodeAllocationTest {

    static final long NOW = 1_700_000_000L;
    static final long HOUR = 3600;

    private static Request request(Job j, String policy, boolean exact) {
        return new Request(j.id(), j.credentials().user(), j.tasks(), j.perTask(), j.walltime(), j.nodes(),
                j.tasksPerNode(), exact, NodeFilter.forJob(j), Request::noAccess, NodeAllocationPolicies.policy(policy));
    }

    private static List<String> hosts(Availability a, Job j, String policy) {
        return a.startNow(request(j, policy, false)).map(Placement::hosts).orElse(null);
    }

    private static Node mem(String name, long mb) {
        return Node.idle(name, 1).withConfigured(new Resources(1, mb, 0, 0));
    }

    /** 5.2.1 "Heterogeneous Resources": nodes A (256 MB) and B (1 GB); job Y needs 128 MB. */
    @ParameterizedTest(name = "5.2 {0}: the 128 MB job goes to {1}")
    @CsvSource({"MINRESOURCE, A", "FIRSTAVAILABLE, B", "LASTAVAILABLE, B"})
    void heterogeneousMemory_minResourceKeepsTheBigNodeForTheBigJob(String policy, String expected) {
        Availability a = Availability.of(List.of(mem("B", 1024), mem("A", 256)), List.of(), NOW);
        Job y = Job.builder("Y").perTask(new Resources(1, 128, 0, 0)).walltime(HOUR).build();

        assertEquals(List.of(expected), hosts(a, y, policy));
    }

    @Test
    void cpuLoad_leastLoadedNodeFirst() {
        Node busy = new Node("n1", NodeState.IDLE, Resources.procs(4), Resources.procs(4), Set.of(), "DEFAULT",
                Set.of(), 3.5, List.of());
        Node calm = new Node("n2", NodeState.IDLE, Resources.procs(4), Resources.procs(4), Set.of(), "DEFAULT",
                Set.of(), 0.2, List.of());
        Availability a = Availability.of(List.of(busy, calm), List.of(), NOW);

        assertEquals(List.of("n2"), hosts(a, Job.builder("J").walltime(HOUR).build(), "CPULOAD"));
    }

    @Test
    void priority_highestNodecfgPriorityFirst() {
        Availability a = Availability.of(List.of(Node.idle("n1", 1), Node.idle("n2", 1), Node.idle("n3", 1)),
                List.of(), NOW, NodeAccessPolicy.SHARED, Map.of("n2", 1000.0, "n3", 10.0));

        assertEquals(List.of("n2", "n3"), hosts(a, Job.builder("J").procs(2).walltime(HOUR).build(), "PRIORITY"));
    }

    @Test
    void lastAvailable_futureReservationTakesTheNodesFreedLast() {
        Job running = Job.builder("R").procs(1).walltime(HOUR).running(NOW, List.of("n2")).build();
        Availability a = Availability.of(List.of(Node.idle("n1", 1), Node.idle("n2", 1), Node.idle("n3", 1)),
                List.of(running), NOW);
        Job big = Job.builder("B").procs(3).walltime(HOUR).build();
        Job one = Job.builder("O").procs(1).walltime(2 * HOUR).build();

        Placement p = a.earliest(request(big, "FIRSTAVAILABLE", false), NOW).orElseThrow();
        a.commit(request(big, "FIRSTAVAILABLE", false), p);
        Placement reserved = a.earliest(request(one, "LASTAVAILABLE", false), NOW).orElseThrow();

        assertEquals(NOW + HOUR, p.start());
        assertEquals(NOW + 2 * HOUR, reserved.start(), "one node left until the 3-node reservation ends");
    }

    @Test
    void exactNode_givesNDistinctHosts_liberalPacks() {
        Availability a = Availability.of(List.of(Node.idle("n1", 4), Node.idle("n2", 4)), List.of(), NOW);
        Job j = Job.builder("J").procs(4).nodes(2).tasksPerNode(2).walltime(HOUR).build();

        assertEquals(List.of("n1", "n1", "n1", "n1"),
                a.startNow(request(j, "FIRSTAVAILABLE", false)).orElseThrow().hosts(), "liberal: 4 tasks fit on n1");
        assertEquals(List.of("n1", "n1", "n2", "n2"),
                a.startNow(request(j, "FIRSTAVAILABLE", true)).orElseThrow().hosts(), "EXACTNODE: 2 hosts x 2");
    }

    @Test
    void liberalWithPpn_everyNodeGetsAtLeastP() {
        Job other = Job.builder("X").procs(3).walltime(HOUR).running(NOW, List.of("n1", "n1", "n1")).build();
        Availability a = Availability.of(List.of(Node.idle("n1", 4), Node.idle("n2", 4), Node.idle("n3", 4)),
                List.of(other), NOW);
        Job j = Job.builder("J").procs(4).nodes(2).tasksPerNode(2).walltime(HOUR).build();

        assertEquals(List.of("n2", "n2", "n2", "n2"), a.startNow(request(j, "FIRSTAVAILABLE", false)).orElseThrow().hosts(),
                "n1 has one proc left, fewer than ppn=2");
    }

    @Test
    void downDrainedAndUnknownNodes_areSkipped() {
        Availability a = Availability.of(List.of(Node.idle("n1", 1).withState(NodeState.DOWN),
                Node.idle("n2", 1).withState(NodeState.DRAINED), Node.idle("n3", 1).withState(NodeState.UNKNOWN),
                Node.idle("n4", 1)), List.of(), NOW);

        assertEquals(List.of("n4"), hosts(a, Job.builder("J").walltime(HOUR).build(), "FIRSTAVAILABLE"));
        assertEquals(null, hosts(a, Job.builder("K").procs(2).walltime(HOUR).build(), "FIRSTAVAILABLE"));
        assertTrue(a.earliest(request(Job.builder("K").procs(2).walltime(HOUR).build(), "FIRSTAVAILABLE", false), NOW)
                .isEmpty(), "never: only one usable node");
    }

    @Test
    void featuresAndClasses_restrictTheNodes() {
        Node fast = Node.idle("n1", 1).withFeatures(Set.of("fast"));
        Node batchOnly = new Node("n2", NodeState.IDLE, Resources.procs(1), Resources.procs(1), Set.of("fast"),
                "DEFAULT", Set.of("batch"), 0, List.of());
        Availability a = Availability.of(List.of(Node.idle("n0", 1), batchOnly, fast), List.of(), NOW);

        assertEquals(List.of("n1"), hosts(a, Job.builder("J").features(Set.of("fast")).jobClass("debug")
                .walltime(HOUR).build(), "FIRSTAVAILABLE"));
        assertEquals(List.of("n2"), hosts(a, Job.builder("J").features(Set.of("fast")).jobClass("batch")
                .walltime(HOUR).build(), "FIRSTAVAILABLE"));
    }

    @Test
    void singleJob_aNodeTakesOneJob_sharedPacks() {
        List<Node> nodes = List.of(Node.idle("n1", 4), Node.idle("n2", 4));
        Job first = Job.builder("A").procs(1).walltime(HOUR).running(NOW, List.of("n1")).build();
        Job next = Job.builder("B").procs(1).walltime(HOUR).build();

        assertEquals(List.of("n1"), hosts(Availability.of(nodes, List.of(first), NOW, NodeAccessPolicy.SHARED, Map.of()),
                next, "FIRSTAVAILABLE"));
        assertEquals(List.of("n2"), hosts(Availability.of(nodes, List.of(first), NOW, NodeAccessPolicy.SINGLEJOB,
                Map.of()), next, "FIRSTAVAILABLE"));
    }

    @Test
    void singleUser_onlyTheSameUsersJobsShareANode() {
        List<Node> nodes = List.of(Node.idle("n1", 4), Node.idle("n2", 4));
        Job alice = Job.builder("A").user("alice").procs(1).walltime(HOUR).running(NOW, List.of("n1")).build();
        Availability a = Availability.of(nodes, List.of(alice), NOW, NodeAccessPolicy.SINGLEUSER, Map.of());

        assertEquals(List.of("n1"), hosts(a, Job.builder("B").user("alice").walltime(HOUR).build(), "FIRSTAVAILABLE"));
        assertEquals(List.of("n2"), hosts(a, Job.builder("C").user("bob").walltime(HOUR).build(), "FIRSTAVAILABLE"));
    }

    @Test
    void singleTask_oneTaskPerNode() {
        Availability a = Availability.of(List.of(Node.idle("n1", 4), Node.idle("n2", 4)), List.of(), NOW,
                NodeAccessPolicy.SINGLETASK, Map.of());

        assertEquals(List.of("n1", "n2"), hosts(a, Job.builder("J").procs(2).walltime(HOUR).build(), "FIRSTAVAILABLE"));
    }

    @Test
    void registry_unknownWordNamesTheValidOnes_unimplementedWarns() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> NodeAllocationPolicies.of("BEST"));
        assertEquals("NODEALLOCATIONPOLICY: \"BEST\" is not one of [CPULOAD, FIRSTAVAILABLE, LASTAVAILABLE, MINRESOURCE, PRIORITY]",
                e.getMessage());
        assertEquals("NODEALLOCATIONPOLICY CONTIGUOUS is not implemented; using MINRESOURCE",
                NodeAllocationPolicies.of("CONTIGUOUS").warning());
    }
}
