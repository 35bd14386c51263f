package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Node;

import java.util.List;

/**
 * Each node's position by name, the first node of a name winning. An availability is built at
 * every iteration (the simulator's tens of thousands a run) and every running job's hosts are
 * looked up in it, so this is two flat arrays probed linearly rather than a map of boxed
 * positions: building it allocates three objects instead of one per node.
 */
final class NodeIndex {

    private final String[] names;
    private final int[] positions;
    private final int mask;

    NodeIndex(List<Node> nodes) {
        int capacity = Integer.highestOneBit(Math.max(4, nodes.size() * 2 - 1)) << 1;
        names = new String[capacity];
        positions = new int[capacity];
        mask = capacity - 1;
        for (int i = 0; i < nodes.size(); i++) {
            String name = nodes.get(i).name();
            int slot = slot(name);
            if (names[slot] == null) {
                names[slot] = name;
                positions[slot] = i;
            }
        }
    }

    /** The position of node {@code name}, or -1 when no node has that name. */
    int of(String name) {
        if (name == null) {
            return -1;
        }
        int slot = slot(name);
        return names[slot] == null ? -1 : positions[slot];
    }

    /** Where {@code name} is, or the empty slot where it would go. */
    private int slot(String name) {
        int h = name.hashCode();
        int slot = (h ^ (h >>> 16)) & mask;
        while (names[slot] != null && !names[slot].equals(name)) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }
}
