package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.NodeCandidate;
import java.util.Comparator;
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
