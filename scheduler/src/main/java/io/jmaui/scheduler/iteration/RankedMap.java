package io.jmaui.scheduler.iteration;

import java.util.AbstractMap;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * A map by job id the iteration fills for its result and hands over, read-only from then on: keys
 * and values in two arrays in the order they were added (the queue's priority order), found
 * through an open-addressed table of their positions. 100,000 reasons cost three arrays instead
 * of 100,000 linked entries, which the daemon keeps as long as it shows the last iteration (each
 * one a tenth of an iteration's result to build, and old-generation garbage after). Adding a key
 * already there replaces its value in place, as a {@link java.util.LinkedHashMap} does. A key the
 * caller knows is new is appended without the table ({@link #append}): the result's reasons are
 * 100,000 distinct ids that the daemon's comments read in order, not by id, and hashing them at
 * every iteration was 5 % of the core at 100,000 jobs (JFR, ScaleShape); the table is built on the
 * first look-up, by whichever thread asks (each builds the same one). The daemon's poll keeps each
 * job's comment in one as well (a HashMap of 100,000 entries per poll was 4.5 % of its iteration).
 * A map made {@link #keyedBy} takes values by source ({@link #appendFrom}) and reads a key from its
 * source only when it is first read: the result's 90,000 reasons are appended in rank order, and
 * reading each ranked job's id there touched every job object in an order unlike the one they lie
 * in (the result stage's whole cost, ScaleShape), while the comments read the first 500.
 */
public final class RankedMap<V> extends AbstractMap<String, V> {

    private String[] keys;
    private Object[] values;
    private int size;
    /** The key of each source, for positions appended from one ({@link #appendFrom}); null in a map of given keys. */
    private final IntFunction<String> keyOf;
    /** The source each position was appended from, where its key is not read yet; null in a map of given keys. */
    private int[] sources;
    /** Position + 1 of the key hashed to each slot, 0 for none; at most half full. Null until looked up. */
    private volatile int[] table;

    public RankedMap(int expected) {
        this(expected, null);
    }

    private RankedMap(int expected, IntFunction<String> keyOf) {
        int cap = Math.max(4, expected);
        keys = new String[cap];
        values = new Object[cap];
        this.keyOf = keyOf;
        this.sources = keyOf == null ? null : new int[cap];
    }

    /**
     * An empty map whose values are appended by source ({@link #appendFrom}), {@code keyOf} giving
     * each source's key (distinct keys for distinct sources). It may be called on any thread that
     * reads the map, once or more per source: it must give the same key each time.
     */
    public static <V> RankedMap<V> keyedBy(int expected, IntFunction<String> keyOf) {
        return new RankedMap<>(expected, java.util.Objects.requireNonNull(keyOf));
    }

    /** Adds {@code key} (not null) with {@code value}, or replaces the value it has. */
    public void add(String key, V value) {
        int[] index = index();
        int t = probe(index, key);
        if (index[t] != 0) {
            values[index[t] - 1] = value;
            return;
        }
        if (size == keys.length) {
            grow();
            index = index();
            t = probe(index, key);
        }
        keys[size] = key;
        values[size] = value;
        index[t] = ++size;
    }

    /** Adds {@code key} (not null), which the map does not hold yet, with {@code value}; no hashing until a look-up. */
    public void append(String key, V value) {
        int i = appended(value); // first: it may grow the arrays
        keys[i] = key;
    }

    /**
     * Adds {@code value} under the key of {@code source} (a map {@link #keyedBy}), a source not
     * appended yet; the key is not read until the map's keys are.
     */
    public void appendFrom(int source, V value) {
        int i = appended(value); // first: it may grow the arrays
        sources[i] = source;
    }

    /** Appends {@code value} at a new last position, whose key the caller gives; returns the position. */
    private int appended(V value) {
        if (size == keys.length) {
            grow();
        }
        values[size] = value;
        table = null;
        return size++;
    }

    /**
     * The key at position {@code i}, read from its source the first time. Threads reading the map
     * at once may each read it and store it: the same String, so either store serves.
     */
    private String key(int i) {
        String k = keys[i];
        if (k == null) {
            k = keyOf.apply(sources[i]);
            keys[i] = k;
        }
        return k;
    }

    private int find(Object key) {
        if (!(key instanceof String k)) {
            return -1;
        }
        int[] index = index();
        return index[probe(index, k)] - 1;
    }

    /** The table of positions, built on the first look-up after keys were appended. */
    private int[] index() {
        int[] index = table;
        if (index == null) {
            index = new int[tableFor(keys.length)];
            for (int i = 0; i < size; i++) {
                index[probe(index, key(i))] = i + 1; // the keys are distinct: each probe ends at an empty slot
            }
            table = index;
        }
        return index;
    }

    /** The slot of {@code index} that holds {@code key}, or the empty slot where it would go. */
    private int probe(int[] index, String key) {
        int mask = index.length - 1;
        int t = slot(key, mask);
        while (index[t] != 0 && !key(index[t] - 1).equals(key)) {
            t = (t + 1) & mask;
        }
        return t;
    }

    @Override
    @SuppressWarnings("unchecked")
    public V get(Object key) {
        int i = find(key);
        return i < 0 ? null : (V) values[i];
    }

    @Override
    public boolean containsKey(Object key) {
        return find(key) >= 0;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Set<Map.Entry<String, V>> entrySet() {
        return new PositionEntries<>(this::size, i -> new SimpleImmutableEntry<>(key(i), (V) values[i]));
    }

    private void grow() {
        int cap = keys.length * 2;
        keys = Arrays.copyOf(keys, cap);
        values = Arrays.copyOf(values, cap);
        if (sources != null) {
            sources = Arrays.copyOf(sources, cap);
        }
        table = null; // built again for the larger arrays on the next look-up
    }

    /** A power of two at least twice {@code cap}. */
    private static int tableFor(int cap) {
        return Integer.highestOneBit(cap * 2 - 1) << 1;
    }

    /** The key's first slot: its hash spread over the high bits, as ids differ mostly in their last digits. */
    private static int slot(String key, int mask) {
        int h = key.hashCode() * 0x9E3779B9;
        return (h ^ (h >>> 16)) & mask;
    }
}
