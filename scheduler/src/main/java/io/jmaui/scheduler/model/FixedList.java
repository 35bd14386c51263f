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
 * C2's code for seven such methods (NothingWithinLimits.holds, the idle shortcut's QUEUEJOB check,
 * PrepareSnapshot.merged, ...) trap on that class check and be compiled again, while the one compiler
 * thread was already the bottleneck of the run's first seconds. Equality and hash are
 * {@link List}'s, as before.
 *
 * <p>Hosts go the same way: a placement's chosen hosts are handed over as one ({@code
 * HostChoice.chosen}) and kept as that very list by the placement, the start, the running job's
 * {@code allocatedHosts} and a job reservation. With {@code List.copyOf}'s two classes the loops
 * over every running job's hosts ({@code AvailabilityBase.diff}, {@code TaskHolds.commit}) were
 * compiled from a profile of one class and trapped four times each at a JVM's second run's first
 * jobs, then were compiled again inside that run (JFR, HPC2N default: ~130 ms of C2).
 */
public final class FixedList<E> extends AbstractList<E> implements RandomAccess {

    private static final FixedList<?> EMPTY = new FixedList<>(new Object[0]);

    private final Object[] elements;
    /**
     * What {@link ActiveJobs} worked out from this list's elements (a job list's states), kept by
     * the list itself: the stages of one event ask it of the raw, prepared and assigned snapshots'
     * lists in turn, and a memo of the last lists asked made it again whenever a third came between.
     * Null until asked. An immutable value with final fields: a thread that reads it unset works it
     * out again, as it would the first time.
     */
    private Object derived;

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

    /** What {@link ActiveJobs} keeps for this list, null when not worked out yet. */
    Object derived() {
        return derived;
    }

    /** Keeps {@code value}, worked out from this list's elements by {@link ActiveJobs}. */
    void derive(Object value) {
        derived = value;
    }

    /**
     * The array's own bounds check, as the JDK's immutable lists read theirs (its exception is an
     * {@link IndexOutOfBoundsException}, as the contract asks): {@code Objects.checkIndex} was a call
     * of its own per read in C1's code, where a JVM's first runs read every job list.
     */
    @Override
    @SuppressWarnings("unchecked")
    public E get(int index) {
        return (E) elements[index];
    }

    @Override
    public int size() {
        return elements.length;
    }

    /**
     * A walk of the array, not AbstractList's with a list iterator: hosts are kept in these lists
     * (a job's, a placement's, a reservation's), and reservations ask whether a host is theirs per node.
     */
    @Override
    public int indexOf(Object o) {
        for (int i = 0; i < elements.length; i++) {
            if (elements[i].equals(o)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    /**
     * One array copy, not AbstractCollection's walk with an iterator; an {@code Object[]} as the
     * contract says, by Arrays.copyOf's own path for it: a clone is a native call in C1 code (the
     * carried preparation takes the jobs and nodes so at every event).
     */
    @Override
    public Object[] toArray() {
        return Arrays.copyOf(elements, elements.length, Object[].class);
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
