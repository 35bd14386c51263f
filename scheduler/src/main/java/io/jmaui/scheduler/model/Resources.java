package io.jmaui.scheduler.model;

/**
 * An amount of the four resources Maui schedules: processors, real memory, swap and disk (MB).
 * Used for one task's needs, a node's capacity and what is left of it.
 */
public record Resources(int procs, long memMb, long swapMb, long diskMb) {

    public static final Resources ZERO = new Resources(0, 0, 0, 0);

    public static Resources procs(int procs) {
        return new Resources(procs, 0, 0, 0);
    }

    public Resources plus(Resources o) {
        return new Resources(procs + o.procs, memMb + o.memMb, swapMb + o.swapMb, diskMb + o.diskMb);
    }

    public Resources minus(Resources o) {
        return new Resources(procs - o.procs, memMb - o.memMb, swapMb - o.swapMb, diskMb - o.diskMb);
    }

    public Resources times(int n) {
        return new Resources(procs * n, memMb * n, swapMb * n, diskMb * n);
    }

    /** True when every resource of {@code need} fits in this amount. */
    public boolean covers(Resources need) {
        return procs >= need.procs && memMb >= need.memMb && swapMb >= need.swapMb && diskMb >= need.diskMb;
    }

    /** How many tasks of size {@code perTask} fit in this amount (resources a task does not need are ignored). */
    public int tasksOf(Resources perTask) {
        long n = Long.MAX_VALUE;
        if (perTask.procs > 0) n = Math.min(n, procs / perTask.procs);
        if (perTask.memMb > 0) n = Math.min(n, memMb / perTask.memMb);
        if (perTask.swapMb > 0) n = Math.min(n, swapMb / perTask.swapMb);
        if (perTask.diskMb > 0) n = Math.min(n, diskMb / perTask.diskMb);
        return (int) Math.max(0, Math.min(n, Integer.MAX_VALUE));
    }
}
