package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
    private long[] mem;
    private long[] swap;
    private long[] disk;
    /** Free GPUs per segment; null until the timeline first sees a GPU. */
    private long[] gpus;
    /** Free generic resources per segment; null until the timeline first sees one. */
    private Gres[] gres;
    private int size;
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
        mem = new long[4];
        swap = new long[4];
        disk = new long[4];
        times[0] = origin;
        procs[0] = free.procs();
        mem[0] = free.memMb();
        swap[0] = free.swapMb();
        disk[0] = free.diskMb();
        size = 1;
        devices(free);
        if (gpus != null) {
            gpus[0] = free.gpus();
        }
        if (gres != null) {
            gres[0] = free.gres();
        }
    }

    /** Creates the GPU and generic-resource columns the first time {@code r} needs them. */
    private void devices(Resources r) {
        if (r.gpus() != 0 && gpus == null) {
            gpus = new long[times.length];
        }
        if (!r.gres().isEmpty() && gres == null) {
            gres = new Gres[times.length];
            Arrays.fill(gres, Gres.NONE);
        }
    }

    /** One release of resources at a time: a running job's end. */
    record Release(long at, Resources amount) {
    }

    /**
     * The aggregate timeline in one pass: {@code capacity} less everything held from the origin,
     * given back at each release ({@link Times#INFINITY}: never). O(n log n) instead of n inserts.
     * It tracks procs only (the aggregate is a procs bound), which halves the cost of later holds.
     */
    static Timeline ofReleases(long origin, Resources capacity, List<Release> releases) {
        List<Release> sorted = new ArrayList<>(releases);
        sorted.sort((x, y) -> Long.compare(x.at(), y.at()));
        Resources held = Resources.ZERO;
        for (Release r : sorted) {
            held = held.plus(r.amount());
        }
        Timeline tl = new Timeline(origin, capacity.minus(held));
        int cap = Math.max(4, sorted.size() + 1);
        tl.times = Arrays.copyOf(tl.times, cap);
        tl.procs = Arrays.copyOf(tl.procs, cap);
        tl.mem = null;
        tl.swap = null;
        tl.disk = null;
        tl.gpus = null;
        tl.gres = null;
        for (Release r : sorted) {
            if (r.at() == Times.INFINITY) {
                break;
            }
            int last = tl.size - 1;
            if (r.at() > tl.times[last]) {
                tl.times[tl.size] = r.at();
                tl.procs[tl.size] = tl.procs[last];
                tl.size++;
            }
            tl.procs[tl.size - 1] += r.amount().procs();
        }
        return tl;
    }

    int size() {
        return size;
    }

    long timeAt(int i) {
        return times[i];
    }

    long procsAt(int i) {
        return procs[i];
    }

    /** Free GPUs of segment i (0 when the timeline has never seen a GPU). */
    long gpusAt(int i) {
        return gpus == null ? 0 : gpus[i];
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
        if (mem == null) {
            return;
        }
        for (int i = from; i < to; i++) {
            mem[i] += sign * amount.memMb();
            swap[i] += sign * amount.swapMb();
            disk[i] += sign * amount.diskMb();
        }
        if (amount.hasDevices()) {
            devices(amount);
            Gres g = sign < 0 ? Gres.NONE.minus(amount.gres()) : amount.gres();
            for (int i = from; i < to; i++) {
                if (amount.gpus() != 0) {
                    gpus[i] += sign * (long) amount.gpus();
                }
                if (!g.isEmpty()) {
                    gres[i] = gres[i].plus(g);
                }
            }
        }
    }

    /** Ensures a change point at t and returns its index. */
    private int split(long t) {
        int i = Arrays.binarySearch(times, 0, size, t);
        if (i >= 0) {
            return i;
        }
        int ins = -i - 1;
        prefixValid = Math.min(prefixValid, ins);
        if (size == times.length) {
            int cap = size * 2;
            times = Arrays.copyOf(times, cap);
            procs = Arrays.copyOf(procs, cap);
            if (mem != null) {
                mem = Arrays.copyOf(mem, cap);
                swap = Arrays.copyOf(swap, cap);
                disk = Arrays.copyOf(disk, cap);
            }
            if (gpus != null) {
                gpus = Arrays.copyOf(gpus, cap);
            }
            if (gres != null) {
                gres = Arrays.copyOf(gres, cap);
            }
        }
        int prev = ins - 1;
        System.arraycopy(times, ins, times, ins + 1, size - ins);
        System.arraycopy(procs, ins, procs, ins + 1, size - ins);
        times[ins] = t;
        procs[ins] = procs[prev];
        if (mem != null) {
            System.arraycopy(mem, ins, mem, ins + 1, size - ins);
            System.arraycopy(swap, ins, swap, ins + 1, size - ins);
            System.arraycopy(disk, ins, disk, ins + 1, size - ins);
            mem[ins] = mem[prev];
            swap[ins] = swap[prev];
            disk[ins] = disk[prev];
        }
        if (gpus != null) {
            System.arraycopy(gpus, ins, gpus, ins + 1, size - ins);
            gpus[ins] = gpus[prev];
        }
        if (gres != null) {
            System.arraycopy(gres, ins, gres, ins + 1, size - ins);
            gres[ins] = gres[prev];
        }
        size++;
        return ins;
    }

    /** The least free amount of each resource over [s, e), as a fresh {@link Resources}. */
    Resources minOver(long s, long e) {
        int first = indexAt(s);
        int i = first;
        long p = procs[i], m = mem[i], w = swap[i], d = disk[i];
        for (i = i + 1; i < size && times[i] < e; i++) {
            p = Math.min(p, procs[i]);
            m = Math.min(m, mem[i]);
            w = Math.min(w, swap[i]);
            d = Math.min(d, disk[i]);
        }
        Resources r = new Resources(clamp(p), m, w, d);
        return gpus == null && gres == null ? r : withDevices(r, first, i);
    }

    /** Free resources at time t. */
    Resources valueAt(long t) {
        int i = indexAt(t);
        Resources r = new Resources(clamp(procs[i]), mem[i], swap[i], disk[i]);
        return gpus == null && gres == null ? r : withDevices(r, i, i + 1);
    }

    /** {@code r} with the least free GPUs and generic resources over segments [from, to). */
    private Resources withDevices(Resources r, int from, int to) {
        long g = gpus == null ? 0 : gpus[from];
        Gres x = gres == null ? Gres.NONE : gres[from];
        for (int k = from + 1; k < to; k++) {
            if (gpus != null) {
                g = Math.min(g, gpus[k]);
            }
            if (gres != null && gres[k] != x) {
                x = x.min(gres[k]);
            }
        }
        return new Resources(r.procs(), r.memMb(), r.swapMb(), r.diskMb(), clamp(g), x);
    }

    private static int clamp(long v) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v));
    }

    /** Whether at least {@code need} procs stay free over [s, e); stops at the first shortfall. */
    boolean holdsProcs(long s, long e, long need) {
        int i = indexAt(s);
        if (procs[i] < need) {
            return false;
        }
        for (i = i + 1; i < size && times[i] < e; i++) {
            if (procs[i] < need) {
                return false;
            }
        }
        return true;
    }

    /** The least free procs over [s, e). */
    long minProcsOver(long s, long e) {
        int i = indexAt(s);
        long p = procs[i];
        for (i = i + 1; i < size && times[i] < e; i++) {
            p = Math.min(p, procs[i]);
        }
        return p;
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

    /**
     * The earliest t at or after {@code from} such that at least {@code need} procs are free over
     * [t, t + duration), or INFINITY. One sweep over the change points.
     */
    long nextRun(long from, long duration, long need) {
        int i = indexAt(from);
        long runStart = -1;
        for (; i < size; i++) {
            long segStart = Math.max(times[i], from);
            if (procs[i] >= need) {
                if (runStart < 0) {
                    runStart = segStart;
                }
                long segEnd = i + 1 < size ? times[i + 1] : Times.INFINITY;
                if (segEnd == Times.INFINITY || segEnd - runStart >= duration) {
                    return runStart;
                }
            } else {
                runStart = -1;
            }
        }
        return Times.INFINITY;
    }

    /** The first change point strictly after t, or INFINITY. */
    long nextChangeAfter(long t) {
        int i = indexAt(t);
        while (i < size && times[i] <= t) {
            i++;
        }
        return i < size ? times[i] : Times.INFINITY;
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

    /** How long from t at least {@code need} procs stay free (INFINITY when forever). */
    long freeFor(long t, long need) {
        int i = indexAt(t);
        if (procs[i] < need) {
            return 0;
        }
        for (i = i + 1; i < size; i++) {
            if (procs[i] < need) {
                return times[i] - t;
            }
        }
        return Times.INFINITY;
    }
}
