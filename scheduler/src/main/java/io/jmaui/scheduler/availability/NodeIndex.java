package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.FixedList;
import io.jmaui.scheduler.model.Node;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
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
    /**
     * Each node's name by position: a job reservation's hosts on a machine of thousands of nodes are
     * thousands of names per event, and a name read through the node list (its chunk, the node, its
     * name) was three dependent loads each. An availability built on a carried base takes its index,
     * and a base serves only the same names at the same positions ({@link AvailabilityBase#diff}).
     */
    private final String[] byPosition;
    private final int mask;
    /** 32 less the table's bits: the product's top bits pick the slot. */
    private final int shift;
    /**
     * The last few host lists {@link #hosts} resolved, the latest first: an index serves every
     * build on a carried base, and a standing reservation locked on whole hosts is placed with the
     * very same list at every one. A cache of an immutable list's answer in this immutable index
     * (the same list reads the same names here, whatever the snapshot): one array behind a volatile
     * field, which concurrent callers at worst resolve twice.
     */
    private volatile Hosts[] resolved = new Hosts[0];
    private static final int RESOLVED = 4;

    /**
     * The nodes of a host list: each node it names, once, in the order first named ({@code at}),
     * and the names that found them ({@code named}: {@code list} itself when every name is found
     * once).
     */
    record Hosts(FixedList<String> list, int[] at, List<String> named) {
    }

    NodeIndex(List<Node> nodes) {
        int capacity = Integer.highestOneBit(Math.max(4, nodes.size() * 2 - 1)) << 1;
        names = new String[capacity];
        positions = new int[capacity];
        mask = capacity - 1;
        shift = Integer.numberOfLeadingZeros(capacity) + 1;
        byPosition = new String[nodes.size()];
        for (int i = 0; i < nodes.size(); i++) {
            byPosition[i] = nodes.get(i).name();
            add(byPosition[i], i);
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

    /** The name of the node at position {@code i}. */
    String name(int i) {
        return byPosition[i];
    }

    /** The position of node {@code name}, or -1 when no node has that name. */
    int of(String name) {
        if (name == null) {
            return -1;
        }
        int slot = slot(name);
        return names[slot] == null ? -1 : positions[slot];
    }

    /**
     * The nodes {@code hosts} names ({@link Hosts}), as a walk of the names with {@link #of} finds
     * them, a name found again or unknown left out; resolved once per list object while it is among
     * the last few asked. A standing reservation on four hosts looked each up by name at every
     * event (under one SRCFG, with the list of the hosts found and its compare with the
     * reservation's, a percent of an HPC2N run).
     */
    Hosts hosts(FixedList<String> hosts) {
        Hosts[] known = resolved;
        for (Hosts h : known) {
            if (h.list() == hosts) {
                return h;
            }
        }
        int[] at = new int[hosts.size()];
        int found = 0;
        BitSet taken = new BitSet();
        List<String> named = new ArrayList<>(hosts.size());
        for (String h : hosts) {
            int i = of(h);
            if (i >= 0 && !taken.get(i)) {
                taken.set(i);
                at[found++] = i;
                named.add(h);
            }
        }
        Hosts h = new Hosts(hosts, Arrays.copyOf(at, found), found == hosts.size() ? hosts : FixedList.copyOf(named));
        Hosts[] kept = new Hosts[Math.min(RESOLVED, known.length + 1)];
        kept[0] = h;
        System.arraycopy(known, 0, kept, 1, kept.length - 1);
        resolved = kept;
        return h;
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
