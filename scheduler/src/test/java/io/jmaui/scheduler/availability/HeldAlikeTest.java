package io.jmaui.scheduler.availability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.NodeState;
import io.jmaui.scheduler.model.Resources;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A start held alike on several nodes ({@link NodeTimelines#takeAlike}: the nodes share the
 * timeline the first of them made) answers every question as a copy per node does: twins built
 * on one base, idle nodes of two kinds (memory on some), one copying every hold
 * ({@link Availability#copyEachHold}), start the same jobs, whole nodes or not, then hold more
 * on some of those nodes, from now and from later; every node's timeline, the starts, the
 * earliest starts and the free amounts agree throughout.
 */
class HeldAlikeTest {

    @Test
    void startsHeldAlike_answerAsACopyPerNode() {
        long alike = 0;
        Object key = new Object();
        for (int seed = 0; seed < 300; seed++) {
            SplittableRandom rnd = new SplittableRandom(seed);
            int n = 8 + rnd.nextInt(40);
            int procs = 1 + rnd.nextInt(4);
            List<Node> nodes = new ArrayList<>();
            List<Job> jobs = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int size = rnd.nextInt(4) == 0 ? 2 * procs : procs; // two kinds: never alike
                long mem = rnd.nextInt(3) == 0 ? 4096 : 0;
                Resources r = new Resources(size, mem, 0, 0);
                nodes.add(new Node("n" + i, NodeState.IDLE, r, r, Set.of(), "DEFAULT", Set.of(), 0.0, List.of()));
                if (rnd.nextInt(3) == 0) {
                    long wall = 600L * (1 + rnd.nextInt(48));
                    jobs.add(Job.builder("r" + i).user("u0").procs(size).walltime(wall)
                            .running(RandomClusters.NOW - rnd.nextLong(wall), Collections.nCopies(size, "n" + i)).build());
                }
            }
            Setup setup = Setup.of(NodeAccessPolicy.SHARED);
            Availability[] twins = RandomClusters.twins(nodes, jobs, setup, key);
            Availability shared = twins[0];
            Availability plain = twins[1];
            plain.copyEachHold();
            long[] walls = {1800, 3600, 7200}; // a few: jobs of one walltime end alike
            for (int k = 0; k < 30; k++) {
                Resources perTask = rnd.nextInt(3) == 0 ? new Resources(1, 512, 0, 0) : Resources.procs(1);
                int tasks = rnd.nextBoolean() ? procs * (1 + rnd.nextInt(4)) : 1 + rnd.nextInt(2 * procs);
                long wall = rnd.nextInt(5) == 0 ? 0 : walls[rnd.nextInt(walls.length)];
                Request q = new Request("q" + k, null, tasks, perTask, wall, 0, 0, false, x -> true, Request::noAccess,
                        NodeAllocationPolicies.policy(rnd.nextBoolean() ? "LASTAVAILABLE" : "FIRSTAVAILABLE"));
                String what = "seed " + seed + " request " + k + ": " + q;
                Optional<Placement> now = plain.startNow(q);
                assertEquals(now, shared.startNow(q), "start now, " + what);
                Optional<Placement> p = now.isPresent() ? now : plain.earliest(q, RandomClusters.NOW);
                assertEquals(p, now.isPresent() ? now : shared.earliest(q, RandomClusters.NOW), "earliest, " + what);
                if (p.isPresent()) {
                    plain.commit(q, p.get());
                    shared.commit(q, p.get());
                }
                if (rnd.nextInt(3) == 0) { // more on one node, maybe one that took another's timeline
                    String host = "n" + rnd.nextInt(n);
                    long s = RandomClusters.NOW + (rnd.nextBoolean() ? 0 : 300L * rnd.nextInt(1, 40));
                    long e = s + 600L * rnd.nextInt(1, 20);
                    plain.reserve(host, s, e, Resources.procs(1), null);
                    shared.reserve(host, s, e, Resources.procs(1), null);
                }
                for (int i = 0; i < n; i++) {
                    DeferredHoldsTest.sameTimeline(plain.timeline(i), shared.timeline(i), what + " node " + i);
                }
                assertEquals(plain.freeProcsNow(), shared.freeProcsNow(), "aggregate now, " + what);
            }
            assertEquals(0, plain.heldAlike(), "the plain path copies every hold");
            alike += shared.heldAlike();
        }
        assertTrue(alike > 500, "holds taken alike " + alike);
    }
}
