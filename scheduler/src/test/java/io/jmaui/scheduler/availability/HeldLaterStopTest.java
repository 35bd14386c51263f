package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A start now under LASTAVAILABLE whose scan of the open nodes held later stops once the first
 * candidates in rank hold its tasks ({@link HeldLaterStop}) places every request where the scan of
 * every node held later does ({@link Search#scanningAll}): busy clusters of one to four processors
 * per node (a third of them one) with later holds made host by host and as the commit of a job reservation just found
 * (one shared hold of the placement's nodes), at several times, the earliest of them through either
 * path, on nodes before and after the ones held later; starts committed between requests. Enough
 * scans stop early for the comparison to mean something.
 */
class HeldLaterStopTest {

    static final long NOW = 1_700_000_000L;

    @Test
    void aScanStoppedAtTheFirstInRank_placesAsTheScanOfEveryNode() {
        int placed = 0;
        long stops = 0;
        for (int seed = 0; seed < 800; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 8 + rnd.nextInt(40);
            boolean single = seed % 3 == 0; // one processor per node: a job reservation's nodes take one task each
            List<Node> nodes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int procs = single ? 1 : 1 + rnd.nextInt(4);
                nodes.add(Node.idle("n" + i, procs).withConfigured(new Resources(procs, 0, 0, 0)));
            }
            List<Job> jobs = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (rnd.nextInt(3) > 0) {
                    int p = 1 + rnd.nextInt(nodes.get(i).configured().procs());
                    List<String> hosts = new ArrayList<>();
                    for (int k = 0; k < p; k++) {
                        hosts.add("n" + i);
                    }
                    jobs.add(Job.builder("r" + i).procs(p).walltime(600L * (1 + rnd.nextInt(24)))
                            .running(NOW - rnd.nextInt(600), hosts).build());
                }
            }
            Availability a = Availability.of(nodes, jobs, NOW, Setup.of(NodeAccessPolicy.SHARED));
            for (int h = rnd.nextInt(1, 6); h > 0; h--) {
                if (rnd.nextBoolean()) { // host by host
                    long s = NOW + 60L * rnd.nextInt(1, 200);
                    a.reserve("n" + rnd.nextInt(n), s, s + 60L * rnd.nextInt(1, 200),
                            Resources.procs(1 + rnd.nextInt(4)), null);
                } else { // a job reservation just found: its nodes held later in one pass
                    Request wide = request(rnd, n / 2 + rnd.nextInt(n / 2 + 1), 600 + rnd.nextInt(9000));
                    a.earliest(wide, NOW).filter(p -> p.start() > NOW).ifPresent(p -> a.commit(wide, p));
                }
            }
            for (int k = 0; k < 12; k++) {
                Request q = request(rnd, 1 + rnd.nextInt(4), 60 + rnd.nextInt(12_000));
                Search stopping = new Search(a);
                Optional<Placement> expected = new Search(a).scanningAll().at(q, NOW);
                assertEquals(expected, stopping.at(q, NOW), "seed " + seed + " request " + k + ": " + q);
                stops += stopping.heldLaterStops;
                placed += expected.isPresent() ? 1 : 0;
                if (expected.isPresent() && rnd.nextBoolean()) {
                    a.commit(q, expected.get());
                }
            }
        }
        assertTrue(placed > 2000, placed + " placed");
        assertTrue(stops > 400, stops + " scans stopped before the last node held later");
        System.out.println("HeldLaterStopTest: " + placed + " placed, " + stops + " scans stopped early");
    }

    /** {@code tasks} one-processor tasks for {@code walltime} seconds, placed under LASTAVAILABLE. */
    private static Request request(SplittableRandom rnd, int tasks, long walltime) {
        return new Request("j" + rnd.nextInt(1000), "u", tasks, Resources.procs(1), walltime, 0, 0, false, node -> true,
                Request::noAccess, NodeAllocationPolicies.lastAvailable(), false);
    }
}
