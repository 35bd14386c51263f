package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Node;

import java.util.List;

/**
 * Each node's position by name, the first node of a name winning. An availability is built at
 * every iteration (the simulator's tens of thousands a run) and every running job's hosts are
 * looked up in it, so this is two flat arrays probed linearly rather than a map of boxed
 * positions: building it allocates three objects instead of one per node.
 *
 * <p>A slot is the top bits of the name's hash times the golden ratio (Fibonacci hashing): names
 * like {@code node001 ... node256} have hashes that differ by 1, 31 and 961 per digit, which the
 * low bits of the hash folded once spread over overlapping runs of slots (4 probes per lookup at
 * 256 nodes, 6.4 at 10,000: every running job's every host, at every event); the product spreads
 * them to about 1.3.
 */
final class NodeIndex {

    private final String[] names;
    private final int[] positions;
    private final int mask;
    /** 32 less the table's bits: the product's top bits pick the slot. */
    private final int shift;

    NodeIndex(List<Node> nodes) {
        int capacity = Integer.highestOneBit(Math.max(4, nodes.size() * 2 - 1)) << 1;
        names = new String[capacity];
        positions = new int[capacity];
        mask = capacity - 1;
        shift = Integer.numberOfLeadingZeros(capacity) + 1;
        for (int i = 0; i < nodes.size(); i++) {
            add(nodes.get(i).name(), i);
        }
    }

    /**
     * Puts {@code name} at {@code position} unless an earlier node has that name. A probe of its
     * own, not {@link #slot}'s: a lookup of a node's name hardly ever meets an empty slot, an
     * insertion always does, and a run's first index is built while {@code slot} is interpreted,
     * so the JIT compiled {@code slot} from lookups alone and it trapped at the next run's first
     * build (JFR: {@code unstable_if} at its null test, at the second run's first event).
     */
    private void add(String name, int position) {
        int slot = home(name);
        while (names[slot] != null) {
            if (names[slot].equals(name)) {
                return;
            }
            slot = (slot + 1) & mask;
        }
        names[slot] = name;
        positions[slot] = position;
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
        int slot = home(name);
        while (names[slot] != null && !names[slot].equals(name)) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /** The slot a probe for {@code name} starts at. */
    private int home(String name) {
        return (name.hashCode() * 0x9E3779B9) >>> shift;
    }
}
