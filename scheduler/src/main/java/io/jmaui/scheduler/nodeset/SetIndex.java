package io.jmaui.scheduler.nodeset;

import io.jmaui.scheduler.allocation.NodeGroups;
import io.jmaui.scheduler.model.Node;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.ToLongFunction;

/**
 * Which node sets each node of an iteration's node list is in, worked out once per node list
 * rather than once per search: the sets in order (NODESETLIST's, else every value the nodes have:
 * features alphabetically, numbers ascending) and each node's sets by index. A search then files
 * its feasible nodes under their sets by index; the sets it sees are those of the feasible nodes,
 * in the same order, as guide 8.3's per-job sets are.
 *
 * @param keys    each set's attribute value, in order
 * @param numbers each set's numeric base value (0 for FEATURE sets)
 * @param members each node's sets
 */
record SetIndex(List<String> keys, long[] numbers, NodeGroups members) {

    /** The sets of {@code spec} over {@code nodes}; {@code numeric} are NODESETLIST's numbers. */
    static SetIndex of(NodeSetSpec spec, List<Long> numeric, ToLongFunction<Node> procSpeed, List<Node> nodes) {
        int[][] byNode = new int[nodes.size()][];
        return switch (spec.attribute()) {
            case FEATURE -> features(spec, nodes, byNode);
            case PROCSPEED, MEMORY -> numbers(spec, numeric, procSpeed, nodes, byNode);
            case NETWORK -> new SetIndex(List.of(), new long[0], new NodeGroups(nodes, 0, byNode));
        };
    }

    private static SetIndex features(NodeSetSpec spec, List<Node> nodes, int[][] byNode) {
        List<String> keys = spec.values();
        if (keys.isEmpty()) {
            TreeSet<String> all = new TreeSet<>();
            nodes.forEach(n -> all.addAll(n.features()));
            keys = List.copyOf(all);
        } else {
            keys = List.copyOf(new LinkedHashSet<>(keys));
        }
        Map<String, Integer> id = new HashMap<>(keys.size() * 2);
        for (int k = 0; k < keys.size(); k++) {
            id.put(keys.get(k), k);
        }
        for (int i = 0; i < byNode.length; i++) {
            int[] in = null;
            for (String f : nodes.get(i).features()) {
                Integer k = id.get(f);
                if (k != null) {
                    in = add(in, k);
                }
            }
            byNode[i] = in;
        }
        return new SetIndex(keys, new long[keys.size()], new NodeGroups(nodes, keys.size(), byNode));
    }

    private static SetIndex numbers(NodeSetSpec spec, List<Long> numeric, ToLongFunction<Node> procSpeed,
                                    List<Node> nodes, int[][] byNode) {
        boolean speed = spec.attribute() == NodeSetAttribute.PROCSPEED;
        List<Long> keys = numeric;
        if (keys.isEmpty() && spec.values().isEmpty()) {
            TreeSet<Long> all = new TreeSet<>();
            nodes.forEach(n -> all.add(speed ? procSpeed.applyAsLong(n) : n.configured().memMb()));
            all.remove(0L);
            keys = List.copyOf(all);
        }
        long[] base = new long[keys.size()];
        List<String> labels = new ArrayList<>(keys.size());
        for (int k = 0; k < base.length; k++) {
            base[k] = keys.get(k);
            labels.add(Long.toString(base[k]));
        }
        double tolerance = speed ? spec.tolerance() : 0;
        for (int i = 0; i < byNode.length; i++) {
            Node n = nodes.get(i);
            long v = speed ? procSpeed.applyAsLong(n) : n.configured().memMb();
            int[] in = null;
            for (int k = 0; k < base.length; k++) {
                if (inSet(v, base[k], tolerance)) {
                    in = add(in, k);
                }
            }
            byNode[i] = in;
        }
        return new SetIndex(labels, base, new NodeGroups(nodes, base.length, byNode));
    }

    /** Whether a node of value {@code v} is in the set based at {@code k}: equal, or within {@code tolerance} above it. */
    static boolean inSet(long v, long k, double tolerance) {
        if (v <= 0) {
            return false;
        }
        if (tolerance > 0) {
            return v >= k && (double) (v - k) / k <= tolerance + 1e-12;
        }
        return v == k;
    }

    private static int[] add(int[] in, int k) {
        if (in == null) {
            return new int[] {k};
        }
        for (int x : in) {
            if (x == k) {
                return in;
            }
        }
        int[] out = java.util.Arrays.copyOf(in, in.length + 1);
        out[in.length] = k;
        java.util.Arrays.sort(out);
        return out;
    }
}
