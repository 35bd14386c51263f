package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.config.Cfg;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import io.jmaui.scheduler.nodeset.NodeSets;
import io.jmaui.scheduler.partition.JobPartitions;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Start estimates with the {@link FitSweep} find the same placement as the plain search it
 * replaced (scan all nodes at every candidate time of the aggregate timeline), on random busy
 * clusters: every access policy and allocation policy, features, memory, nodes=N:ppn=P with and
 * without EXACTNODE, job reservations held later, admin reservations with every affinity,
 * placements committed between requests so the change points are rebuilt, and requests kept to
 * node sets (every policy and priority) and partitions, which the sweep counts per group.
 */
class FitSweepTest {

    static final long NOW = RandomClusters.NOW;

    private int laterStarts;
    /** How many searches {@link FitSweep#fitsNever} ended early. */
    private long nevers;

    @Test
    void earliestWithTheSweep_isTheEarliestOfTheFullScan() {
        for (int seed = 0; seed < 400; seed++) {
            randomCluster(seed, false);
        }
        assertTrue(laterStarts > 500, "requests whose first candidate time failed: " + laterStarts);
    }

    /**
     * The same with the sweep asking at once, or after a few steps, whether any start could give
     * the request its tasks ({@link FitSweep#fitsNever}), some requests asking more memory a task
     * than most nodes have, some clusters asked through one search that keeps its ceilings between
     * requests (placements committed in between): the search that stops early finds what the full
     * scan does.
     */
    @Test
    void earliestEndingWhereNoNodeCanEverServe_isTheFullScans() {
        for (int seed = 0; seed < 400; seed++) {
            randomCluster(seed, true);
        }
        assertTrue(nevers > 200, "searches ended early: " + nevers);
    }

    private void randomCluster(int seed, boolean endsEarly) {
        SplittableRandom rnd = new SplittableRandom(seed);
        RandomClusters.Cluster c = RandomClusters.cluster(rnd);
        Availability a = c.a();
        int reservations = c.reservations();
        if (endsEarly && rnd.nextBoolean()) {
            // whole nodes held for ever by an admin reservation: only a request it admits finds room there
            List<String> hosts = List.of("n" + rnd.nextInt(c.nodes()), "n" + rnd.nextInt(c.nodes()));
            a.place(new Reservation("res" + reservations++, ReservationType.ADMIN, NOW - 600, Times.INFINITY,
                    hosts.stream().distinct().toList(), 0, Resources.procs(1), List.of(), Set.of(), "root", 0, Set.of(), null));
        }
        // one search for every request: its ceilings are kept between them while no commit changes a timeline
        Search kept = endsEarly && rnd.nextBoolean() ? new Search(a) : null;
        for (int k = 0; k < 12; k++) {
            Request q = RandomClusters.request(rnd, reservations);
            if (endsEarly && rnd.nextBoolean()) {
                q = new Request(q.owner(), q.user(), q.tasks(), new Resources(q.perTask().procs(), 1024L * rnd.nextInt(4, 24), 0, 0),
                        q.walltime(), q.nodes(), q.tasksPerNode(), q.exactNode(), q.nodeFilter(), q.access(), q.policy());
            }
            long from = NOW + (rnd.nextInt(4) == 0 ? 600L * rnd.nextInt(10) : 0);
            if (rnd.nextInt(3) == 0) {
                q = q.withSets(sets(rnd));
            }
            Optional<Placement> expected = fullScan(a, q, Math.max(from, NOW));
            Search search = kept != null ? kept : new Search(a);
            if (endsEarly) {
                search.neverAfter = rnd.nextBoolean() ? 0 : rnd.nextInt(4);
            }
            long before = search.nevers;
            Optional<Placement> got = search.earliest(q, Math.max(from, NOW));
            nevers += search.nevers - before;
            assertEquals(expected, got, "seed " + seed + " request " + k + ": " + q);
            assertEquals(new Search(a).at(ungrouped(q), NOW), new Search(a).at(q, NOW), "now: seed " + seed + " request " + k);
            if (got.isPresent() && rnd.nextBoolean()) {
                a.commit(q, got.get());
            }
        }
    }

    private static Request ungrouped(Request q) {
        return q.sets().active() ? q.withSets(new Ungrouped(q.sets())) : q;
    }

    /** {@code inner}'s choice made over every feasible node: no groups to count or try one by one. */
    private record Ungrouped(ResourceSets inner) implements ResourceSets {

        @Override
        public List<io.jmaui.scheduler.allocation.NodeCandidate> select(List<io.jmaui.scheduler.allocation.NodeCandidate> feasible,
                                                                        Shape shape) {
            return inner.select(feasible, shape);
        }

        @Override
        public boolean active() {
            return true;
        }

        @Override
        public long delay() {
            return inner.delay();
        }
    }

    /**
     * Random node sets over the nodes' switch features (every policy and priority, some listed
     * switches only), in one of the two partitions or either, or the partitions alone.
     */
    private static ResourceSets sets(SplittableRandom rnd) {
        String policy = new String[] {"ONEOF", "FIRSTOF", "ANYOF"}[rnd.nextInt(3)];
        String priority = new String[] {"BESTFIT", "WORSTFIT", "MINLOSS", "BESTRESOURCE"}[rnd.nextInt(4)];
        String list = rnd.nextBoolean() ? "" : "NODESETLIST sw2 sw0 sw3";
        ResourceSets inner = rnd.nextInt(4) == 0 ? ResourceSets.NONE
                : NodeSets.of(Cfg.cfg("NODESETPOLICY " + policy, "NODESETATTRIBUTE FEATURE", "NODESETPRIORITYTYPE " + priority,
                        list), x -> 0).forJob(Job.builder("x").procs(2).build());
        List<String> allowed = rnd.nextBoolean() ? List.of("p1", "p0") : List.of(rnd.nextBoolean() ? "p0" : "p1");
        return inner != ResourceSets.NONE && rnd.nextBoolean() ? inner : new JobPartitions(allowed, List.of(), true).scope(inner);
    }

    /**
     * The search before the sweep: the node scan at every candidate time the aggregate allows,
     * each looking at every node and leaving the choice of node set or partition to select.
     */
    private Optional<Placement> fullScan(Availability a, Request q, long from) {
        Search search = new Search(a);
        Request plain = ungrouped(q);
        AclAffinity[] acc = a.accessFor(q);
        long slack = 0;
        for (int r = 0; r < acc.length; r++) {
            if (acc[r] != null) {
                slack += a.reservations.procs(r);
            }
        }
        long need = q.procs() - slack;
        long duration = q.walltime() > 0 ? q.walltime() : Times.INFINITY;
        long t = from;
        int scans = 0;
        while (t != Times.INFINITY) {
            long cand = a.aggregate.nextRun(t, duration, need);
            if (cand == Times.INFINITY) {
                return Optional.empty();
            }
            List<String> hosts = search.fitAt(plain, cand, acc, null, null);
            if (++scans == 2) {
                laterStarts++;
            }
            if (hosts != null) {
                return Optional.of(new Placement(cand, Times.plus(cand, duration), hosts));
            }
            t = a.aggregate.nextChangeAfter(cand);
        }
        return Optional.empty();
    }
}
