package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.NodeCandidate;
import java.util.Comparator;
import org.junit.jupiter.api.Test;

/**
 * LASTAVAILABLE placed from the scan's columns ({@code HostChoice.byTask}: packed ranking, the first
 * round read only where a node has room now) is LASTAVAILABLE placed through candidate records and
 * its comparator, on random clusters with reservations, later holds and every access policy, for
 * job reservations (earliest) and starts now; and so for the policies ranked by their static order.
 */
class HostChoiceByTaskTest {

    private static final String[] POLICIES = {"LASTAVAILABLE", "FIRSTAVAILABLE", "MINRESOURCE", "CPULOAD", "PRIORITY"};

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

    /**
     * LASTAVAILABLE, then the policies ranked by their static order (each node's place in it
     * stands for the comparator), reservations of each affinity moving nodes in the scan.
     */
    @Test
    void columnsPlaceAsRecordsDo() {
        for (int seed = 0; seed < 600; seed++) {
            RandomClusters.Case k = RandomClusters.draw(seed);
            for (String word : POLICIES) {
                Request columns = k.q().withPolicy(NodeAllocationPolicies.policy(word));
                Request records = k.q().withPolicy(throughRecords(columns.policy()));
                Availability a = k.c().a();
                assertEquals(a.earliest(records, RandomClusters.NOW), a.earliest(columns, RandomClusters.NOW),
                        "seed " + seed + " " + word + " earliest");
                assertEquals(a.startNow(records), a.startNow(columns), "seed " + seed + " " + word + " now");
            }
        }
    }
}
