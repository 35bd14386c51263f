package io.jmaui.scheduler.nodeset;

import io.jmaui.scheduler.iteration.Harness;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeSetRequest;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.PlacementRequest;
import io.jmaui.scheduler.model.Resources;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.MINUTE;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.hosts;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 8.3 "Node Set Overview" through the iteration. */
class NodeSetsInIterationTest {

    static final long T0 = at("2024-07-01T08:00");

    /** The guide's switch example: "NODESETPOLICY ONEOF / NODESETATTRIBUTE FEATURE / NODESETDELAY 0:00:00 / NODESETLIST switchA ...". */
    static final String[] GUIDE = {"NODESETPOLICY ONEOF", "NODESETATTRIBUTE FEATURE", "NODESETDELAY 0:00:00",
        "NODESETLIST switchA switchB switchC switchD", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"};

    static Node node(String name, int procs, String... features) {
        return Node.idle(name, procs).withFeatures(Set.of(features));
    }

    /** Two nodes on switchA, three on switchB, listed interleaved so that FIRSTAVAILABLE alone would span switches. */
    static List<Node> switches() {
        return List.of(node("a1", 4, "switchA"), node("b1", 4, "switchB"), node("a2", 4, "switchA"),
                node("b2", 4, "switchB"), node("b3", 4, "switchB"));
    }

    @Test
    void guide83_switchExample_aJobLandsInsideOneSwitch() {
        Harness h = new Harness(cfg(GUIDE)).nodes(switches());
        h.submit(job("J").procs(8).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(Set.of("a1", "a2"), hosts(h.runAt(T0), "J"), "switchA, the first set in NODESETLIST, holds 8 procs");
    }

    @Test
    void guide83_aJobTooBigForTheFirstSwitchGoesToOneThatHoldsIt() {
        Harness h = new Harness(cfg(GUIDE)).nodes(switches());
        h.submit(job("J").procs(12).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(Set.of("b1", "b2", "b3"), hosts(h.runAt(T0), "J"));
    }

    @Test
    void withoutNodeSets_firstAvailableSpansSwitches() {
        Harness h = new Harness(cfg("NODEALLOCATIONPOLICY FIRSTAVAILABLE")).nodes(switches());
        h.submit(job("J").procs(8).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(Set.of("a1", "b1"), hosts(h.runAt(T0), "J"));
    }

    @Test
    void guide83_nodesetdelayZero_noSetFreeNow_theJobRunsAsSoonAsPossibleAnyway() {
        // "indicates that Maui should not delay the start time of a job if the desired node set is not
        // available but adequate idle resources exist outside of the set"
        Harness h = new Harness(cfg(GUIDE)).nodes(switches());
        h.submit(job("R").procs(8).walltime(HOUR).running(T0 - 600, List.of("b1", "b1", "b1", "b1", "b2", "b2", "b2", "b2")).build());
        h.submit(job("J").procs(12).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(Set.of("a1", "a2", "b3"), hosts(h.runAt(T0), "J"), "no switch holds 12 free procs: across switches now");
    }

    @Test
    void nodesetdelay_theJobWaitsForItsSetWhenOneFreesWithinTheDelay_andTheReasonSaysSo() {
        Harness h = new Harness(cfg(with(GUIDE, "NODESETDELAY 1:00:00"))).nodes(switches());
        h.submit(job("R").procs(8).walltime(30 * MINUTE)
                .running(T0 - 600, List.of("b1", "b1", "b1", "b1", "b2", "b2", "b2", "b2")).build());
        h.submit(job("J").procs(12).walltime(HOUR).submitTime(T0 - 60).build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("J").isEmpty(), "12 procs are free now, but across switches");
        long rStart = T0 - 600 + 30 * MINUTE;
        assertEquals(rStart, r.jobReservation("J").orElseThrow().start(), "switchB is whole again when R ends");
        assertEquals(Set.of("b1", "b2", "b3"), new TreeSet<>(r.jobReservation("J").orElseThrow().hosts()));
        NodeSetWait why = assertInstanceOf(NodeSetWait.class, r.reasons().get("J"));
        assertEquals(NodeSetPolicy.ONEOF, why.setPolicy());
        assertEquals(List.of("switchA", "switchB", "switchC", "switchD"), why.sets());
        assertEquals(3600, why.delay());
    }

    @Test
    void nodesetdelay_aSetFurtherAwayThanTheDelayIsNotWaitedFor() {
        Harness h = new Harness(cfg(with(GUIDE, "NODESETDELAY 0:10:00"))).nodes(switches());
        h.submit(job("R").procs(8).walltime(2 * HOUR)
                .running(T0 - 600, List.of("b1", "b1", "b1", "b1", "b2", "b2", "b2", "b2")).build());
        h.submit(job("J").procs(12).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(Set.of("a1", "a2", "b3"), hosts(h.runAt(T0), "J"));
    }

    @Test
    void anyOf_nodesOutsideTheListedSetsAreNotUsed_butTheJobMaySpanSets() {
        List<Node> nodes = List.of(node("c1", 4, "switchC"), node("a1", 4, "switchA"), node("b1", 4, "switchB"));
        Harness h = new Harness(cfg("NODESETPOLICY ANYOF", "NODESETATTRIBUTE FEATURE", "NODESETLIST switchA switchB",
                "NODEALLOCATIONPOLICY FIRSTAVAILABLE")).nodes(nodes);
        h.submit(job("J").procs(8).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(Set.of("a1", "b1"), hosts(h.runAt(T0), "J"));
    }

    @Test
    void priorityType_bestFitTakesTheSmallestSet_worstFitTheLargest_firstOfTheFirstListed() {
        String[] base = {"NODESETATTRIBUTE FEATURE", "NODESETLIST switchB switchA", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"};
        for (String[] c : List.of(new String[] {"NODESETPOLICY ONEOF", "NODESETPRIORITYTYPE BESTFIT", "a1"},
                new String[] {"NODESETPOLICY ONEOF", "NODESETPRIORITYTYPE WORSTFIT", "b1"},
                new String[] {"NODESETPOLICY FIRSTOF", "NODESETPRIORITYTYPE BESTFIT", "b1"})) {
            Harness h = new Harness(cfg(with(base, c[0], c[1]))).nodes(switches());
            h.submit(job("J").procs(4).walltime(HOUR).submitTime(T0 - 60).build());
            assertEquals(c[2], h.runAt(T0).start("J").orElseThrow().hosts().get(0), String.join(" ", c));
        }
    }

    /** 2-proc nodes at 500, 750 and 900 MHz, two of each. */
    static List<Node> speeds() {
        List<Node> n = new ArrayList<>();
        for (String s : List.of("500", "750", "900")) {
            n.add(node("p" + s + "a", 2, "xps" + s));
            n.add(node("p" + s + "b", 2, "xps" + s));
        }
        return n;
    }

    @Test
    void guide83_tolerance_500And750MayMix_500And900MayNot() {
        // "setting NODESETTOLERANCE to 0.5 ... a job may allocate a mix of 500 and 750 MHz nodes but not a mix of 500 and 900"
        String[] base = {"FEATUREPROCSPEEDHEADER xps", "NODESETPOLICY ONEOF", "NODESETATTRIBUTE PROCSPEED",
            "NODESETTOLERANCE 0.5", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"};
        Harness best = new Harness(cfg(with(base, "NODESETPRIORITYTYPE BESTFIT"))).nodes(speeds());
        best.submit(job("J").procs(8).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(Set.of("p500a", "p500b", "p750a", "p750b"), hosts(best.runAt(T0), "J"),
                "the first set holding 8: 500 with 750 (within 50%)");
        Harness loss = new Harness(cfg(with(base, "NODESETPRIORITYTYPE MINLOSS"))).nodes(speeds());
        loss.submit(job("J").procs(8).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(Set.of("p750a", "p750b", "p900a", "p900b"), hosts(loss.runAt(T0), "J"),
                "MINLOSS: 750 with 900 wastes 150 MHz on 4 tasks, 500 with 750 wastes 250 on 4");
    }

    @Test
    void noTolerance_oneSpeedOnly_bestResourceTakesTheFastest() {
        Harness h = new Harness(cfg("NODECFG[p900a] PROCSPEED=900", "NODECFG[p900b] PROCSPEED=900",
                "NODECFG[p500a] PROCSPEED=500", "NODECFG[p500b] PROCSPEED=500", "NODESETPOLICY ONEOF",
                "NODESETATTRIBUTE PROCSPEED", "NODESETPRIORITYTYPE BESTRESOURCE", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"))
                .nodes(Node.idle("p500a", 2), Node.idle("p500b", 2), Node.idle("p900a", 2), Node.idle("p900b", 2));
        h.submit(job("J").procs(4).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(Set.of("p900a", "p900b"), hosts(h.runAt(T0), "J"));
    }

    @Test
    void memorySets_oneMemorySize() {
        Harness h = new Harness(cfg("NODESETPOLICY ONEOF", "NODESETATTRIBUTE MEMORY", "NODEALLOCATIONPOLICY FIRSTAVAILABLE",
                "NODESETDELAY 1:00:00"))
                .nodes(Node.idle("m1", 2).withConfigured(new Resources(2, 2048, 0, 0)),
                        Node.idle("m2", 2).withConfigured(new Resources(2, 4096, 0, 0)),
                        Node.idle("m3", 2).withConfigured(new Resources(2, 4096, 0, 0)));
        h.submit(job("J").procs(4).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(Set.of("m2", "m3"), hosts(h.runAt(T0), "J"));
    }

    @Test
    void guide83_aJobsOwnNodeSetRequest() {
        // "On a per job basis, each user can specify the equivalent of all parameters except NODESETDELAY"
        Harness h = new Harness(cfg("NODEALLOCATIONPOLICY FIRSTAVAILABLE")).nodes(switches());
        h.submit(job("J").procs(8).walltime(HOUR).submitTime(T0 - 60)
                .placement(PlacementRequest.NONE.withNodeSet(new NodeSetRequest("ONEOF", "FEATURE", List.of("switchB"))))
                .build());
        h.submit(job("K").procs(8).walltime(HOUR).submitTime(T0 - 50).build());
        IterationResult r = h.runAt(T0);
        assertEquals(Set.of("b1", "b2"), hosts(r, "J"));
        assertEquals(Set.of("a1", "a2"), hosts(r, "K"), "K asks no set: the nodes left, in order");
    }

    @Test
    void aOneTaskJobIsNotBoundBySets() {
        Harness h = new Harness(cfg(with(GUIDE, "NODESETDELAY 1:00:00")))
                .nodes(node("x1", 4), node("a1", 4, "switchA").withState(NodeState.DOWN));
        h.submit(job("J").procs(1).walltime(HOUR).submitTime(T0 - 60).build());
        assertEquals(List.of("x1"), h.runAt(T0).start("J").orElseThrow().hosts());
    }
}
