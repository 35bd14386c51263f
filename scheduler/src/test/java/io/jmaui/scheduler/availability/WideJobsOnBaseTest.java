package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A build on the last base is the full build on a machine of hundreds of nodes where some running
 * jobs hold more nodes than their node bits make words ({@link AvailabilityBase.Held#words}: the
 * diff asks those a word at a time whether a node they hold is built afresh): wide jobs starting,
 * ending early or at their walltime, and small ones beside them on the wide jobs' nodes (a node of
 * two processors) or elsewhere. Enough wide jobs are held by their words for the comparison to mean
 * something.
 */
class WideJobsOnBaseTest {

    static final long NOW = 1_700_000_000L;
    static final Object CFG = new Object();

    @Test
    void aBuildBesideWideJobs_isTheFullBuild_eventAfterEvent() {
        long wide = 0;
        for (int seed = 0; seed < 30; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 200 + rnd.nextInt(400);
            List<Node> nodes = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                nodes.add(Node.idle("n" + i, 1 + rnd.nextInt(2)));
            }
            Setup setup = Setup.of(NodeAccessPolicy.SHARED);
            List<Job> running = new ArrayList<>();
            AvailabilityBase base = null;
            long now = NOW;
            for (int event = 0; event < 40; event++) {
                now += rnd.nextInt(4) == 0 ? 0 : 1 + rnd.nextInt(900);
                long at = now;
                running.removeIf(j -> rnd.nextInt(10) == 0 || j.startTime() + j.walltime() <= at - 600);
                for (int k = rnd.nextInt(3); k > 0; k--) {
                    start(rnd, nodes, running, now, "w" + event + "." + k, 65 + rnd.nextInt(n / 2));
                }
                for (int k = rnd.nextInt(6); k > 0; k--) {
                    start(rnd, nodes, running, now, "s" + event + "." + k, 1 + rnd.nextInt(3));
                }
                Availability full = Availability.of(nodes, running, now, setup);
                Availability carried = Availability.of(nodes, running, now, setup, base, CFG);
                String where = "seed " + seed + " event " + event;
                for (int i = 0; i < n; i++) {
                    assertTrue(full.timeline(i).sameFrom(now, carried.timeline(i), now), where + ": node " + i);
                    assertEquals(full.freeNow.get(i), carried.freeNow.get(i), where + ": free now, node " + i);
                }
                assertTrue(full.aggregate.total.sameFrom(now, carried.aggregate.total, now), where + ": aggregate");
                if (base != null) {
                    for (int g = 0; g < base.held.size(); g++) {
                        wide += base.held.heldAt(g).words() != null ? 1 : 0;
                    }
                }
                base = carried.base();
            }
        }
        assertTrue(wide > 500, wide + " wide jobs held by their node bits");
    }

    /** A job of up to {@code tasks} one-processor tasks started at {@code at} on nodes with a processor free. */
    private static void start(SplittableRandom rnd, List<Node> nodes, List<Job> running, long at, String id, int tasks) {
        int[] used = new int[nodes.size()];
        for (Job j : running) {
            for (String h : j.allocatedHosts()) {
                used[Integer.parseInt(h.substring(1))]++;
            }
        }
        List<String> hosts = new ArrayList<>();
        for (int t = 0; t < 3 * tasks && hosts.size() < tasks; t++) {
            int i = rnd.nextInt(nodes.size());
            if (used[i] < nodes.get(i).configured().procs()) {
                used[i]++;
                hosts.add("n" + i);
            }
        }
        if (!hosts.isEmpty()) {
            running.add(Job.builder(id).tasks(hosts.size()).perTask(Resources.procs(1)).walltime(300 + rnd.nextInt(6000))
                    .running(at, hosts).build());
        }
    }
}
