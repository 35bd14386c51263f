package io.jmaui.scheduler.nodeset;

import io.jmaui.scheduler.allocation.NodeCandidate;
import io.jmaui.scheduler.allocation.NodeGroups;
import io.jmaui.scheduler.allocation.ResourceSets;
import io.jmaui.scheduler.model.Node;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
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
    /** The sets over the node list searched last, built once per list. */
    private SetIndex index;
    private NodeGroups anyOf;

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

    /** FIRSTOF, ANYOF (one group) and a ONEOF whose priority type ranks every set alike ({@link #value}). */
    @Override
    public boolean firstGroupWins() {
        return switch (spec.policy()) {
            case FIRSTOF, ANYOF -> true;
            case ONEOF -> switch (spec.priority()) {
                case BESTFIT, WORSTFIT -> false;
                case BESTRESOURCE -> !spec.attribute().numeric();
                case MINLOSS -> !(spec.attribute() == NodeSetAttribute.PROCSPEED && spec.tolerance() > 0);
            };
        };
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

    /**
     * The sets over {@code feasible}, in order, each with its feasible members: filed by index
     * when the candidates are of the node list last indexed ({@link #groups}), else from their
     * own attributes (as guide 8.3's per-job sets, built of the feasible nodes alone).
     */
    private List<NodeSet> sets(List<NodeCandidate> feasible) {
        SetIndex idx = index;
        boolean byIndex = idx != null;
        for (int k = 0; k < feasible.size() && byIndex; k++) {
            byIndex = idx.members().covers(feasible.get(k));
        }
        if (!byIndex) {
            idx = SetIndex.of(spec, numericValues, procSpeed, feasible.stream().map(NodeCandidate::node).toList());
        }
        @SuppressWarnings("unchecked")
        List<NodeCandidate>[] members = new List[idx.keys().size()];
        for (int k = 0; k < feasible.size(); k++) {
            NodeCandidate c = feasible.get(k);
            for (int g : idx.members().of(byIndex ? c.index() : k)) {
                if (members[g] == null) {
                    members[g] = new ArrayList<>();
                }
                members[g].add(c);
            }
        }
        List<NodeSet> out = new ArrayList<>();
        for (int g = 0; g < members.length; g++) {
            if (members[g] != null) {
                out.add(new NodeSet(idx.keys().get(g), idx.numbers()[g], members[g]));
            }
        }
        return out;
    }

    /**
     * The sets over {@code nodes} as groups: each set for ONEOF and FIRSTOF, one group of every
     * node in some set for ANYOF (its tasks may come from any of them).
     */
    @Override
    public NodeGroups groups(List<Node> nodes) {
        if (index == null || !index.members().over(nodes)) {
            index = SetIndex.of(spec, numericValues, procSpeed, nodes);
            anyOf = null;
        }
        if (spec.policy() != NodeSetPolicy.ANYOF) {
            return index.members();
        }
        if (anyOf == null) {
            int[][] byNode = new int[nodes.size()][];
            int[] one = {0};
            for (int i = 0; i < byNode.length; i++) {
                byNode[i] = index.members().of(i).length > 0 ? one : null;
            }
            anyOf = new NodeGroups(nodes, 1, byNode);
        }
        return anyOf;
    }

    @Override
    public String toString() {
        return spec.policy() + ":" + spec.attribute() + (spec.values().isEmpty() ? "" : ":" + String.join(",", spec.values()));
    }
}
