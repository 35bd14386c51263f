package io.jmaui.scheduler.allocation;

import io.jmaui.scheduler.model.Node;

import java.util.List;

/**
 * A {@link ResourceSets} constraint laid over one node list once: the groups a request's tasks must
 * all come from (a node set, a partition, a node set inside a partition), each node's groups by
 * its index. A node in no group is never used. Searches count a request's room per group, so a
 * time at which no group holds the request is skipped, and only nodes of groups that may hold it
 * are looked at; the groups are built once per node list, not per search.
 */
public final class NodeGroups {

    private static final int[] NONE = new int[0];

    private final List<Node> nodes;
    private final int count;
    private final int[][] byNode;
    /** Each group's nodes by ascending index, built on first use. */
    private int[][] members;

    /**
     * @param nodes  the node list the indices refer to
     * @param count  how many groups there are
     * @param byNode per node index, the groups it is in (null or empty: none)
     */
    public NodeGroups(List<Node> nodes, int count, int[][] byNode) {
        this.nodes = nodes;
        this.count = count;
        this.byNode = byNode;
        for (int i = 0; i < byNode.length; i++) {
            if (byNode[i] == null) {
                byNode[i] = NONE;
            }
        }
    }

    /** How many groups there are. */
    public int count() {
        return count;
    }

    /** The groups node {@code i} is in, ascending (empty when none). */
    public int[] of(int i) {
        return byNode[i];
    }

    /** The nodes of group {@code g}, by ascending index. */
    public int[] members(int g) {
        if (members == null) {
            int[] sizes = new int[count];
            for (int[] in : byNode) {
                for (int x : in) {
                    sizes[x]++;
                }
            }
            int[][] m = new int[count][];
            for (int x = 0; x < count; x++) {
                m[x] = new int[sizes[x]];
                sizes[x] = 0;
            }
            for (int i = 0; i < byNode.length; i++) {
                for (int x : byNode[i]) {
                    m[x][sizes[x]++] = i;
                }
            }
            members = m;
        }
        return members[g];
    }

    /** Whether these groups were built over {@code list} (the same list, not an equal one). */
    public boolean over(List<Node> list) {
        return nodes == list;
    }

    /** Whether candidate {@code c}'s index refers to its own node in the list these groups were built over. */
    public boolean covers(NodeCandidate c) {
        return c.index() >= 0 && c.index() < byNode.length && nodes.get(c.index()) == c.node();
    }
}
