package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.NodeCandidate;
import java.util.Comparator;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A static policy's candidates ranked by their position in its sorted order ({@link StaticRank},
 * then {@code HostChoice.byTask}) are placed as through candidate records, the comparator and
 * {@code TaskSelection.select}: random busy clusters ({@link RandomClusters}) with admin
 * reservations of every affinity, job reservations held later and placements committed between
 * requests; plain requests under MINRESOURCE, CPULOAD, PRIORITY and FIRSTAVAILABLE, some dedicated
 * or under their own access policy, for starts now and the earliest placement.
 */
class StaticRankTest {

    /** The same policy under a class the engine does not rank by position: the plain path. */
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
        };
    }

    @Test
    void positionsPlaceAsTheComparatorDoes() {
        int placed = 0;
        long ranked = 0;
        for (int seed = 0; seed < 600; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            RandomClusters.Cluster c = RandomClusters.cluster(rnd);
            Availability a = c.a();
            for (int k = 0; k < 16; k++) {
                Request q = StaticOrderStopTest.plain(RandomClusters.request(rnd, c.reservations()), rnd);
                Request records = q.withPolicy(throughRecords(q.policy()));
                Optional<Placement> expected = a.startNow(records);
                assertEquals(expected, a.startNow(q), "seed " + seed + " request " + k + " now: " + q);
                assertEquals(a.earliest(records, RandomClusters.NOW), a.earliest(q, RandomClusters.NOW),
                        "seed " + seed + " request " + k + " earliest: " + q);
                placed += expected.isPresent() ? 1 : 0;
                ranked += a.futureHolds() ? 1 : 0;
                if (expected.isPresent() && rnd.nextInt(3) > 0) {
                    a.commit(q, expected.get());
                } else if (rnd.nextInt(3) == 0) {
                    a.earliest(q, RandomClusters.NOW).ifPresent(p -> a.commit(q, p)); // mostly a job reservation later
                }
            }
        }
        assertTrue(placed > 1000, "placed " + placed);
        assertTrue(ranked > 1000, "searched with holds later " + ranked + " times");
    }
}
