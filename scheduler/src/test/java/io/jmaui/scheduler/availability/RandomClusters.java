package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAccessPolicy;
import io.jmaui.scheduler.allocation.NodeAllocationPolicies;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Node;
import io.jmaui.scheduler.model.Reservation;
import io.jmaui.scheduler.model.ReservationType;
import io.jmaui.scheduler.model.Resources;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Predicate;

/**
 * Random busy clusters and requests for the searches' equivalence tests: nodes of 1 to 16 procs
 * with memory, features, switches, two partitions and priorities; running jobs (some past their
 * walltime, some without one, some on two nodes); every access policy; admin reservations (some
 * started, some later); job reservations held later.
 */
final class RandomClusters {

    static final long NOW = 1_700_000_000L;
    private static final String[] POLICIES = {"FIRSTAVAILABLE", "LASTAVAILABLE", "MINRESOURCE", "CPULOAD", "PRIORITY"};
    private static final AclAffinity[] AFFINITIES = {null, AclAffinity.POSITIVE, AclAffinity.NEGATIVE, AclAffinity.NEUTRAL};

    /** An availability at {@link #NOW} over {@code nodes} nodes n0.., with admin reservations res0... */
    record Cluster(Availability a, int nodes, int reservations) {
    }

    private RandomClusters() {
    }

    /**
     * Two availabilities alike at {@link #NOW}, each built from a base of its own ({@code key}: the
     * config object both carry), for a test that takes one down a plain path and compares them.
     */
    static Availability[] twins(List<Node> nodes, List<Job> jobs, Setup setup, Object key) {
        Availability[] twins = new Availability[2];
        for (int t = 0; t < 2; t++) {
            Availability first = Availability.of(nodes, jobs, NOW, setup, null, key);
            twins[t] = Availability.of(nodes, jobs, NOW, setup, first.base(), key);
        }
        return twins;
    }

    static Cluster cluster(SplittableRandom rnd) {
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
        return new Cluster(a, n, reservations);
    }

    /**
     * A request of 1 to 48 tasks (or nodes=N:ppn=P), some asking memory, a feature, two procs a
     * task or no walltime, admitted to each reservation with a random affinity or not at all,
     * under a random allocation policy.
     */
    static Request request(SplittableRandom rnd, int reservations) {
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
}
