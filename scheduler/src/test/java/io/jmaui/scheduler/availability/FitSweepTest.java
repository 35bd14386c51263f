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

    static final long NOW = 1_700_000_000L;
    private static final String[] POLICIES = {"FIRSTAVAILABLE", "LASTAVAILABLE", "MINRESOURCE", "CPULOAD", "PRIORITY"};
    private static final AclAffinity[] AFFINITIES = {null, AclAffinity.POSITIVE, AclAffinity.NEGATIVE, AclAffinity.NEUTRAL};

    private int laterStarts;

    @Test
    void earliestWithTheSweep_isTheEarliestOfTheFullScan() {
        for (int seed = 0; seed < 400; seed++) {
            randomCluster(seed);
        }
        assertTrue(laterStarts > 500, "requests whose first candidate time failed: " + laterStarts);
    }

    private void randomCluster(int seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int n = 4 + rnd.nextInt(40);
        List<Node> nodes = new ArrayList<>();
        Map<String, Double> priorities = new HashMap<>();
        for (int i = 0; i < n; i++) {
            int procs = new int[] {1, 2, 4, 8, 16}[rnd.nextInt(5)];
            Set<String> f = new HashSet<>(rnd.nextInt(3) == 0 ? Set.of("ib", "bigmem") : rnd.nextBoolean() ? Set.of("ib") : Set.of());
            if (rnd.nextInt(8) > 0) {
                f.add("sw" + rnd.nextInt(4));
            }
            Node node = Node.idle("n" + i, procs).withConfigured(new Resources(procs, 1024L * (1 + rnd.nextInt(32)), 0, 0))
                    .withFeatures(f);
            nodes.add(new Node(node.name(), node.state(), node.configured(), node.available(), node.features(),
                    "p" + rnd.nextInt(2), node.classes(), node.load(), node.jobs()));
            priorities.put("n" + i, (double) rnd.nextInt(5));
        }
        List<Job> jobs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int left = nodes.get(i).configured().procs();
            while (left > 0 && rnd.nextInt(6) > 0) {
                int p = 1 + rnd.nextInt(left);
                List<String> hosts = new ArrayList<>();
                for (int k = 0; k < p; k++) {
                    hosts.add("n" + i);
                }
                if (rnd.nextInt(5) == 0 && i + 1 < n) {
                    hosts.add("n" + (i + 1));
                }
                long wall = rnd.nextInt(20) == 0 ? 0 : 600L * (1 + rnd.nextInt(48));
                jobs.add(Job.builder("r" + jobs.size()).user("u" + rnd.nextInt(3)).procs(hosts.size()).walltime(wall)
                        .running(NOW - rnd.nextLong(Math.max(1, wall + 1200)), hosts).build());
                left -= p;
            }
        }
        NodeAccessPolicy access = NodeAccessPolicy.values()[rnd.nextInt(NodeAccessPolicy.values().length)];
        Availability a = Availability.of(nodes, jobs, NOW, access, priorities);
        int reservations = rnd.nextInt(3);
        for (int r = 0; r < reservations; r++) {
            List<String> hosts = new ArrayList<>();
            for (int k = rnd.nextInt(1, 4); k > 0; k--) {
                hosts.add("n" + rnd.nextInt(n));
            }
            long start = NOW + 600L * (rnd.nextInt(20) - 5);
            a.place(new Reservation("res" + r, ReservationType.ADMIN, start, start + 600L * (1 + rnd.nextInt(20)),
                    hosts.stream().distinct().toList(), 0, Resources.procs(1), List.of(), Set.of(), "root", 0, Set.of(),
                    null));
        }
        int holds = rnd.nextInt(4);
        for (int h = 0; h < holds; h++) {
            long s = NOW + 600L * rnd.nextInt(1, 30);
            a.reserve("n" + rnd.nextInt(n), s, s + 600L * rnd.nextInt(1, 30), Resources.procs(1 + rnd.nextInt(4)),
                    "u" + rnd.nextInt(3));
        }
        for (int k = 0; k < 12; k++) {
            Request q = request(rnd, reservations);
            long from = NOW + (rnd.nextInt(4) == 0 ? 600L * rnd.nextInt(10) : 0);
            if (rnd.nextInt(3) == 0) {
                q = q.withSets(sets(rnd));
            }
            Optional<Placement> expected = fullScan(a, q, Math.max(from, NOW));
            Optional<Placement> got = new Search(a).earliest(q, Math.max(from, NOW));
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

    private static Request request(SplittableRandom rnd, int reservations) {
        int nodes = rnd.nextInt(3) == 0 ? 1 + rnd.nextInt(4) : 0;
        int ppn = nodes > 0 || rnd.nextInt(4) == 0 ? 1 + rnd.nextInt(8) : 0;
        int tasks = nodes > 0 ? nodes * Math.max(1, ppn) : 1 + rnd.nextInt(48);
        Resources per = new Resources(rnd.nextInt(8) == 0 ? 2 : 1, rnd.nextInt(4) == 0 ? 512L * rnd.nextInt(1, 8) : 0, 0, 0);
        long wall = rnd.nextInt(10) == 0 ? 0 : 600L * (1 + rnd.nextInt(72));
        String feature = rnd.nextInt(4) == 0 ? "ib" : rnd.nextInt(8) == 0 ? "bigmem" : null;
        Predicate<Node> filter = feature == null ? x -> true : x -> x.features().contains(feature);
        Map<String, AclAffinity> admitted = new HashMap<>();
        for (int r = 0; r < reservations; r++) {
            AclAffinity x = AFFINITIES[rnd.nextInt(AFFINITIES.length)];
            if (x != null) {
                admitted.put("res" + r, x);
            }
        }
        return new Request("q", "u" + rnd.nextInt(3), tasks, per, wall, nodes, ppn, rnd.nextBoolean(), filter,
                res -> Optional.ofNullable(admitted.get(res.id())),
                NodeAllocationPolicies.policy(POLICIES[rnd.nextInt(POLICIES.length)]));
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
                slack += a.blockProcs.get(r);
            }
        }
        long need = q.procs() - slack;
        long duration = q.walltime() > 0 ? q.walltime() : Times.INFINITY;
        long t = from;
        int scans = 0;
        while (t != Times.INFINITY) {
            long cand = a.total.nextRun(t, duration, need);
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
            t = a.total.nextChangeAfter(cand);
        }
        return Optional.empty();
    }
}
