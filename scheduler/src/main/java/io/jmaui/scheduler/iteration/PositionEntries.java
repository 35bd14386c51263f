package io.jmaui.scheduler.iteration;

import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.IntFunction;
import java.util.function.IntSupplier;

/**
 * The entry set of a map by job id that an iteration keeps in arrays by position ({@link RankedMap},
 * {@link BypassCounts}): position {@code i}'s entry made as the walk reaches it, in position order.
 */
final class PositionEntries<V> extends AbstractSet<Map.Entry<String, V>> {

    private final IntSupplier size;
    private final IntFunction<Map.Entry<String, V>> entry;

    PositionEntries(IntSupplier size, IntFunction<Map.Entry<String, V>> entry) {
        this.size = size;
        this.entry = entry;
    }

    @Override
    public int size() {
        return size.getAsInt();
    }

    @Override
    public Iterator<Map.Entry<String, V>> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < size.getAsInt();
            }

            @Override
            public Map.Entry<String, V> next() {
                if (next >= size.getAsInt()) {
                    throw new NoSuchElementException();
                }
                return entry.apply(next++);
            }
        };
    }
}
