package io.jmaui.scheduler.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts of generic resources by name (guide 12.4 "node-locked consumable generic resources":
 * {@code NODECFG[titan001] GRES=tape:4}; a job asks per task, 13.3 {@code GRES:tape,matlab@2}):
 * licences, MICs, anything a site names. The GRES part of the one resource vector
 * ({@link Resources}). Immutable; names sorted, no zero counts kept, so two equal amounts are
 * {@code equals}. {@link #NONE} is the common case and every operation on it is a reference
 * comparison, so clusters without generic resources pay nothing for them.
 */
public final class Gres {

    /** No generic resources. */
    public static final Gres NONE = new Gres(new String[0], new long[0]);

    private final String[] names;
    private final long[] counts;

    private Gres(String[] names, long[] counts) {
        this.names = names;
        this.counts = counts;
    }

    /** One resource; NONE for a zero count. */
    public static Gres of(String name, long count) {
        return count == 0 ? NONE : new Gres(new String[] {name}, new long[] {count});
    }

    /** The given counts (zero counts dropped); NONE when nothing is left. */
    public static Gres of(Map<String, Long> counts) {
        TreeMap<String, Long> sorted = new TreeMap<>();
        counts.forEach((k, v) -> {
            if (v != null && v != 0) {
                sorted.put(k, v);
            }
        });
        if (sorted.isEmpty()) {
            return NONE;
        }
        String[] n = new String[sorted.size()];
        long[] c = new long[sorted.size()];
        int i = 0;
        for (Map.Entry<String, Long> e : sorted.entrySet()) {
            n[i] = e.getKey();
            c[i++] = e.getValue();
        }
        return new Gres(n, c);
    }

    public boolean isEmpty() {
        return names.length == 0;
    }

    /** The count of {@code name}, 0 when absent. */
    public long get(String name) {
        int i = Arrays.binarySearch(names, name);
        return i >= 0 ? counts[i] : 0;
    }

    /** Every name with a non-zero count, sorted, with its count. */
    public Map<String, Long> asMap() {
        TreeMap<String, Long> m = new TreeMap<>();
        for (int i = 0; i < names.length; i++) {
            m.put(names[i], counts[i]);
        }
        return Collections.unmodifiableMap(m);
    }

    /** This amount with {@code name} set to {@code count}. */
    public Gres with(String name, long count) {
        TreeMap<String, Long> m = new TreeMap<>(asMap());
        m.put(name, count);
        return of(m);
    }

    public Gres plus(Gres o) {
        if (o.names.length == 0) {
            return this;
        }
        if (names.length == 0) {
            return o;
        }
        return combine(o, 1);
    }

    public Gres minus(Gres o) {
        if (o.names.length == 0) {
            return this;
        }
        return combine(o, -1);
    }

    public Gres times(long n) {
        if (names.length == 0 || n == 1) {
            return this;
        }
        if (n == 0) {
            return NONE;
        }
        long[] c = new long[counts.length];
        for (int i = 0; i < c.length; i++) {
            c[i] = counts[i] * n;
        }
        return new Gres(names, c);
    }

    /** Each resource's smaller count (an absent one counts 0). */
    public Gres min(Gres o) {
        if (names.length == 0 && o.names.length == 0) {
            return this;
        }
        if (Arrays.equals(names, o.names)) {
            long[] c = new long[counts.length];
            for (int i = 0; i < c.length; i++) {
                c[i] = Math.min(counts[i], o.counts[i]);
            }
            Gres same = alike(c);
            if (same != null) {
                return same;
            }
        }
        TreeMap<String, Long> m = new TreeMap<>();
        for (int i = 0; i < names.length; i++) {
            m.put(names[i], Math.min(counts[i], o.get(names[i])));
        }
        for (int i = 0; i < o.names.length; i++) {
            m.putIfAbsent(o.names[i], Math.min(o.counts[i], 0));
        }
        return of(m);
    }

    /** True when this holds at least every positive count of {@code need}. */
    public boolean covers(Gres need) {
        for (int i = 0; i < need.names.length; i++) {
            if (need.counts[i] > 0 && get(need.names[i]) < need.counts[i]) {
                return false;
            }
        }
        return true;
    }

    /** How many times {@code per} fits in this amount, considering only the resources it needs; Long.MAX_VALUE when it needs none. */
    public long timesFits(Gres per) {
        long n = Long.MAX_VALUE;
        for (int i = 0; i < per.names.length; i++) {
            if (per.counts[i] > 0) {
                n = Math.min(n, Math.max(0, get(per.names[i])) / per.counts[i]);
            }
        }
        return n;
    }

    private Gres combine(Gres o, int sign) {
        if (Arrays.equals(names, o.names)) {
            long[] c = new long[counts.length];
            for (int i = 0; i < c.length; i++) {
                c[i] = counts[i] + sign * o.counts[i];
            }
            Gres same = alike(c);
            if (same != null) {
                return same;
            }
        }
        TreeMap<String, Long> m = new TreeMap<>(asMap());
        for (int i = 0; i < o.names.length; i++) {
            m.merge(o.names[i], sign * o.counts[i], Long::sum);
        }
        return of(m);
    }

    /**
     * These names with counts {@code c}, or null when a count is 0 (then dropped by the general
     * path): the vector arithmetic of the iteration's hot paths mostly meets the same names.
     */
    private Gres alike(long[] c) {
        for (long x : c) {
            if (x == 0) {
                return null;
            }
        }
        return new Gres(names, c);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Gres g && Arrays.equals(names, g.names) && Arrays.equals(counts, g.counts);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(names) + Arrays.hashCode(counts);
    }

    /** Maui's form: {@code matlab:2,tape:4}; empty for NONE. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(names[i]).append(':').append(counts[i]);
        }
        return sb.toString();
    }
}
