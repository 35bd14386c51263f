package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.HeldHostsFirst;
import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The allocation policies' node orders carried from iteration to iteration in the base give the
 * placements a build from scratch gives: event after event, while nodes are replaced by objects
 * alike (as when their jobs change) or not (other procs, memory or load, so MINRESOURCE, CPULOAD
 * and PRIORITY order them otherwise) and node priorities change, every policy places random
 * requests on the same hosts at the same times.
 */
class NodeOrdersTest {

    private static final long NOW = 1_700_000_000L;
    private static final Object CFG = new Object();
    private static final String[] POLICIES = {"FIRSTAVAILABLE", "LASTAVAILABLE", "MINRESOURCE", "CPULOAD", "PRIORITY"};

    @Test
    void carriedOrders_placeAsAFreshBuild_eventAfterEvent() {
        int reused = 0;
        for (int seed = 0; seed < 40; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            List<Node> nodes = new ArrayList<>();
            Map<String, Double> priorities = new HashMap<>();
            for (int i = 0; i < 4 + rnd.nextInt(20); i++) {
                nodes.add(node(rnd, "n" + i));
                priorities.put("n" + i, (double) rnd.nextInt(4));
            }
            List<Job> running = new ArrayList<>();
            AvailabilityBase base = null;
            long now = NOW;
            for (int event = 0; event < 30; event++) {
                now += rnd.nextInt(3) == 0 ? 0 : 1 + rnd.nextInt(900);
                change(rnd, nodes, priorities, running, now, event);
                Setup setup = Setup.of(NodeAccessPolicy.SHARED).withNodePriorities(Map.copyOf(priorities));
                Availability full = Availability.of(nodes, running, now, setup);
                Availability carried = Availability.of(nodes, running, now, setup, base, CFG);
                if (base != null && carried.base() != null && base.staticOrders == carried.base().staticOrders) {
                    reused++;
                }
                for (int r = 0; r < 12; r++) {
                    Request q = request(rnd, nodes.size());
                    String where = "seed " + seed + " event " + event + " request " + r + " " + q.policy().name();
                    assertEquals(full.startNow(q), carried.startNow(q), where + ": start now");
                    Optional<Placement> e = full.earliest(q, now);
                    assertEquals(e, carried.earliest(q, now), where + ": earliest");
                    if (e.isPresent() && r % 3 == 0) { // later searches see the hold, as the priority pass's do
                        full.commit(q, e.get());
                        carried.commit(q, e.get());
                    }
                }
                base = carried.base();
            }
        }
        assertEquals(true, reused > 400, "the orders were carried in " + reused + " builds");
    }

    /**
     * The loads and priorities a carried build compares ({@link NodeOrders#same}) are equal exactly
     * as {@code Double.compare} has them: -0.0 is not 0.0 (PRIORITY orders them apart), and NaNs of
     * any bits are one value.
     */
    @Test
    void sameLoad_isDoubleCompare() {
        double[] values = {0.0, -0.0, 1.0, 2.5, Double.NaN, Double.longBitsToDouble(0x7ff8000000000001L),
            Double.longBitsToDouble(0xfff8000000000000L), Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double a : values) {
            for (double b : values) {
                assertEquals(Double.compare(a, b) == 0, NodeOrders.same(a, b), a + " vs " + b
                        + " (bits " + Long.toHexString(Double.doubleToRawLongBits(a)) + ", "
                        + Long.toHexString(Double.doubleToRawLongBits(b)) + ")");
            }
        }
    }

    /**
     * MAXNODE's second placement orders nodes for one credential's held hosts: that order is not
     * carried, or a long simulation (nodes alike all along) would keep one order of every node per
     * held set it ever met; the configured policy's order still is.
     */
    @Test
    void heldHostOrders_liveOneIteration() {
        List<Node> nodes = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            nodes.add(Node.idle("n" + i, 2));
        }
        Setup setup = Setup.of(NodeAccessPolicy.SHARED);
        AvailabilityBase base = null;
        for (int event = 0; event < 5; event++) {
            Availability a = Availability.of(nodes, List.of(), NOW + event, setup, base, CFG);
            HeldHostsFirst held = new HeldHostsFirst(Set.of("n" + (7 - event)),
                    NodeAllocationPolicies.policy("MINRESOURCE"));
            Request q = new Request("q", "u", 2, Resources.procs(1), 600, 0, 0, false, x -> true,
                    res -> Optional.empty(), held);
            assertEquals(List.of("n" + (7 - event)), a.startNow(q).orElseThrow().hosts().subList(0, 1),
                    "the held host comes first");
            a.startNow(new Request("q", "u", 1, Resources.procs(1), 600, 0, 0, false, x -> true,
                    res -> Optional.empty(), NodeAllocationPolicies.policy("MINRESOURCE")));
            base = a.base();
            assertTrue(base.staticOrders.keySet().stream().noneMatch(k -> k.contains("+HELD")),
                    "event " + event + ": carried " + base.staticOrders.keySet());
            assertTrue(base.staticOrders.containsKey("MINRESOURCE"), "the configured policy's order is carried");
        }
    }

    private static Node node(SplittableRandom rnd, String name) {
        int procs = new int[] {1, 2, 4, 8}[rnd.nextInt(4)];
        Node n = Node.idle(name, procs).withConfigured(new Resources(procs, 1024L * (1 + rnd.nextInt(8)), 0, 0));
        return new Node(n.name(), n.state(), n.configured(), n.available(), n.features(), n.partition(), n.classes(),
                rnd.nextInt(4), n.jobs());
    }

    /** Jobs end and start; now and then a node is replaced by another of its name, or a priority changes. */
    private static void change(SplittableRandom rnd, List<Node> nodes, Map<String, Double> priorities, List<Job> running,
                               long now, int event) {
        running.removeIf(j -> rnd.nextInt(4) == 0);
        int[] used = new int[nodes.size()];
        for (Job j : running) {
            for (String h : j.allocatedHosts()) {
                used[Integer.parseInt(h.substring(1))]++;
            }
        }
        for (int k = rnd.nextInt(3); k > 0; k--) {
            int n = rnd.nextInt(nodes.size());
            if (used[n] < nodes.get(n).configured().procs()) {
                used[n]++;
                running.add(Job.builder("j" + event + "." + k).procs(1).walltime(60 + rnd.nextInt(4000))
                        .running(now - rnd.nextInt(100), List.of("n" + n)).build());
            }
        }
        int i = rnd.nextInt(nodes.size());
        Node was = nodes.get(i);
        switch (rnd.nextInt(5)) {
            case 0 -> { // another node of the name: other procs, memory and load
                Node fresh = node(rnd, was.name());
                nodes.set(i, fresh.configured().procs() >= used[i] ? fresh : was.withConfigured(was.configured()));
            }
            case 1 -> nodes.set(i, new Node(was.name(), was.state(), was.configured(), was.available(), was.features(),
                    was.partition(), was.classes(), rnd.nextInt(4), was.jobs())); // only its load
            default -> nodes.set(i, was.withState(was.state())); // a new object alike: its jobs changed
        }
        if (rnd.nextInt(10) == 0) {
            priorities.put("n" + rnd.nextInt(nodes.size()), (double) rnd.nextInt(4));
        }
    }

    private static Request request(SplittableRandom rnd, int nodes) {
        int tasks = 1 + rnd.nextInt(Math.max(1, nodes));
        long wall = 600L * (1 + rnd.nextInt(12));
        return new Request("q", "u", tasks, Resources.procs(1), wall, 0, 0, false, x -> true, res -> Optional.empty(),
                NodeAllocationPolicies.policy(POLICIES[rnd.nextInt(POLICIES.length)]));
    }
}
