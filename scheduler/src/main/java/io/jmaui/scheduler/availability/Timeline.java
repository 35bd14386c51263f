package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.Arrays;

/**
 * A step function of free resources over time: sorted change points, each with the free amount
 * of every resource of the vector from that point to the next (the last segment runs to
 * INFINITY). One per node, plus one aggregate over all nodes that {@link Availability} uses to
 * rule requests out cheaply. Parallel primitive arrays keep 10k timelines small and cache
 * friendly; the GPU and generic-resource columns exist only on a timeline that has ever seen
 * GPUs or generic resources, so a cluster without them pays nothing for them.
 */
final class Timeline {

    private long[] times;
    private long[] procs;
    /**
     * Free memory, swap, disk, GPUs and generic resources per segment; null while every segment
     * still has the origin's memory, swap and disk ({@link #mem0} ...) and no device was seen, as on
     * a node whose jobs ask for procs only: a timeline is built for every node at every iteration.
     */
    private SideColumns side;
    private long mem0;
    private long swap0;
    private long disk0;
    /** The aggregate: procs only, the other columns never read. */
    private boolean procsOnly;
    private int size;
    /** Up to this many change points a linear scan finds a time faster than a binary search. */
    private static final int SHORT = 8;
    /** Least procs over segments 0..k, valid for k below {@link #prefixValid}; null until asked. */
    private long[] prefixMin;
    private int prefixValid;
    /**
     * The segment {@link #indexAt} found last, tried first: lookups repeat one time (every backfill
     * candidate asks what is free now, a node scan asks each node at its candidate time), and the
     * aggregate's first segments end at or before now once a running job has outlived its walltime.
     * Only a guess, checked each time, so inserts that shift the segments need not reset it.
     */
    private int lastIndex;

    Timeline(long origin, Resources free) {
        times = new long[4];
        procs = new long[4];
        times[0] = origin;
        procs[0] = free.procs();
        mem0 = free.memMb();
        swap0 = free.swapMb();
        disk0 = free.diskMb();
        size = 1;
        if (SideColumns.needed(free)) {
            side = new SideColumns();
            side.devices(free, times.length);
            if (side.gpus != null) {
                side.gpus[0] = free.gpus();
            }
            if (side.gres != null) {
                side.gres[0] = free.gres();
            }
        }
    }

    private Timeline(Timeline o, long origin) {
        int cap = o.size + 4; // room for the two change points a hold adds
        times = Arrays.copyOf(o.times, cap);
        procs = Arrays.copyOf(o.procs, cap);
        side = o.side == null ? null : new SideColumns(o.side, cap);
        mem0 = o.mem0;
        swap0 = o.swap0;
        disk0 = o.disk0;
        procsOnly = o.procsOnly;
        size = o.size;
        times[0] = origin;
    }

    /**
     * A procs-only timeline (the aggregate's, {@link Aggregate#ofReleases}) of the first
     * {@code size} change points of {@code times}, each with its free procs; the arrays become its own.
     */
    static Timeline procsOnly(long[] times, long[] procs, int size) {
        Timeline tl = new Timeline(times[0], Resources.procs((int) procs[0]));
        tl.times = times;
        tl.procs = procs;
        tl.size = size;
        tl.procsOnly = true;
        tl.side = null;
        return tl;
    }

    /**
     * A copy of this timeline starting at {@code origin} instead, no later than its second change
     * point: the same free amounts from {@code origin} on, as a timeline built at {@code origin}
     * from the same holds has them.
     */
    Timeline from(long origin) {
        if (size > 1 && times[1] <= origin) {
            throw new IllegalArgumentException("a timeline changing at " + times[1] + " cannot start at " + origin);
        }
        return new Timeline(this, origin);
    }

    int size() {
        return size;
    }

    /**
     * Whether {@code o} and this are node timelines of one segment each with the same amounts, no
     * devices: then {@link #from} of either at one origin gives the same timeline.
     */
    boolean sameFlat(Timeline o) {
        return size == 1 && o.size == 1 && side == null && o.side == null && !procsOnly && !o.procsOnly
                && procs[0] == o.procs[0] && mem0 == o.mem0 && swap0 == o.swap0 && disk0 == o.disk0;
    }

    /** A copy of this timeline as it stands, origin included: for a reader that must see it unchanged later. */
    Timeline copy() {
        return new Timeline(this, times[0]);
    }

    /**
     * Whether this timeline from {@code now} on is {@code o} from {@code oNow} on, change point for
     * change point: the same amounts at those times, and the same later change points with the same
     * amounts (so {@code o} has none in {@code (oNow, now]}). Whatever reads a timeline only at or
     * after its now, or only asks whether a run of free room reaches back to its now, reads the two alike.
     */
    boolean sameFrom(long now, Timeline o, long oNow) {
        int i = indexAt(now);
        int j = o.indexAt(oNow);
        if (o == this) {
            return i == j; // a base's timeline kept from then: no change point between the two times
        }
        if (size - i != o.size - j || !sameAmounts(i, o, j)) {
            return false;
        }
        for (int k = 1; i + k < size; k++) {
            if (times[i + k] != o.times[j + k] || !sameAmounts(i + k, o, j + k)) {
                return false;
            }
        }
        return true;
    }

    /** Whether segment i here and segment j of {@code o} hold the same free amounts of every resource. */
    private boolean sameAmounts(int i, Timeline o, int j) {
        if (procs[i] != o.procs[j]) {
            return false;
        }
        if (side == null && o.side == null || procsOnly && o.procsOnly) {
            return mem0 == o.mem0 && swap0 == o.swap0 && disk0 == o.disk0;
        }
        return at(0, i) == o.at(0, j) && at(1, i) == o.at(1, j) && at(2, i) == o.at(2, j) && gpusAt(i) == o.gpusAt(j)
                && gresAt(i).equals(o.gresAt(j));
    }

    /** Free generic resources of segment i ({@link Gres#NONE} when the timeline has never seen one). */
    private Gres gresAt(int i) {
        return side == null || side.gres == null ? Gres.NONE : side.gres[i];
    }

    long timeAt(int i) {
        return times[i];
    }

    long procsAt(int i) {
        return procs[i];
    }

    /** Free GPUs of segment i (0 when the timeline has never seen a GPU). */
    long gpusAt(int i) {
        return side == null || side.gpus == null ? 0 : side.gpus[i];
    }

    long origin() {
        return times[0];
    }

    /** Index of the segment containing {@code t} (the first one when t precedes the origin). */
    int indexAt(long t) {
        if (size == 1 || t <= times[0] || t < times[1]) {
            return 0;
        }
        int h = lastIndex;
        if (h < size && times[h] <= t && (h + 1 == size || t < times[h + 1])) {
            return h;
        }
        if (size <= SHORT) {
            int i = 1;
            while (i + 1 < size && times[i + 1] <= t) {
                i++;
            }
            lastIndex = i;
            return i;
        }
        int i = Arrays.binarySearch(times, 0, size, t);
        h = i >= 0 ? i : Math.max(0, -i - 2);
        lastIndex = h;
        return h;
    }

    /** Free procs at time t. */
    long procsAtTime(long t) {
        return procs[indexAt(t)];
    }

    /** Adds {@code sign * amount} over [s, e); sign -1 reserves, +1 releases. */
    void add(long s, long e, Resources amount, int sign) {
        if (e <= s) {
            return;
        }
        s = Math.max(s, times[0]);
        int from = split(s);
        int to = e == Times.INFINITY ? size : split(e);
        prefixValid = Math.min(prefixValid, from);
        long p = sign * (long) amount.procs();
        for (int i = from; i < to; i++) {
            procs[i] += p;
        }
        if (procsOnly) {
            return;
        }
        long m = sign * amount.memMb();
        long w = sign * amount.swapMb();
        long d = sign * amount.diskMb();
        boolean devices = amount.hasDevices();
        if (m == 0 && w == 0 && d == 0 && !devices) {
            return;
        }
        if (side == null) {
            side = new SideColumns();
        }
        side.addTo(0, from, to, m, times.length, mem0);
        side.addTo(1, from, to, w, times.length, swap0);
        side.addTo(2, from, to, d, times.length, disk0);
        if (devices) {
            side.addDevices(from, to, amount, sign, times.length);
        }
    }

    /** Column k: 0 memory, 1 swap, 2 disk; null while flat. */
    private long[] column(int k) {
        return side == null ? null : side.column(k);
    }

    /** Column k's value in segment i. */
    private long at(int k, int i) {
        long[] c = column(k);
        return c != null ? c[i] : k == 0 ? mem0 : k == 1 ? swap0 : disk0;
    }

    /** Column k's least value over segments [from, to). */
    private long minOf(int k, int from, int to) {
        long[] c = column(k);
        if (c == null) {
            return k == 0 ? mem0 : k == 1 ? swap0 : disk0;
        }
        long m = c[from];
        for (int i = from + 1; i < to; i++) {
            m = Math.min(m, c[i]);
        }
        return m;
    }

    /** Ensures a change point at t and returns its index. */
    private int split(long t) {
        int ins;
        if (size <= SHORT) {
            ins = 0;
            while (ins < size && times[ins] < t) {
                ins++;
            }
            if (ins < size && times[ins] == t) {
                return ins;
            }
        } else {
            int i = Arrays.binarySearch(times, 0, size, t);
            if (i >= 0) {
                return i;
            }
            ins = -i - 1;
        }
        prefixValid = Math.min(prefixValid, ins);
        if (size == times.length) {
            int cap = size * 2;
            times = Arrays.copyOf(times, cap);
            procs = Arrays.copyOf(procs, cap);
            if (side != null) {
                side.grow(cap);
            }
        }
        int prev = ins - 1;
        System.arraycopy(times, ins, times, ins + 1, size - ins);
        System.arraycopy(procs, ins, procs, ins + 1, size - ins);
        times[ins] = t;
        procs[ins] = procs[prev];
        if (side != null) {
            side.insert(ins, prev, size);
        }
        size++;
        return ins;
    }

    /** The least free amount of each resource over [s, e), as a fresh {@link Resources}. */
    Resources minOver(long s, long e) {
        int first = indexAt(s);
        int to = endOf(first, e);
        Resources r = new Resources(clamp(minProcs(first, to)), minOf(0, first, to), minOf(1, first, to), minOf(2, first, to));
        return side == null || !side.hasDevices() ? r : side.withDevices(r, first, to);
    }

    /**
     * {@code minOver(s, e).tasksOf(perTask)} for a {@code perTask} asking no GPUs or generic
     * resources, without building the least amount (a start estimate's sweep asks it of every node
     * at each candidate time: the amounts it built were 17 MB per daemon iteration); a column the
     * task does not ask for is not read.
     */
    int tasksOver(long s, long e, Resources perTask) {
        int first = indexAt(s);
        int to = endOf(first, e);
        return Resources.tasksOf(clamp(minProcs(first, to)), perTask.memMb() > 0 ? minOf(0, first, to) : 0,
                perTask.swapMb() > 0 ? minOf(1, first, to) : 0, perTask.diskMb() > 0 ? minOf(2, first, to) : 0, perTask);
    }

    /** The first segment at or after {@code first} that starts at or after e (size if none). */
    private int endOf(int first, long e) {
        int i = first + 1;
        while (i < size && times[i] < e) {
            i++;
        }
        return i;
    }

    private long minProcs(int from, int to) {
        long p = procs[from];
        for (int i = from + 1; i < to; i++) {
            p = Math.min(p, procs[i]);
        }
        return p;
    }

    /** True when nothing at all is free at time t: no procs, memory, swap, disk, GPUs or generic resources. */
    boolean emptyAt(long t) {
        int i = indexAt(t);
        return procs[i] <= 0 && at(0, i) <= 0 && at(1, i) <= 0 && at(2, i) <= 0 && gpusAt(i) <= 0 && (side == null || side.gres == null);
    }

    /** Free resources at time t. */
    Resources valueAt(long t) {
        int i = indexAt(t);
        Resources r = new Resources(clamp(procs[i]), at(0, i), at(1, i), at(2, i));
        return side == null || !side.hasDevices() ? r : side.withDevices(r, i, i + 1);
    }

    static int clamp(long v) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }

    /** The least free procs over [s, e). */
    long minProcsOver(long s, long e) {
        int first = indexAt(s);
        return minProcs(first, endOf(first, e));
    }

    /**
     * As {@link #minProcsOver}{@code (origin, e)}, in O(log n) once the running minimum from the
     * origin is known that far: it is extended on demand and cut back to the first segment a
     * change touches, so a run of queries between changes (Summarize's, one per idle job) costs
     * one pass over the timeline instead of one per query.
     */
    long minProcsUntil(long e) {
        int lo = 0;
        int hi = size - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (times[mid] < e) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        if (prefixMin == null || prefixMin.length < size) {
            prefixMin = prefixMin == null ? new long[times.length] : Arrays.copyOf(prefixMin, times.length);
        }
        for (int k = prefixValid; k <= lo; k++) {
            prefixMin[k] = k == 0 ? procs[0] : Math.min(prefixMin[k - 1], procs[k]);
        }
        prefixValid = Math.max(prefixValid, lo + 1);
        return prefixMin[lo];
    }

    /** The start of the latest segment at or before t from which procs stay at least {@code need} up to t. */
    long freeSince(long t, long need) {
        int i = indexAt(t);
        while (i > 0 && procs[i - 1] >= need) {
            i--;
        }
        return times[i];
    }

    /** The first time at or after t where the free procs fall, or INFINITY (a later hold). */
    long nextDropAtOrAfter(long t) {
        int i = indexAt(t);
        if (i > 0 && times[i] >= t && procs[i] < procs[i - 1]) {
            return times[i];
        }
        for (i = i + 1; i < size; i++) {
            if (procs[i] < procs[i - 1]) {
                return times[i];
            }
        }
        return Times.INFINITY;
    }
}
