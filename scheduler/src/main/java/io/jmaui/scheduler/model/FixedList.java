package io.jmaui.scheduler.model;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An unmodifiable list of non-null elements that is one class at every size: what {@link Snapshot}
 * keeps its jobs in. {@code List.copyOf} gives one class for one or two elements and another for
 * none or three and more, so a queue that drains to two jobs and fills again hands every stage that
 * walks the jobs a second receiver class; {@code -XX:+LogCompilation} on a cold simulation showed
 * C2's code for seven such methods (NothingWithinLimits.holds, CancelNoQueueJobs.anyWaiting,
 * PrepareSnapshot.merged, ...) trap on that class check and be compiled again, while the one compiler
 * thread was already the bottleneck of the run's first seconds. Equality and hash are
 * {@link List}'s, as before.
 */
public final class FixedList<E> extends AbstractList<E> implements RandomAccess {

    private static final FixedList<?> EMPTY = new FixedList<>(new Object[0]);

    private final Object[] elements;

    private FixedList(Object[] elements) {
        this.elements = elements;
    }

    /** The empty list. */
    @SuppressWarnings("unchecked")
    public static <E> FixedList<E> of() {
        return (FixedList<E>) EMPTY;
    }

    /** {@code list} itself when it is one already, else a copy; null elements are refused as {@code List.copyOf} does. */
    @SuppressWarnings("unchecked")
    public static <E> FixedList<E> copyOf(List<? extends E> list) {
        if (list instanceof FixedList<?> f) {
            return (FixedList<E>) f;
        }
        Object[] a = list.toArray();
        if (a.length == 0) {
            return (FixedList<E>) EMPTY;
        }
        for (Object o : a) {
            Objects.requireNonNull(o);
        }
        return new FixedList<>(a);
    }

    /**
     * A list of {@code elements} as they are, not copied: the caller hands the array over and
     * never writes it again (the simulator builds each event's job array for its snapshot alone,
     * and copying it twice more on the way was most of the snapshot's cost). Null elements are
     * refused as {@link #copyOf} refuses them.
     */
    @SuppressWarnings("unchecked")
    public static <E> FixedList<E> handedOver(Object[] elements) {
        if (elements.length == 0) {
            return (FixedList<E>) EMPTY;
        }
        for (Object o : elements) {
            Objects.requireNonNull(o);
        }
        return new FixedList<>(elements);
    }

    @Override
    @SuppressWarnings("unchecked")
    public E get(int index) {
        return (E) elements[Objects.checkIndex(index, elements.length)];
    }

    @Override
    public int size() {
        return elements.length;
    }

    /** One array copy, not AbstractCollection's walk with an iterator. */
    @Override
    public Object[] toArray() {
        return elements.clone();
    }

    /**
     * One array copy, not AbstractCollection's walk with an iterator (the carried preparation
     * takes the jobs so at every event).
     */
    @Override
    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < elements.length) {
            return (T[]) Arrays.copyOf(elements, elements.length, a.getClass());
        }
        System.arraycopy(elements, 0, a, 0, elements.length);
        if (a.length > elements.length) {
            a[elements.length] = null;
        }
        return a;
    }
}
