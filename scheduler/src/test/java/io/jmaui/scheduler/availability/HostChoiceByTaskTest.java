package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * LASTAVAILABLE placed from the scan's columns ({@code HostChoice.byTask}: packed ranking, the first
 * round read only where a node has room now) is LASTAVAILABLE placed through candidate records and
 * its comparator, on random clusters with reservations, later holds and every access policy, for
 * job reservations (earliest) and starts now.
 */
class HostChoiceByTaskTest {

    /** LASTAVAILABLE's order and time dependence, under a class the engine does not rank by columns. */
    private static final NodeAllocationPolicy THROUGH_RECORDS = new NodeAllocationPolicy() {
        private final NodeAllocationPolicy last = NodeAllocationPolicies.lastAvailable();

        @Override
        public String name() {
            return last.name();
        }

        @Override
        public Comparator<NodeCandidate> order() {
            return last.order();
        }

        @Override
        public boolean dependsOnTime() {
            return true;
        }
    };

    @Test
    void columnsPlaceAsRecordsDo() {
        for (int seed = 0; seed < 600; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            RandomClusters.Cluster c = RandomClusters.cluster(rnd);
            Request q = RandomClusters.request(rnd, c.reservations());
            Request columns = q.withPolicy(NodeAllocationPolicies.lastAvailable());
            Request records = q.withPolicy(THROUGH_RECORDS);
            assertEquals(c.a().earliest(records, RandomClusters.NOW), c.a().earliest(columns, RandomClusters.NOW),
                    "seed " + seed + " earliest");
            assertEquals(c.a().startNow(records), c.a().startNow(columns), "seed " + seed + " now");
        }
    }

    /**
     * A static order ranked by time (MINRESOURCE, CPULOAD, PRIORITY, FIRSTAVAILABLE while something
     * is held later) placed from the scan's columns by each node's place in the order ({@code
     * PackedRank.byPlace}) is the same policy placed through records and its comparator, for starts
     * now and earliest starts, with placements committed between requests so that later holds pile up.
     */
    @Test
    void staticOrdersPlaceByColumnsAsRecordsDo() {
        String[] words = {"MINRESOURCE", "CPULOAD", "PRIORITY", "FIRSTAVAILABLE"};
        int byKeys = 0;
        for (int seed = 0; seed < 600; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            RandomClusters.Cluster c = RandomClusters.cluster(rnd);
            Availability a = c.a();
            for (int k = 0; k < 8; k++) {
                Request q = RandomClusters.request(rnd, c.reservations());
                NodeAllocationPolicy policy = NodeAllocationPolicies.policy(words[rnd.nextInt(words.length)]);
                Request columns = q.withPolicy(policy);
                Request records = q.withPolicy(throughRecords(policy));
                String at = "seed " + seed + " request " + k + " " + policy.name();
                assertEquals(a.earliest(records, RandomClusters.NOW), a.earliest(columns, RandomClusters.NOW), at + " earliest");
                Optional<Placement> now = a.startNow(columns);
                byKeys += now.isPresent() && a.fitted != null && a.fitted.hosts() == now.get().hosts() ? 1 : 0;
                assertEquals(a.startNow(records), now, at + " now");
                if (now.isPresent() && rnd.nextInt(3) > 0) {
                    a.commit(columns, now.get());
                } else if (rnd.nextInt(2) == 0) {
                    a.earliest(q, RandomClusters.NOW).ifPresent(p -> a.commit(q, p)); // mostly a job reservation later
                }
            }
        }
        assertTrue(byKeys > 200, "starts now ranked by keys " + byKeys);
    }

    /**
     * The static orders' places ({@code NodeOrders.staticRanked}) are kept with the orders in the
     * availability's base and taken by the next availability over the same nodes: placed by them, a
     * start now under another static policy (or the same) is placed as a fresh availability places it
     * through records. Nodes of mixed sizes and priorities, so no two policies share an order.
     */
    @Test
    void staticOrderPlaces_carriedInTheBase_placeAsRecordsDo() {
        String[] words = {"MINRESOURCE", "CPULOAD", "PRIORITY"};
        Object key = new Object();
        int carried = 0;
        for (int seed = 0; seed < 400; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 6 + rnd.nextInt(30);
            List<Node> nodes = new ArrayList<>();
            Map<String, Double> priorities = new HashMap<>();
            for (int i = 0; i < n; i++) {
                int procs = 1 << rnd.nextInt(4);
                nodes.add(Node.idle("n" + i, procs).withConfigured(new Resources(procs, 1024L * (1 + rnd.nextInt(8)), 0, 0)));
                priorities.put("n" + i, (double) rnd.nextInt(5));
            }
            Setup setup = Setup.of(NodeAccessPolicy.SHARED).withNodePriorities(priorities);
            String held = "n" + rnd.nextInt(n); // held later: the starts now rank by time
            long s = RandomClusters.NOW + 600L * rnd.nextInt(1, 10);
            Availability first = Availability.of(nodes, List.of(), RandomClusters.NOW, setup, null, key);
            first.reserve(held, s, s + 3600, Resources.procs(1), null);
            NodeAllocationPolicy before = NodeAllocationPolicies.policy(words[rnd.nextInt(words.length)]);
            first.startNow(request(rnd, n, before));
            Availability next = Availability.of(nodes, List.of(), RandomClusters.NOW, setup, first.base(), key);
            Availability fresh = Availability.of(nodes, List.of(), RandomClusters.NOW, setup);
            carried += next.base().staticOrders == first.base().staticOrders
                    && first.base().staticOrders.containsKey(before.name() + " places") ? 1 : 0;
            for (int k = 0; k < 4; k++) {
                long at = RandomClusters.NOW + 600L * rnd.nextInt(1, 10);
                String host = "n" + rnd.nextInt(n);
                next.reserve(host, at, at + 3600, Resources.procs(1), null);
                fresh.reserve(host, at, at + 3600, Resources.procs(1), null);
                NodeAllocationPolicy policy = NodeAllocationPolicies.policy(words[rnd.nextInt(words.length)]);
                Request q = request(rnd, n, policy);
                Optional<Placement> now = next.startNow(q);
                assertEquals(fresh.startNow(q.withPolicy(throughRecords(policy))), now,
                        "seed " + seed + " request " + k + " " + before.name() + " then " + policy.name());
                if (now.isPresent()) {
                    next.commit(q, now.get());
                    fresh.commit(q, now.get());
                }
            }
        }
        assertTrue(carried > 300, "places carried " + carried);
    }

    /** A plain request of a few one-proc tasks under {@code policy}. */
    private static Request request(SplittableRandom rnd, int n, NodeAllocationPolicy policy) {
        return new Request("q", "u0", 1 + rnd.nextInt(n), Resources.procs(1), 600L * (1 + rnd.nextInt(12)), 0, 0, false,
                x -> true, Request::noAccess, policy);
    }

    /** {@code policy}'s order, under a policy made for one job: the engine ranks it through records. */
    private static NodeAllocationPolicy throughRecords(NodeAllocationPolicy policy) {
        return new NodeAllocationPolicy() {
            @Override
            public String name() {
                return policy.name();
            }

            @Override
            public Comparator<NodeCandidate> order() {
                return policy.order();
            }

            @Override
            public boolean forOneJob() {
                return true;
            }
        };
    }
}
