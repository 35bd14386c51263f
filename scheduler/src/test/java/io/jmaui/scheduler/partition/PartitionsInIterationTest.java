package io.jmaui.scheduler.partition;

import io.jmaui.scheduler.iteration.Harness;
import io.jmaui.scheduler.iteration.IterationResult;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.PlacementRequest;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static io.jmaui.scheduler.config.Cfg.cfg;
import static io.jmaui.scheduler.iteration.Fixtures.HOUR;
import static io.jmaui.scheduler.iteration.Fixtures.at;
import static io.jmaui.scheduler.iteration.Fixtures.hosts;
import static io.jmaui.scheduler.iteration.Fixtures.job;
import static io.jmaui.scheduler.iteration.Fixtures.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Guide 7.2 "Partitions" through the iteration. */
class PartitionsInIterationTest {

    static final long T0 = at("2024-07-01T08:00");

    /** The guide's departments: "NODECFG[node001] PARTITION=astronomy ... NODECFG[node049] PARTITION=math". */
    static final String[] DEPARTMENTS = {"NODECFG[ast1] PARTITION=astronomy", "NODECFG[ast2] PARTITION=astronomy",
        "NODECFG[math1] PARTITION=math", "NODECFG[math2] PARTITION=math", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"};

    /** Four 4-proc nodes, listed interleaved so that FIRSTAVAILABLE alone would span partitions. */
    static List<Node> departments() {
        return List.of(Node.idle("ast1", 4), Node.idle("math1", 4), Node.idle("ast2", 4), Node.idle("math2", 4));
    }

    private static Job.Builder asks(String id, int procs) {
        return job(id).procs(procs).walltime(HOUR).submitTime(T0 - 60);
    }

    private static PlacementRequest partition(String... names) {
        return PlacementRequest.NONE.withPartitions(List.of(names));
    }

    @Test
    void guide72_aJobUsesResourcesWithinASinglePartition() {
        // "By default, a given job may only utilize resources within a single partition"
        Harness h = new Harness(cfg(DEPARTMENTS)).nodes(departments());
        h.submit(asks("J", 8).build());
        assertEquals(Set.of("ast1", "ast2"), hosts(h.runAt(T0), "J"), "astronomy, the first partition, holds 8 procs");
    }

    @Test
    void withoutPartitions_firstAvailableSpansTheNodes() {
        Harness h = new Harness(cfg("NODEALLOCATIONPOLICY FIRSTAVAILABLE")).nodes(departments());
        h.submit(asks("J", 8).build());
        assertEquals(Set.of("ast1", "math1"), hosts(h.runAt(T0), "J"));
    }

    @Test
    void aJobLargerThanEveryPartitionNeverSpansThem() {
        Harness h = new Harness(cfg(DEPARTMENTS)).nodes(departments());
        h.submit(asks("J", 12).build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("J").isEmpty(), "16 procs are idle, but no partition has 12");
    }

    @Test
    void aPartitionWhoseNodesAreBusyIsWaitedFor_theOtherIsUsed() {
        Harness h = new Harness(cfg(DEPARTMENTS)).nodes(departments());
        h.submit(asks("R", 4).running(T0 - 600, List.of("ast1", "ast1", "ast1", "ast1")).build());
        h.submit(asks("J", 8).build());
        assertEquals(Set.of("math1", "math2"), hosts(h.runAt(T0), "J"));
    }

    @Test
    void guide72_requestingAPartition_xPartition() {
        // "#PBS -W x=PARTITION:test"
        Harness h = new Harness(cfg(DEPARTMENTS)).nodes(departments());
        h.submit(asks("J", 4).placement(partition("math")).build());
        assertEquals(Set.of("math1"), hosts(h.runAt(T0), "J"));
    }

    /** The guide's "logical or" site: general and test partitions, steve works in test, staff and mgmt may. */
    static final String[] OR_SITE = {"NODECFG[g1] PARTITION=general", "NODECFG[g2] PARTITION=general",
        "NODECFG[t1] PARTITION=test", "NODECFG[t2] PARTITION=test", "NODEALLOCATIONPOLICY FIRSTAVAILABLE",
        "SYSCFG[base] PLIST=", "USERCFG[DEFAULT] PLIST=general", "USERCFG[steve] PLIST=general:test PDEF=test",
        "GROUPCFG[staff] PLIST=general:test PDEF=general", "GROUPCFG[mgmt] PLIST=general:test PDEF=general"};

    static List<Node> generalAndTest() {
        return List.of(Node.idle("g1", 4), Node.idle("g2", 4), Node.idle("t1", 4), Node.idle("t2", 4));
    }

    @Test
    void guide72_orLists_steveRunsInTestByDefault_othersInGeneral() {
        Harness h = new Harness(cfg(OR_SITE)).nodes(generalAndTest());
        h.submit(asks("S", 4).user("steve").group("users").build());
        h.submit(asks("B", 4).user("bob").group("users").build());
        h.submit(asks("M", 4).user("mary").group("mgmt").build());
        IterationResult r = h.runAt(T0);
        assertEquals(Set.of("t1"), hosts(r, "S"), "PDEF=test: steve's jobs go to test first");
        assertEquals(Set.of("g1"), hosts(r, "B"));
        assertEquals(Set.of("g2"), hosts(r, "M"), "mgmt's default is general");
    }

    @Test
    void guide72_orLists_onlyGeneralForOthers_soTheyWaitWhenGeneralIsFull() {
        Harness h = new Harness(cfg(OR_SITE)).nodes(generalAndTest());
        h.submit(asks("R", 8).running(T0 - 600, List.of("g1", "g1", "g1", "g1", "g2", "g2", "g2", "g2")).build());
        h.submit(asks("B", 4).user("bob").group("users").build());
        h.submit(asks("M", 4).user("mary").group("mgmt").build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("B").isEmpty(), "bob may use general only, and it is full");
        assertEquals(Set.of("t1"), hosts(r, "M"), "mgmt may use test too");
    }

    @Test
    void guide72_staffMayRequestTest_bobMayNot_andTheReasonSaysSo() {
        Harness h = new Harness(cfg(OR_SITE)).nodes(generalAndTest());
        h.submit(asks("S", 4).user("sam").group("staff").placement(partition("test")).build());
        h.submit(asks("B", 4).user("bob").group("users").placement(partition("test")).build());
        IterationResult r = h.runAt(T0);
        assertEquals(Set.of("t1"), hosts(r, "S"));
        assertTrue(r.start("B").isEmpty());
        PartitionDenied why = assertInstanceOf(PartitionDenied.class, r.reasons().get("B"));
        assertEquals(List.of("test"), why.requested());
    }

    @Test
    void guide72_andLists_demoOnlyInTest_staffOnlyInGeneral_othersInEither() {
        // "SYSCFG[base] PLIST=general,test& USERCFG[demo] PLIST=test& GROUPCFG[staff] PLIST=general&"
        String[] site = {"NODECFG[g1] PARTITION=general", "NODECFG[g2] PARTITION=general", "NODECFG[t1] PARTITION=test",
            "NODECFG[t2] PARTITION=test", "NODEALLOCATIONPOLICY FIRSTAVAILABLE",
            "SYSCFG[base] PLIST=general,test&", "USERCFG[demo] PLIST=test&", "GROUPCFG[staff] PLIST=general&"};
        Harness h = new Harness(cfg(site)).nodes(generalAndTest());
        h.submit(asks("D", 4).user("demo").group("users").build());
        h.submit(asks("S", 4).user("sam").group("staff").placement(partition("test")).build());
        h.submit(asks("O", 8).user("olga").group("users").build());
        h.submit(asks("X", 4).user("demo").group("staff").build());
        IterationResult r = h.runAt(T0);
        assertEquals(Set.of("t1"), hosts(r, "D"));
        assertInstanceOf(PartitionDenied.class, r.reasons().get("S"), "staff is limited to general");
        assertEquals(Set.of("g1", "g2"), hosts(r, "O"), "everyone else may use either");
        assertInstanceOf(PartitionDenied.class, r.reasons().get("X"), "demo in staff: test and general leave nothing");
    }

    @Test
    void featurePartitionHeader_givesTheNodesPartition_nodecfgWins() {
        // FEATUREPARTITIONHEADER xpt: "specifies the header used to specify node partition via node features"
        Harness h = new Harness(cfg("FEATUREPARTITIONHEADER xpt", "NODECFG[n3] PARTITION=xptred",
                "NODEALLOCATIONPOLICY FIRSTAVAILABLE"))
                .nodes(Node.idle("n1", 4).withFeatures(Set.of("xptred")), Node.idle("n2", 4).withFeatures(Set.of("xptblue")),
                        Node.idle("n3", 4).withFeatures(Set.of("xptblue")), Node.idle("n4", 4).withFeatures(Set.of("xptblue")));
        h.submit(asks("J", 8).build());
        h.submit(asks("K", 4).placement(partition("red")).build());
        IterationResult r = h.runAt(T0);
        assertEquals(Set.of("n2", "n4"), hosts(r, "J"), "n3 is in partition xptred by NODECFG: blue is n2 and n4");
        assertEquals(Set.of("n1"), hosts(r, "K"));
    }

    @Test
    void nodeSetsAreChosenInsideThePartition_andGivingUpASetNeverCrossesAPartition() {
        String[] site = {"NODECFG[a1] PARTITION=astro", "NODECFG[a2] PARTITION=astro", "NODECFG[m1] PARTITION=math",
            "NODECFG[m2] PARTITION=math", "NODESETPOLICY ONEOF", "NODESETATTRIBUTE FEATURE",
            "NODESETLIST switchA switchB", "NODESETDELAY 0:00:00", "NODEALLOCATIONPOLICY FIRSTAVAILABLE"};
        List<Node> nodes = List.of(Node.idle("a1", 4).withFeatures(Set.of("switchA")),
                Node.idle("m1", 4).withFeatures(Set.of("switchA")), Node.idle("a2", 4).withFeatures(Set.of("switchB")),
                Node.idle("m2", 4).withFeatures(Set.of("switchA")));
        Harness any = new Harness(cfg(site)).nodes(nodes);
        any.submit(asks("J", 8).build());
        assertEquals(Set.of("m1", "m2"), hosts(any.runAt(T0), "J"), "astro has no switch with 8 procs, math's switchA has");
        Harness astro = new Harness(cfg(site)).nodes(nodes);
        astro.submit(asks("K", 8).placement(partition("astro")).build());
        assertEquals(Set.of("a1", "a2"), hosts(astro.runAt(T0), "K"), "NODESETDELAY 0 spans switches, inside astro");
    }

    @Test
    void guide72_aJobOfAQosWithSpanUsesSeveralPartitionsAtOnce() {
        // "Special jobs may be allowed to span the resources of multiple partitions if desired by
        // associating the job with a QOS which has the flag 'SPAN' set"
        Harness h = new Harness(cfg(with(DEPARTMENTS, "QOSCFG[wide] QFLAGS=SPAN", "USERCFG[DEFAULT] QLIST=wide")))
                .nodes(departments());
        h.submit(asks("W", 12).qos("wide").build());
        h.submit(asks("N", 12).user("bob").build());
        IterationResult r = h.runAt(T0);
        assertEquals(Set.of("ast1", "math1", "ast2"), hosts(r, "W"), "12 procs over both partitions, in node order");
        assertTrue(r.start("N").isEmpty(), "without SPAN no single partition holds 12 procs");
    }

    @Test
    void spanKeepsTheJobToThePartitionsItMayUse_andToANodeSet() {
        String[] site = with(DEPARTMENTS, "NODECFG[ast3] PARTITION=bio", "QOSCFG[wide] QFLAGS=SPAN", "SYSCFG[base] PLIST=",
                "USERCFG[DEFAULT] QLIST=wide PLIST=astronomy:math", "NODESETPOLICY ONEOF", "NODESETATTRIBUTE FEATURE",
                "NODESETLIST switchA switchB");
        List<Node> nodes = List.of(Node.idle("ast1", 4).withFeatures(Set.of("switchA")),
                Node.idle("ast3", 4).withFeatures(Set.of("switchA")), Node.idle("math1", 4).withFeatures(Set.of("switchB")),
                Node.idle("ast2", 4).withFeatures(Set.of("switchB")));
        Harness h = new Harness(cfg(site)).nodes(nodes);
        h.submit(asks("W", 8).qos("wide").build());
        assertEquals(Set.of("math1", "ast2"), hosts(h.runAt(T0), "W"),
                "switchA's ast3 is in bio, which the job may not use: switchB, across astronomy and math");
    }

    /** A multi-req job's parts: two fast nodes and one io node, in site order. */
    private static Job fastAndIo(String id) {
        return asks(id, 3).reqs(List.of(new io.jmaui.scheduler.model.Req(2, io.jmaui.scheduler.model.Resources.procs(1), 2,
                1, Set.of("fast")), new io.jmaui.scheduler.model.Req(1, io.jmaui.scheduler.model.Resources.procs(1), 1, 1,
                Set.of("io")))).build();
    }

    @Test
    void everyPartOfAMultiReqJobRunsInsideOnePartition() {
        // "a given job may only utilize resources within a single partition": nodes=2:fast+1:io
        String[] site = with(DEPARTMENTS, "ENABLEMULTIREQJOBS TRUE", "JOBNODEMATCHPOLICY EXACTNODE");
        List<Node> nodes = List.of(Node.idle("ast1", 4).withFeatures(Set.of("fast")),
                Node.idle("ast2", 4).withFeatures(Set.of("fast")), Node.idle("math1", 4).withFeatures(Set.of("fast")),
                Node.idle("math2", 4).withFeatures(Set.of("fast")), Node.idle("math3", 4).withFeatures(Set.of("io")));
        Harness h = new Harness(cfg(with(site, "NODECFG[math3] PARTITION=math"))).nodes(nodes);
        h.submit(fastAndIo("J"));
        assertEquals(Set.of("math1", "math2", "math3"), hosts(h.runAt(T0), "J"),
                "astronomy has fast nodes but no io node: the whole job goes to math");
        Harness none = new Harness(cfg(with(site, "NODECFG[math3] PARTITION=bio"))).nodes(nodes);
        none.submit(fastAndIo("K"));
        assertTrue(none.runAt(T0).start("K").isEmpty(), "the only io node is in bio, where no fast node is");
    }

    @Test
    void defaultClassList_nodesTakeOnlyThoseClasses() {
        // DEFAULTCLASSLIST "specifies the default classes supported on each node for RM systems which do not provide this"
        Harness h = new Harness(cfg("DEFAULTCLASSLIST serial parallel")).nodes(Node.idle("n1", 4));
        h.submit(asks("P", 2).jobClass("parallel").build());
        h.submit(asks("B", 2).jobClass("batch").build());
        IterationResult r = h.runAt(T0);
        assertTrue(r.start("P").isPresent());
        assertTrue(r.start("B").isEmpty(), "batch is not among the node's classes");
    }
}
