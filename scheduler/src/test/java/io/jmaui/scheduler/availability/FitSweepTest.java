package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
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
 * without EXACTNODE, job reservations held later, admin reservations with every affinity, and
 * placements committed between requests so the change points are rebuilt.
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
            Set<String> f = rnd.nextInt(3) == 0 ? Set.of("ib", "bigmem") : rnd.nextBoolean() ? Set.of("ib") : Set.of();
            nodes.add(Node.idle("n" + i, procs).withConfigured(new Resources(procs, 1024L * (1 + rnd.nextInt(32)), 0, 0))
                    .withFeatures(f));
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
            Optional<Placement> expected = fullScan(a, q, Math.max(from, NOW));
            Optional<Placement> got = a.earliest(q, from);
            assertEquals(expected, got, "seed " + seed + " request " + k + ": " + q);
            if (got.isPresent() && rnd.nextBoolean()) {
                a.commit(q, got.get());
            }
        }
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

    /** The search before the sweep: the node scan at every candidate time the aggregate allows. */
    private Optional<Placement> fullScan(Availability a, Request q, long from) {
        Search search = new Search(a);
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
            List<String> hosts = search.fitAt(q, cand, acc, null);
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
