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
 * job reservations (earliest) and starts now; and so for the policies ranked by their static order.
 */
class HostChoiceByTaskTest {

    private static final String[] STATIC = {"FIRSTAVAILABLE", "MINRESOURCE", "CPULOAD", "PRIORITY"};

    /** {@code p}'s name, order and time dependence, under a class the engine does not rank by columns. */
    private static NodeAllocationPolicy throughRecords(NodeAllocationPolicy p) {
        return new NodeAllocationPolicy() {
            @Override
            public String name() {
                return p.name();
            }

            @Override
            public Comparator<NodeCandidate> order() {
                return p.order();
            }

            @Override
            public boolean dependsOnTime() {
                return p.dependsOnTime();
            }
        };
    }

    @Test
    void columnsPlaceAsRecordsDo() {
        for (int seed = 0; seed < 600; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            RandomClusters.Cluster c = RandomClusters.cluster(rnd);
            Request q = RandomClusters.request(rnd, c.reservations());
            Request columns = q.withPolicy(NodeAllocationPolicies.lastAvailable());
            Request records = q.withPolicy(throughRecords(columns.policy()));
            assertEquals(c.a().earliest(records, RandomClusters.NOW), c.a().earliest(columns, RandomClusters.NOW),
                    "seed " + seed + " earliest");
            assertEquals(c.a().startNow(records), c.a().startNow(columns), "seed " + seed + " now");
        }
    }

    /**
     * The same for the policies ranked by their static order (each node's place in it stands for
     * the comparator): every one of them, with reservations of each affinity moving nodes in the scan.
     */
    @Test
    void placesRankAsComparatorsDo() {
        for (int seed = 0; seed < 600; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            RandomClusters.Cluster c = RandomClusters.cluster(rnd);
            Request q = RandomClusters.request(rnd, c.reservations());
            for (String word : STATIC) {
                Request columns = q.withPolicy(NodeAllocationPolicies.policy(word));
                Request records = q.withPolicy(throughRecords(columns.policy()));
                assertEquals(c.a().earliest(records, RandomClusters.NOW), c.a().earliest(columns, RandomClusters.NOW),
                        "seed " + seed + " " + word + " earliest");
                assertEquals(c.a().startNow(records), c.a().startNow(columns), "seed " + seed + " " + word + " now");
            }
        }
    }
}
