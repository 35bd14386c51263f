package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeList;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * An availability built on the last iteration's base is the one built from scratch: the same free
 * amounts and change points on every node and in the aggregate, the same nodes taking load,
 * whatever started, ended or ran past its walltime or changed its load in between, and from the
 * active jobs alone (the queued ones are never held); the base itself never changes when the
 * iteration holds more.
 */
class AvailabilityBaseTest {

    static final long NOW = 1_700_000_000L;
    static final Object CFG = new Object();

    @Test
    void buildOnTheLastBase_isTheFullBuild_eventAfterEvent() {
        for (int seed = 0; seed < 60; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Node> nodes = new ArrayList<>();
            for (int i = 0; i < 24; i++) {
                nodes.add(Node.idle("n" + i, 1 + rnd.nextInt(4)));
            }
            // a node taking load: loaded and accepting work (as MapAvailability asks NodeLoad)
            Setup setup = Setup.of(NodeAccessPolicy.SHARED).withLoad(r -> r, 300,
                            n -> n.load() > 0.5 && n.state().acceptsWork())
                    .withNodePriorities(Map.of("n3", 2.0, "n7", -1.0, "n" + (10 + rnd.nextInt(14)), 5.0));
            List<Job> running = new ArrayList<>();
            AvailabilityBase base = null;
            long now = NOW;
            for (int event = 0; event < 40; event++) {
                // some events a second apart: a job past its walltime held until the last event's now + 1
                now += rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(4) == 0 ? 1 : 1 + rnd.nextInt(900);
                change(rnd, nodes, running, now, event);
                // the full build reads queued jobs among the running ones; the carried one is given the
                // active jobs alone, as MapAvailability gives it a snapshot's
                List<Job> listed = new ArrayList<>(running);
                for (int k = rnd.nextInt(4); k > 0; k--) {
                    listed.add(rnd.nextInt(listed.size() + 1), Job.builder("q" + event + "." + k).procs(1).build());
                }
                Availability full = Availability.of(nodes, listed, now, setup);
                Availability carried = Availability.of(nodes, running, now, setup, base, CFG);
                same(full, carried, "seed " + seed + " event " + event);
                for (int i = 0; i < nodes.size(); i++) { // the nodes taking load: the plain question asked of each
                    boolean takes = setup.loadTakes().test(nodes.get(i));
                    assertEquals(takes, full.nextLoadTaking(i) == i, "seed " + seed + " event " + event + " load, node " + i);
                    assertEquals(takes, carried.nextLoadTaking(i) == i, "seed " + seed + " event " + event + " carried load, node " + i);
                }
                base = carried.base();
                assertNotNull(base);
                for (int i = 0; i < base.free.length; i++) {
                    // what the diff rests on to find a node whose hold ended without reading every node:
                    // a base timeline changes only where a hold its jobs record on that node ends
                    Timeline tl = base.free[i];
                    for (int s = 1; s < tl.size(); s++) {
                        assertTrue(endsThere(base, i, tl.timeAt(s)),
                                "seed " + seed + " event " + event + " node " + i + " changes at " + tl.timeAt(s));
                    }
                }
                Timeline[] before = copies(base.free, now);
                carried.reserve("n" + rnd.nextInt(nodes.size()), now, now + 7200, Resources.procs(1), null);
                carried.reserve("n" + rnd.nextInt(nodes.size()), now + 600, now + 7200, Resources.procs(1), null);
                for (int i = 0; i < before.length; i++) {
                    sameTimeline(before[i], base.free[i].from(now), "base kept, node " + i);
                }
            }
        }
    }

    /** Whether a job {@code base} held records a hold on node {@code i} ending at {@code t}. */
    private static boolean endsThere(AvailabilityBase base, int i, long t) {
        for (int g = 0; g < base.held.size(); g++) {
            AvailabilityBase.Held h = base.held.heldAt(g);
            if (h.end() == t && Arrays.stream(h.nodes()).anyMatch(n -> n == i)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void anotherConfigurationOrOtherNodeNames_buildAfresh() {
        List<Node> nodes = List.of(Node.idle("a", 2), Node.idle("b", 2));
        Job r = Job.builder("r").procs(1).walltime(3600).running(NOW - 60, List.of("a")).build();
        Availability first = Availability.of(nodes, List.of(r), NOW, Setup.of(NodeAccessPolicy.SHARED), null, CFG);
        AvailabilityBase base = first.base();
        NodeList listed = NodeList.copyOf(nodes);
        assertNull(base.diff(new Object(), listed, List.of(r), NOW + 1, Setup.of(NodeAccessPolicy.SHARED)));
        assertNull(base.diff(CFG, NodeList.copyOf(List.of(Node.idle("b", 2), Node.idle("a", 2))), List.of(r), NOW + 1,
                Setup.of(NodeAccessPolicy.SHARED)));
        assertNull(base.diff(CFG, listed, List.of(r), NOW + 1, Setup.of(NodeAccessPolicy.SINGLEJOB)));
        boolean[] dirty = base.diff(CFG, listed, List.of(), NOW + 1, Setup.of(NodeAccessPolicy.SHARED)).dirty();
        assertEquals(List.of(true, false), List.of(dirty[0], dirty[1]), "the node the ended job left");
        assertNull(Availability.of(nodes, List.of(r), NOW, Setup.of(NodeAccessPolicy.SHARED)).base(), "no key, no base");
    }

    @Test
    void aRunningJobOnANodeNoLongerListed_isSkippedAsWithoutABase() {
        // pbs_server still reports a job on a node deleted since (qmgr -c "delete node"): nothing to hold
        List<Node> nodes = List.of(Node.idle("a", 2), Node.idle("b", 2));
        Job gone = Job.builder("gone").procs(1).walltime(3600).running(NOW - 60, List.of("old")).build();
        Job r = Job.builder("r").procs(1).walltime(3600).running(NOW - 60, List.of("a")).build();
        Setup setup = Setup.of(NodeAccessPolicy.SHARED);
        Availability first = Availability.of(nodes, List.of(gone, r), NOW, setup, null, CFG);
        same(Availability.of(nodes, List.of(gone, r), NOW, setup), first, "first");
        Availability next = Availability.of(nodes, List.of(gone, r), NOW + 60, setup, first.base(), CFG);
        same(Availability.of(nodes, List.of(gone, r), NOW + 60, setup), next, "next");
    }

    /** Some jobs end, some start on room that is free, some run on past their walltime; a node may be replaced. */
    static void change(SplittableRandom rnd, List<Node> nodes, List<Job> running, long now, int event) {
        running.removeIf(j -> rnd.nextInt(5) == 0);
        if (running.size() > 1 && rnd.nextInt(4) == 0) { // listed elsewhere now: the base finds the jobs in order
            running.add(rnd.nextInt(running.size()), running.remove(rnd.nextInt(running.size())));
        }
        if (!running.isEmpty() && rnd.nextInt(12) == 0) { // a job listed twice: held twice, as the full build does
            running.add(rnd.nextInt(running.size() + 1), running.get(rnd.nextInt(running.size())));
        }
        int[] used = new int[nodes.size()];
        for (Job j : running) {
            for (String h : j.allocatedHosts()) {
                used[Integer.parseInt(h.substring(1))]++;
            }
        }
        for (int k = rnd.nextInt(4); k > 0; k--) {
            List<String> hosts = freeHosts(rnd, nodes, used);
            if (!hosts.isEmpty()) {
                long walltime = rnd.nextInt(6) == 0 ? 0 : 60 + rnd.nextInt(4000);
                running.add(Job.builder("j" + event + "." + k).tasks(hosts.size()).perTask(Resources.procs(1))
                        .walltime(walltime).running(now - rnd.nextInt(2000), hosts).build());
            }
        }
        if (rnd.nextInt(8) == 0) {
            int i = rnd.nextInt(nodes.size());
            nodes.set(i, Node.idle(nodes.get(i).name(), nodes.get(i).configured().procs()));
        }
        if (rnd.nextInt(7) == 0) { // a node goes down or comes back: it leaves the aggregate or joins it
            int i = rnd.nextInt(nodes.size());
            nodes.set(i, nodes.get(i).withState(nodes.get(i).state() == NodeState.DOWN ? NodeState.IDLE : NodeState.DOWN));
        }
        if (rnd.nextInt(9) == 0) { // a node is configured with another number of processors
            int i = rnd.nextInt(nodes.size());
            nodes.set(i, Node.idle(nodes.get(i).name(), 1 + rnd.nextInt(4)));
        }
        if (rnd.nextInt(5) == 0) { // a node's load rises or falls: only the node object tells
            int i = rnd.nextInt(nodes.size());
            Node n = nodes.get(i);
            nodes.set(i, new Node(n.name(), n.state(), n.configured(), n.available(), n.features(), n.partition(),
                    n.classes(), n.load() > 0.5 ? 0.0 : 1.0, n.jobs()));
        }
        if (rnd.nextInt(6) == 0) { // pbs_server calls a node busy, or no longer: what it leaves is held until the next poll
            int i = rnd.nextInt(nodes.size());
            nodes.set(i, nodes.get(i).withState(nodes.get(i).state() == NodeState.BUSY ? NodeState.IDLE : NodeState.BUSY));
        }
    }

    /**
     * Up to {@code jobs} one-proc-a-task jobs running on free processors of {@code nodes}, started
     * up to 2,000 s before {@code now}, each with a walltime of 60 s and up to {@code spread} more.
     */
    static List<Job> running(SplittableRandom rnd, List<Node> nodes, int jobs, int spread, long now) {
        List<Job> running = new ArrayList<>();
        int[] used = new int[nodes.size()];
        for (int k = jobs; k > 0; k--) {
            List<String> hosts = freeHosts(rnd, nodes, used);
            if (!hosts.isEmpty()) {
                running.add(Job.builder("r" + k).tasks(hosts.size()).perTask(new Resources(1, 0, 0, 0))
                        .walltime(60 + rnd.nextInt(spread)).running(now - rnd.nextInt(2000), hosts).build());
            }
        }
        return running;
    }

    /** One to three tries at a random node with a processor not {@code used}: the hosts of a job starting there. */
    static List<String> freeHosts(SplittableRandom rnd, List<Node> nodes, int[] used) {
        List<String> hosts = new ArrayList<>();
        for (int t = 1 + rnd.nextInt(3); t > 0; t--) {
            int i = rnd.nextInt(nodes.size());
            if (used[i] < nodes.get(i).configured().procs()) {
                used[i]++;
                hosts.add("n" + i);
            }
        }
        return hosts;
    }

    private static Timeline[] copies(Timeline[] free, long now) {
        Timeline[] out = new Timeline[free.length];
        for (int i = 0; i < free.length; i++) {
            out[i] = free[i].from(now);
        }
        return out;
    }

    private static void same(Availability full, Availability carried, String where) {
        for (int i = 0; i < full.size(); i++) {
            sameTimeline(full.timeline(i), carried.timeline(i).from(full.now()), where + " node " + i);
            assertEquals(full.freeNow.get(i), carried.freeNow.get(i), where + " free now, node " + i);
            assertEquals(full.busy.get(i), carried.busy.get(i), where + " busy, node " + i);
            assertEquals(full.busyLeaving.get(i), carried.busyLeaving.get(i), where + " busy leaving room, node " + i);
            assertEquals(full.usable(i), carried.usable(i), where + " usable, node " + i);
            assertEquals(full.nodePriority[i], carried.nodePriority[i], where + " priority, node " + i);
        }
        sameTimeline(full.aggregate.total, carried.aggregate.total, where + " aggregate");
    }

    private static void sameTimeline(Timeline x, Timeline y, String where) {
        assertEquals(x.size(), y.size(), where + ": change points");
        for (int k = 0; k < x.size(); k++) {
            assertEquals(x.timeAt(k), y.timeAt(k), where + ": time " + k);
            assertEquals(x.procsAt(k), y.procsAt(k), where + ": procs " + k);
        }
        long end = x.size() > 1 ? x.timeAt(x.size() - 1) + 1 : Times.INFINITY;
        assertEquals(x.minOver(x.origin(), end), y.minOver(y.origin(), end), where + ": resources");
    }
}
