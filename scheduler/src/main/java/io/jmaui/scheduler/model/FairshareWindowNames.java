package io.jmaui.scheduler.model;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiConsumer;

/**
 * One credential kind's usage in a {@link FairshareWindow}: the names sorted, each one's usage
 * beside it in an array, immutable. The simulator charges the current window at every event
 * ({@code Fairshare.accrue}), and a copy of the window's map per kind (a hash map to charge into,
 * then a sorted copy for the new window) was most of that; here a charge is a copy of the values,
 * an addition per job and credential at the name's place, and the names shared with the window
 * charged. Iterates in name order, as the sorted copies {@link FairshareWindow} makes of other maps.
 */
public final class FairshareWindowNames extends AbstractMap<String, Double> {

    private static final FairshareWindowNames EMPTY = new FairshareWindowNames(new String[0], new double[0]);

    /** Sorted, no duplicates; shared between a window's map and the maps charged from it, never changed. */
    private final String[] names;
    private final double[] values;

    private FairshareWindowNames(String[] names, double[] values) {
        this.names = names;
        this.values = values;
    }

    /**
     * {@code byName} as such a map ({@code byName} itself where it is one); null where a usage is
     * null, which only a map may hold.
     */
    public static FairshareWindowNames of(Map<String, Double> byName) {
        if (byName instanceof FairshareWindowNames n) {
            return n;
        }
        Map<String, Double> sorted = byName instanceof TreeMap<String, Double> t && t.comparator() == null ? t
                : new TreeMap<>(byName);
        String[] names = new String[sorted.size()];
        double[] values = new double[names.length];
        int i = 0;
        for (Map.Entry<String, Double> e : sorted.entrySet()) {
            if (e.getValue() == null) {
                return null;
            }
            names[i] = e.getKey();
            values[i++] = e.getValue();
        }
        return new FairshareWindowNames(names, values);
    }

    /** A map to charge, starting from this one's usage (from no names where {@code from} is null). */
    public static Charging charging(FairshareWindowNames from) {
        return new Charging(from == null ? EMPTY : from);
    }

    /**
     * What {@link #slot} answers is a place in: the same object for every map charged from these
     * names while no name was added, so a place found in one such map holds in the next.
     */
    public Object slotsOf() {
        return names;
    }

    /** The place of {@code name} among these names; negative where it is not one of them. */
    public int slot(String name) {
        return Arrays.binarySearch(names, name);
    }

    /** The usage at {@code slot} ({@link #slot}, non-negative): {@code get} of the name there. */
    public double at(int slot) {
        return values[slot];
    }

    private int indexOf(Object name) {
        return name instanceof String s ? Arrays.binarySearch(names, s) : -1;
    }

    @Override
    public Double get(Object key) {
        int i = indexOf(key);
        return i >= 0 ? values[i] : null;
    }

    @Override
    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    @Override
    public int size() {
        return names.length;
    }

    @Override
    public void forEach(BiConsumer<? super String, ? super Double> action) {
        for (int i = 0; i < names.length; i++) {
            action.accept(names[i], values[i]);
        }
    }

    @Override
    public Set<Map.Entry<String, Double>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Map.Entry<String, Double>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < names.length;
                    }

                    @Override
                    public Map.Entry<String, Double> next() {
                        if (next >= names.length) {
                            throw new NoSuchElementException();
                        }
                        int i = next++;
                        return new SimpleImmutableEntry<>(names[i], values[i]);
                    }
                };
            }

            @Override
            public int size() {
                return names.length;
            }
        };
    }

    /**
     * One kind's usage being charged: {@link #add} adds to a name's usage as a hash map's
     * {@code merge(name, used, Double::sum)} does (the usage so far plus the charge, in the order
     * charged; a name new to the window starts at its first charge), so the sums are the same to the bit.
     */
    public static final class Charging {
        private final String[] names;
        private final double[] values;
        /** Names the window did not hold, charged in the order met; null while none. */
        private TreeMap<String, Double> added;

        private Charging(FairshareWindowNames from) {
            this.names = from.names;
            this.values = Arrays.copyOf(from.values, from.values.length); // a clone is a native call in C1 code
        }

        /**
         * What {@link #slot} answers is a place in: the same object for two maps charged from
         * one window's names while no name was added, another once one was.
         */
        public Object slotsOf() {
            return names;
        }

        /** The place of {@code name} among the names this map started from; negative where it is not one of them. */
        public int slot(String name) {
            return Arrays.binarySearch(names, name);
        }

        /** As {@link #add} for the name at {@code slot} ({@link #slot}, non-negative) among the names it started from. */
        public void addAt(int slot, double used) {
            values[slot] += used;
        }

        public void add(String name, double used) {
            int i = Arrays.binarySearch(names, name);
            if (i >= 0) {
                values[i] += used;
            } else {
                if (added == null) {
                    added = new TreeMap<>();
                }
                added.merge(name, used, Double::sum);
            }
        }

        /** The charged usage; the names shared with the map it started from where no name was added. */
        public FairshareWindowNames charged() {
            if (added == null) {
                return new FairshareWindowNames(names, values);
            }
            String[] n = new String[names.length + added.size()];
            double[] v = new double[n.length];
            int a = 0;
            int k = 0;
            for (Map.Entry<String, Double> e : added.entrySet()) {
                while (a < names.length && names[a].compareTo(e.getKey()) < 0) {
                    n[k] = names[a];
                    v[k++] = values[a++];
                }
                n[k] = e.getKey();
                v[k++] = e.getValue();
            }
            while (a < names.length) {
                n[k] = names[a];
                v[k++] = values[a++];
            }
            return new FairshareWindowNames(n, v);
        }
    }
}
