package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.allocation.NodeAllocationPolicy;
import io.jmaui.scheduler.allocation.NodeGroups;
import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Resources;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The node scan of a request kept to groups (node sets, partitions; guide 8.3, 7.2) whose first
 * group in order that holds it is the one kept ({@link ResourceSets#firstGroupWins}): one group
 * at a time, each group's nodes in the order the plain scan sees them, stopping at the first
 * group that holds the request. The plain scan looks at every feasible node of every group
 * before choosing; this finds the same hosts after looking at the groups up to the chosen one:
 * ranking and selection are per candidate, so a group's candidates rank among themselves as
 * among all.
 */
final class GroupedFit {

    private final Search search;
    /**
     * Per static node order, its nodes bucketed by group (for the last groups seen with it). Sized
     * for an order or two: one is made with every availability, at every event of a simulation,
     * and the default size was a table of 64 slots, most never used (so are NodeOrders' maps).
     */
    private final Map<int[], Bucketed> buckets = new IdentityHashMap<>(2);

    private record Bucketed(NodeGroups groups, int[][] byGroup) {
    }

    GroupedFit(Search search) {
        this.search = search;
    }

    /**
     * One host per task for q over [t, end) from the first group that holds it, or null. Each
     * group's nodes are scanned in the order {@link Search#fitAt} scans all nodes (its three
     * cases), so a group's candidates come out as they would among all of them.
     */
    List<String> fit(Request q, long t, long end, AclAffinity[] acc, Map<Integer, Resources> taken, FitSweep sweep,
                     NodeGroups groups, boolean dynamic, boolean startsNow) {
        Availability a = search.availability();
        NodeAllocationPolicy policy = q.policy();
        boolean indexOrder = search.indexOrder(policy);
        boolean laterFirst = dynamic && startsNow && !Search.anyAccess(acc);
        int passes = !laterFirst && startsNow && indexOrder && Search.anyRanked(acc) ? 3 : 1;
        int[][] byOrder = startsNow && indexOrder ? null : bucket(search.orders.order(policy, acc, q.perTask().gpus()), groups);
        for (int g = 0; g < groups.count(); g++) {
            CandidateScan scan = new CandidateScan(search, q, t, end, acc, dynamic, startsNow, taken, sweep);
            int[] members = byOrder == null ? groups.members(g) : byOrder[g];
            if (laterFirst) {
                // nodes held later first, then the rest in the policy's order
                for (int i : groups.members(g)) {
                    if (a.laterHold.get(i)) {
                        scan.consider(i);
                    }
                }
                for (int i : members) {
                    if (!a.laterHold.get(i)) {
                        scan.consider(i);
                    }
                }
            } else {
                for (int pass = 0; pass < passes; pass++) {
                    for (int i : members) {
                        if (passes == 1 || search.pass(i, acc) == pass) {
                            scan.consider(i);
                        }
                    }
                }
            }
            List<String> hosts = HostChoice.choose(search, q, scan, dynamic, startsNow, acc, taken);
            scan.release(); // the hosts are a copy
            if (hosts != null) {
                return hosts;
            }
        }
        return null;
    }

    private int[][] bucket(int[] order, NodeGroups groups) {
        Bucketed b = buckets.get(order);
        if (b != null && b.groups() == groups) {
            return b.byGroup();
        }
        int[] sizes = new int[groups.count()];
        for (int i : order) {
            for (int g : groups.of(i)) {
                sizes[g]++;
            }
        }
        int[][] out = new int[groups.count()][];
        for (int g = 0; g < out.length; g++) {
            out[g] = new int[sizes[g]];
            sizes[g] = 0;
        }
        for (int i : order) {
            for (int g : groups.of(i)) {
                out[g][sizes[g]++] = i;
            }
        }
        buckets.put(order, new Bucketed(groups, out));
        return out;
    }
}
