package io.jmaui.scheduler.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The one resource vector (design.md "Tasks and consumables"): processors, real memory, swap and
 * disk (MB), GPUs (TORQUE's {@code gpus}, guide 12.x) and generic resources by name (guide 12.4).
 * Used for one task's needs, a node's capacity, what is left of it, what a reservation holds and
 * what a credential uses. Every consumable is in here and every question about fit goes through
 * {@link #covers} and {@link #tasksOf}, so a new one is added here and nowhere else.
 */
public record Resources(int procs, long memMb, long swapMb, long diskMb, int gpus, Gres gres) {

    /** Maui's names of the resources, as reasons and views print them; GRES go by their own names. */
    public static final String PROCS = "PROCS";
    public static final String MEM = "MEM";
    public static final String SWAP = "SWAP";
    public static final String DISK = "DISK";
    public static final String GPUS = "GPUS";

    public static final Resources ZERO = new Resources(0, 0, 0, 0);

    public Resources {
        gres = gres == null ? Gres.NONE : gres;
    }

    /**
     * Written out, giving what the record's own gives (31 * h + each component's hash, from 0, so
     * hash maps keep their order): in C1 code, which a simulation's early runs mostly execute, a
     * record's generated equals and hashCode go through method handles, some 250-900 ns a call
     * against 10-30 written out. Compared at every event (node orders, placements kept, cache keys).
     */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Resources r && procs == r.procs && memMb == r.memMb && swapMb == r.swapMb
                && diskMb == r.diskMb && gpus == r.gpus && gres.equals(r.gres);
    }

    /** The record's own hash, written out ({@link #equals} says why). */
    @Override
    public int hashCode() {
        int h = Integer.hashCode(procs);
        h = 31 * h + Long.hashCode(memMb);
        h = 31 * h + Long.hashCode(swapMb);
        h = 31 * h + Long.hashCode(diskMb);
        h = 31 * h + Integer.hashCode(gpus);
        return 31 * h + gres.hashCode();
    }

    /** Procs, memory, swap and disk; no GPUs or generic resources. */
    public Resources(int procs, long memMb, long swapMb, long diskMb) {
        this(procs, memMb, swapMb, diskMb, 0, Gres.NONE);
    }

    /**
     * Procs alone. From 1 to 64 one shared object per count, as the trace readers' jobs ask it: the
     * backfill pass reads every candidate job's procs per task at every event, and an object of its
     * own per job, far from the job in memory, was a cache miss each time (1.2 % of the samples of
     * Lublin's early runs on Job.procs' read of it). A record: equal values, whichever object.
     */
    public static Resources procs(int procs) {
        return procs > 0 && procs < FEW_PROCS.length ? FEW_PROCS[procs] : new Resources(procs, 0, 0, 0);
    }

    /** {@link #procs(int)}'s shared objects, by count (none for 0); never written after it is filled. */
    private static final Resources[] FEW_PROCS = new Resources[65];

    static {
        for (int p = 1; p < FEW_PROCS.length; p++) {
            FEW_PROCS[p] = new Resources(p, 0, 0, 0);
        }
    }

    public Resources withProcs(int p) {
        return new Resources(p, memMb, swapMb, diskMb, gpus, gres);
    }

    public Resources withGpus(int g) {
        return new Resources(procs, memMb, swapMb, diskMb, g, gres);
    }

    public Resources withGres(Gres g) {
        return new Resources(procs, memMb, swapMb, diskMb, gpus, g);
    }

    /** True when GPUs or generic resources are part of this amount (the uncommon case). */
    public boolean hasDevices() {
        return gpus != 0 || !gres.isEmpty();
    }

    /** True when every resource is zero. */
    public boolean isZero() {
        return procs == 0 && memMb == 0 && swapMb == 0 && diskMb == 0 && !hasDevices();
    }

    /**
     * The sum. An operand that is {@link #ZERO} itself gives the other back, and {@code minus} of
     * the same object gives {@link #ZERO}, unallocated: the values are those of the full sums
     * (a GRES that nets to zero is dropped, as {@link Gres} does), and a node's use goes from
     * nothing to one job's tasks and back at most starts and ends (a 1-processor node always).
     */
    public Resources plus(Resources o) {
        if (this == ZERO) {
            return o;
        }
        if (o == ZERO) {
            return this;
        }
        return new Resources(procs + o.procs, memMb + o.memMb, swapMb + o.swapMb, diskMb + o.diskMb,
                gpus + o.gpus, gres.plus(o.gres));
    }

    /** The difference; {@link #ZERO} for this less itself, this less {@link #ZERO} is this ({@link #plus}). */
    public Resources minus(Resources o) {
        if (o == this) {
            return ZERO;
        }
        if (o == ZERO) {
            return this;
        }
        return new Resources(procs - o.procs, memMb - o.memMb, swapMb - o.swapMb, diskMb - o.diskMb,
                gpus - o.gpus, gres.minus(o.gres));
    }

    /**
     * This plus {@code n} times {@code o}, and this less {@code n} times {@code o} ({@code n}
     * negative): {@code plus(o.times(n))} without the product built, for the tasks a start puts on
     * one node together (the simulator's machine, at every start and end).
     */
    public Resources plusTimes(Resources o, int n) {
        if (n == 1) {
            return plus(o);
        }
        if (n == -1) {
            return minus(o);
        }
        if (hasDevices() || o.hasDevices()) {
            return n > 0 ? plus(o.times(n)) : minus(o.times(-n));
        }
        return new Resources(procs + o.procs * n, memMb + o.memMb * n, swapMb + o.swapMb * n, diskMb + o.diskMb * n);
    }

    public Resources times(int n) {
        if (n == 1) {
            return this;
        }
        return new Resources(procs * n, memMb * n, swapMb * n, diskMb * n, gpus * n, gres.times(n));
    }

    /** Each resource's smaller amount: the least of two free amounts. */
    public Resources min(Resources o) {
        return new Resources(Math.min(procs, o.procs), Math.min(memMb, o.memMb), Math.min(swapMb, o.swapMb),
                Math.min(diskMb, o.diskMb), Math.min(gpus, o.gpus), gres.min(o.gres));
    }

    /** True when every resource of {@code need} fits in this amount. */
    public boolean covers(Resources need) {
        return procs >= need.procs && memMb >= need.memMb && swapMb >= need.swapMb && diskMb >= need.diskMb
                && gpus >= need.gpus && gres.covers(need.gres);
    }

    /** How many tasks of size {@code perTask} fit in this amount (resources a task does not need are ignored). */
    public int tasksOf(Resources perTask) {
        long n = timesFits(procs, memMb, swapMb, diskMb, perTask);
        if (perTask.gpus > 0) n = Math.min(n, gpus / perTask.gpus);
        if (!perTask.gres.isEmpty()) n = Math.min(n, gres.timesFits(perTask.gres));
        return (int) Math.max(0, Math.min(n, Integer.MAX_VALUE));
    }

    /**
     * {@link #tasksOf} of the amounts given one by one, for a {@code perTask} that asks no GPUs and
     * no generic resources ({@link #hasDevices} false): the same count without a Resources built to
     * hold them (a start estimate's sweep asks it of every node at each candidate time).
     */
    public static int tasksOf(int procs, long memMb, long swapMb, long diskMb, Resources perTask) {
        return (int) Math.max(0, Math.min(timesFits(procs, memMb, swapMb, diskMb, perTask), Integer.MAX_VALUE));
    }

    /** How many times perTask's procs, memory, swap and disk fit in these; Long.MAX_VALUE when it asks none. */
    private static long timesFits(int procs, long memMb, long swapMb, long diskMb, Resources perTask) {
        long n = Long.MAX_VALUE;
        if (perTask.procs > 0) n = Math.min(n, procs / perTask.procs);
        if (perTask.memMb > 0) n = Math.min(n, memMb / perTask.memMb);
        if (perTask.swapMb > 0) n = Math.min(n, swapMb / perTask.swapMb);
        if (perTask.diskMb > 0) n = Math.min(n, diskMb / perTask.diskMb);
        return n;
    }

    /** The amount of one resource by its Maui name ({@link #PROCS}, ..., {@link #GPUS}, or a GRES name). */
    public long get(String name) {
        return switch (name) {
            case PROCS -> procs;
            case MEM -> memMb;
            case SWAP -> swapMb;
            case DISK -> diskMb;
            case GPUS -> gpus;
            default -> gres.get(name);
        };
    }

    /**
     * The names of the resources in display order: PROCS, MEM, SWAP, DISK, GPUS, then this
     * amount's generic resources by name. Shortfall reasons and views walk the vector with it.
     */
    public List<String> names() {
        List<String> n = new ArrayList<>(List.of(PROCS, MEM, SWAP, DISK, GPUS));
        n.addAll(gres.asMap().keySet());
        return n;
    }

    /**
     * The first resource (in {@link #names()} order of {@code need}) of which {@code need} asks
     * more than this amount has; empty when this covers it.
     */
    public Optional<String> firstShortOf(Resources need) {
        Objects.requireNonNull(need, "need");
        for (String name : need.names()) {
            if (need.get(name) > 0 && get(name) < need.get(name)) {
                return Optional.of(name);
            }
        }
        return Optional.empty();
    }
}
