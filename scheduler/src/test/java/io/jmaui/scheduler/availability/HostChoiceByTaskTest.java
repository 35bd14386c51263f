package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.NodeCandidate;
import java.util.Comparator;
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
}
