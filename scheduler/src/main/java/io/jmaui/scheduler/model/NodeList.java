package io.jmaui.scheduler.model;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An unmodifiable list of nodes kept in chunks of {@value #CHUNK} that the lists made from it share:
 * what a {@link Snapshot} and an availability keep their nodes in. An event of a simulation changes
 * the nodes of the jobs that started and ended, a few of thousands, yet a flat list had to be copied
 * whole at every event (4,096 nodes: 7 % of a run was {@code List.of}'s copy), and every stage that
 * carries something between iterations walked both lists to find the few positions that changed
 * (another 6 %). Here a list made {@link #with} a few nodes replaced copies the chunk index and the
 * chunks changed; {@link #differences} skips every chunk the two lists share (the same array object,
 * never written once the list is made, so the same nodes): the work follows what changed. A list
 * keeps no reference to the list it was made from, only to the chunks they share.
 *
 * <p>One class for every node list a snapshot holds, whoever made it (the daemon's are copied in,
 * as {@code List.copyOf} copied them): equality and hash are {@link List}'s.
 */
public final class NodeList extends AbstractList<Node> implements RandomAccess {

    private static final int SHIFT = 5;
    static final int CHUNK = 1 << SHIFT;
    private static final int MASK = CHUNK - 1;
    private static final int[] NONE = new int[0];

    /**
     * Every chunk of {@link #CHUNK} nodes but the last full; never written once the list is made.
     * Node arrays, not Object arrays: a read needs no cast, which C1's code profiles at every read
     * (three times {@code ListN.get}'s time in a walk of every node).
     */
    private final Node[][] chunks;
    private final int size;

    private NodeList(Node[][] chunks, int size) {
        this.chunks = chunks;
        this.size = size;
    }

    /** {@code list} itself when it is one already, else a copy; null elements are refused as {@code List.copyOf} does. */
    public static NodeList copyOf(List<? extends Node> list) {
        if (list instanceof NodeList l) {
            return l;
        }
        Object[] all = list.toArray();
        int n = all.length;
        Node[][] chunks = new Node[(n + MASK) >>> SHIFT][];
        for (int c = 0; c < chunks.length; c++) {
            int from = c << SHIFT;
            Node[] chunk = new Node[Math.min(CHUNK, n - from)];
            for (int k = 0; k < chunk.length; k++) {
                chunk[k] = (Node) Objects.requireNonNull(all[from + k]);
            }
            chunks[c] = chunk;
        }
        return new NodeList(chunks, n);
    }

    /**
     * This list with {@code values[m]} at {@code positions[m]} for each m below {@code count}: the
     * chunks holding a position whose node is another object copied, the rest shared. This list
     * itself when every value is the node already there.
     */
    public NodeList with(int[] positions, int count, Object[] values) {
        Node[][] out = null;
        for (int m = 0; m < count; m++) {
            int p = positions[m];
            Node v = (Node) Objects.requireNonNull(values[m]);
            int c = p >>> SHIFT;
            Node[] chunk = out == null ? chunks[c] : out[c];
            if (chunk[p & MASK] == v) {
                continue;
            }
            if (out == null) {
                out = new Node[chunks.length][];
                System.arraycopy(chunks, 0, out, 0, chunks.length);
            }
            if (chunk == chunks[c]) { // not copied yet for this list
                Node[] copy = new Node[chunk.length];
                System.arraycopy(chunk, 0, copy, 0, chunk.length);
                out[c] = copy;
                chunk = copy;
            }
            chunk[p & MASK] = v;
        }
        return out == null ? this : new NodeList(out, size);
    }

    /**
     * The positions at which {@code other} holds another object than this list, in increasing
     * order, in an array of their number; null when the two differ in size. Only the chunks the two
     * do not share are read.
     */
    public int[] differences(NodeList other) {
        if (other.size != size) {
            return null;
        }
        int[] at = NONE;
        int count = 0;
        for (int c = 0; c < chunks.length; c++) {
            Node[] a = chunks[c];
            Node[] b = other.chunks[c];
            if (a == b) {
                continue;
            }
            for (int k = 0; k < a.length; k++) {
                if (a[k] != b[k]) {
                    if (count == at.length) {
                        int[] grown = new int[Math.max(8, count * 2)];
                        System.arraycopy(at, 0, grown, 0, count);
                        at = grown;
                    }
                    at[count++] = (c << SHIFT) + k;
                }
            }
        }
        if (count == at.length) {
            return at;
        }
        int[] exact = new int[count];
        System.arraycopy(at, 0, exact, 0, count);
        return exact;
    }

    /**
     * The arrays' own bounds checks, as {@link FixedList#get}: an index past the end is past the
     * last chunk's length or past the chunk index (the last chunk holds only the nodes left).
     */
    @Override
    public Node get(int index) {
        return chunks[index >>> SHIFT][index & MASK];
    }

    @Override
    public int size() {
        return size;
    }

    /** One copy per chunk, not AbstractCollection's walk with an iterator. */
    @Override
    public Object[] toArray() {
        Object[] out = new Object[size];
        for (int c = 0; c < chunks.length; c++) {
            System.arraycopy(chunks[c], 0, out, c << SHIFT, chunks[c].length);
        }
        return out;
    }
}
