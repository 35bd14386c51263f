package io.jmaui.scheduler.nodeset;

import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.model.Node;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.ToLongFunction;

/**
 * One job's node sets over the nodes able to take its tasks (guide 8.3): the sets are built from
 * those nodes alone ("node sets are a dynamic construct, created on a per job basis and built only
 * of nodes which meet all of the job's requirements"), then ONEOF keeps the best set that holds the
 * job by NODESETPRIORITYTYPE, FIRSTOF the first in order, ANYOF every node in some set. A node in
 * no set is never used. The candidates kept stay in the order the allocation policy gave them.
 */
public final class NodeSetSelection implements ResourceSets {

    private final NodeSetSpec spec;
    private final ToLongFunction<Node> procSpeed;
    private final List<Long> numericValues;

    NodeSetSelection(NodeSetSpec spec, ToLongFunction<Node> procSpeed) {
        this.spec = spec;
        this.procSpeed = procSpeed;
        List<Long> nums = new ArrayList<>();
        if (spec.attribute().numeric()) {
            for (String v : spec.values()) {
                try {
                    nums.add(Long.parseLong(v.strip()));
                } catch (NumberFormatException e) {
                    // not a number: names no set (the configuration check reports it)
                }
            }
        }
        this.numericValues = List.copyOf(nums);
    }

    public NodeSetSpec spec() {
        return spec;
    }

    @Override
    public boolean active() {
        return true;
    }

    @Override
    public long delay() {
        return spec.delay();
    }

    /** One set: its value and the candidates in it, in the order given. */
    private record NodeSet(String key, long number, List<NodeCandidate> members) {

        long freeTasks() {
            long t = 0;
            for (NodeCandidate c : members) {
                t += c.tasks();
            }
            return t;
        }
    }

    @Override
    public List<NodeCandidate> select(List<NodeCandidate> feasible, Shape shape) {
        List<NodeSet> sets = sets(feasible);
        if (spec.policy() == NodeSetPolicy.ANYOF) {
            Set<NodeCandidate> in = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
            sets.forEach(s -> in.addAll(s.members()));
            List<NodeCandidate> union = new ArrayList<>(in.size());
            for (NodeCandidate c : feasible) {
                if (in.contains(c)) {
                    union.add(c);
                }
            }
            return shape.heldBy(union) ? union : null;
        }
        NodeSet best = null;
        long bestValue = 0;
        for (NodeSet s : sets) {
            if (!shape.heldBy(s.members())) {
                continue;
            }
            if (spec.policy() == NodeSetPolicy.FIRSTOF) {
                return s.members();
            }
            long v = value(s, shape.tasks());
            if (best == null || v > bestValue) {
                best = s;
                bestValue = v;
            }
        }
        return best == null ? null : best.members();
    }

    /**
     * How good a set is under NODESETPRIORITYTYPE, higher better; equal values keep the earlier
     * set (the first in order wins where the attribute gives nothing to compare).
     */
    private long value(NodeSet s, int tasks) {
        return switch (spec.priority()) {
            case BESTFIT -> -s.freeTasks();
            case WORSTFIT -> s.freeTasks();
            case BESTRESOURCE -> spec.attribute().numeric() ? s.number() : 0;
            case MINLOSS -> spec.attribute() == NodeSetAttribute.PROCSPEED && spec.tolerance() > 0 ? -loss(s, tasks) : 0;
        };
    }

    /**
     * Processor speed wasted when the job's tasks run at the set's base speed (Maui's MinSetLoss):
     * tasks are taken from the slowest nodes up, each losing its speed above the base.
     */
    private long loss(NodeSet s, int tasks) {
        List<NodeCandidate> bySpeed = new ArrayList<>(s.members());
        bySpeed.sort((a, b) -> Long.compare(procSpeed.applyAsLong(a.node()), procSpeed.applyAsLong(b.node())));
        long loss = 0;
        int left = tasks;
        for (NodeCandidate c : bySpeed) {
            int take = Math.min(c.tasks(), left);
            loss += (procSpeed.applyAsLong(c.node()) - s.number()) * take;
            left -= take;
            if (left <= 0) {
                break;
            }
        }
        return loss;
    }

    /** The sets over {@code feasible}, in order: NODESETLIST's, else every value they have. */
    private List<NodeSet> sets(List<NodeCandidate> feasible) {
        List<NodeSet> out = new ArrayList<>();
        switch (spec.attribute()) {
            case FEATURE -> {
                List<String> keys = spec.values();
                if (keys.isEmpty()) {
                    TreeSet<String> all = new TreeSet<>();
                    feasible.forEach(c -> all.addAll(c.node().features()));
                    keys = List.copyOf(all);
                }
                // one pass over the candidates, each filed under the sets its features name
                Map<String, List<NodeCandidate>> byKey = new HashMap<>(keys.size() * 2);
                for (String k : keys) {
                    byKey.putIfAbsent(k, new ArrayList<>());
                }
                for (NodeCandidate c : feasible) {
                    for (String f : c.node().features()) {
                        List<NodeCandidate> m = byKey.get(f);
                        if (m != null) {
                            m.add(c);
                        }
                    }
                }
                for (String k : keys) {
                    out.add(new NodeSet(k, 0, byKey.get(k)));
                }
            }
            case PROCSPEED, MEMORY -> {
                List<Long> keys = numericValues;
                if (keys.isEmpty() && spec.values().isEmpty()) {
                    TreeSet<Long> all = new TreeSet<>();
                    feasible.forEach(c -> all.add(number(c.node())));
                    all.remove(0L);
                    keys = List.copyOf(all);
                }
                for (long k : keys) {
                    List<NodeCandidate> m = new ArrayList<>();
                    for (NodeCandidate c : feasible) {
                        if (inSet(number(c.node()), k)) {
                            m.add(c);
                        }
                    }
                    out.add(new NodeSet(Long.toString(k), k, m));
                }
            }
            case NETWORK -> {
                // TORQUE reports no network interfaces: no node is in a network set
            }
        }
        return out;
    }

    /** The node's value of a numeric attribute; 0 when unknown. */
    private long number(Node n) {
        return spec.attribute() == NodeSetAttribute.PROCSPEED ? procSpeed.applyAsLong(n) : n.configured().memMb();
    }

    /** Whether a node of value {@code v} is in the set based at {@code k}: equal, or within NODESETTOLERANCE above it. */
    private boolean inSet(long v, long k) {
        if (v <= 0) {
            return false;
        }
        if (spec.attribute() == NodeSetAttribute.PROCSPEED && spec.tolerance() > 0) {
            return v >= k && (double) (v - k) / k <= spec.tolerance() + 1e-12;
        }
        return v == k;
    }

    @Override
    public String toString() {
        return spec.policy() + ":" + spec.attribute() + (spec.values().isEmpty() ? "" : ":" + String.join(",", spec.values()));
    }
}
