package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Gres;
import io.jmaui.scheduler.model.Resources;

import java.util.Arrays;

/**
 * A {@link Timeline}'s free amounts other than procs, segment by segment: memory, swap and disk,
 * each column made on its first change (until then every segment has the timeline's flat value),
 * and GPUs and generic resources, made the first time the timeline sees one. A timeline has
 * none of this until some hold asks for more than procs or its node has devices: most nodes'
 * jobs ask for procs only, and a timeline is built for a node at every iteration.
 */
final class SideColumns {

    private long[] mem;
    private long[] swap;
    private long[] disk;
    /** Free GPUs per segment; null until the timeline first sees a GPU. */
    long[] gpus;
    /** Free generic resources per segment; null until the timeline first sees one. */
    Gres[] gres;

    SideColumns() {
    }

    /** A copy with room for {@code cap} segments. */
    SideColumns(SideColumns o, int cap) {
        mem = o.mem == null ? null : Arrays.copyOf(o.mem, cap);
        swap = o.swap == null ? null : Arrays.copyOf(o.swap, cap);
        disk = o.disk == null ? null : Arrays.copyOf(o.disk, cap);
        gpus = o.gpus == null ? null : Arrays.copyOf(o.gpus, cap);
        gres = o.gres == null ? null : Arrays.copyOf(o.gres, cap);
    }

    /** Whether a timeline starting with {@code free} needs device columns from the start. */
    static boolean needed(Resources free) {
        return free.gpus() != 0 || !free.gres().isEmpty();
    }

    /** Creates the GPU and generic-resource columns of {@code cap} segments the first time {@code r} needs them. */
    void devices(Resources r, int cap) {
        if (r.gpus() != 0 && gpus == null) {
            gpus = new long[cap];
        }
        if (!r.gres().isEmpty() && gres == null) {
            gres = new Gres[cap];
            Arrays.fill(gres, Gres.NONE);
        }
    }

    /** Column k: 0 memory, 1 swap, 2 disk; null while flat. */
    long[] column(int k) {
        return k == 0 ? mem : k == 1 ? swap : disk;
    }

    /** Adds {@code d} to column k over segments [from, to), making it ({@code cap} segments of {@code flat}) on its first change. */
    void addTo(int k, int from, int to, long d, int cap, long flat) {
        if (d == 0) {
            return;
        }
        long[] c = column(k);
        if (c == null) {
            c = new long[cap];
            Arrays.fill(c, flat);
            if (k == 0) {
                mem = c;
            } else if (k == 1) {
                swap = c;
            } else {
                disk = c;
            }
        }
        for (int i = from; i < to; i++) {
            c[i] += d;
        }
    }

    /** Adds {@code sign *} the GPUs and generic resources of {@code amount} over segments [from, to). */
    void addDevices(int from, int to, Resources amount, int sign, int cap) {
        devices(amount, cap);
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

    /** Grows every column made so far to {@code cap} segments. */
    void grow(int cap) {
        mem = mem == null ? null : Arrays.copyOf(mem, cap);
        swap = swap == null ? null : Arrays.copyOf(swap, cap);
        disk = disk == null ? null : Arrays.copyOf(disk, cap);
        if (gpus != null) {
            gpus = Arrays.copyOf(gpus, cap);
        }
        if (gres != null) {
            gres = Arrays.copyOf(gres, cap);
        }
    }

    /** Inserts a segment at {@code ins} with segment {@code prev}'s amounts, {@code size} segments before. */
    void insert(int ins, int prev, int size) {
        for (int k = 0; k < 3; k++) {
            long[] c = column(k);
            if (c != null) {
                System.arraycopy(c, ins, c, ins + 1, size - ins);
                c[ins] = c[prev];
            }
        }
        if (gpus != null) {
            System.arraycopy(gpus, ins, gpus, ins + 1, size - ins);
            gpus[ins] = gpus[prev];
        }
        if (gres != null) {
            System.arraycopy(gres, ins, gres, ins + 1, size - ins);
            gres[ins] = gres[prev];
        }
    }

    /** Whether GPU or generic-resource columns exist. */
    boolean hasDevices() {
        return gpus != null || gres != null;
    }

    /** {@code r} with the least free GPUs and generic resources over segments [from, to). */
    Resources withDevices(Resources r, int from, int to) {
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
        return new Resources(r.procs(), r.memMb(), r.swapMb(), r.diskMb(), Timeline.clamp(g), x);
    }
}
