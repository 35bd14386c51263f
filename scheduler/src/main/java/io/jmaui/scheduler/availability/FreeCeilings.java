package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Resources;

/**
 * The most of each resource (procs, memory, swap, disk) each node's timeline holds free at any
 * time from now on: no start from now on finds more there, whatever its length ({@link
 * Timeline#tasksOver} counts the least over a window, which no segment of it exceeds). Built from
 * the timelines as they stand and kept by {@link Search} with the {@link ChangePoints} they gave,
 * which {@link Availability} drops whenever one changes: the start estimates of an iteration
 * share it while nothing is held between them.
 */
final class FreeCeilings {

    private final int[] procs;
    private final long[] mem;
    private final long[] swap;
    private final long[] disk;

    private FreeCeilings(int n) {
        procs = new int[n];
        mem = new long[n];
        swap = new long[n];
        disk = new long[n];
    }

    static FreeCeilings of(Availability a) {
        int n = a.size();
        long now = a.now();
        FreeCeilings c = new FreeCeilings(n);
        for (int i = 0; i < n; i++) {
            Timeline tl = a.timeline(i);
            long p = Long.MIN_VALUE;
            long m = Long.MIN_VALUE;
            long s = Long.MIN_VALUE;
            long d = Long.MIN_VALUE;
            for (int k = tl.indexAt(now); k < tl.size(); k++) {
                Resources v = tl.valueAt(tl.timeAt(k));
                p = Math.max(p, tl.procsAt(k));
                m = Math.max(m, v.memMb());
                s = Math.max(s, v.swapMb());
                d = Math.max(d, v.diskMb());
            }
            c.procs[i] = Timeline.clamp(p);
            c.mem[i] = m;
            c.swap[i] = s;
            c.disk[i] = d;
        }
        return c;
    }

    /** The most tasks of {@code perTask} node i holds at any time from now on, GPUs and generic resources aside. */
    int tasks(int i, Resources perTask) {
        return Resources.tasksOf(procs[i], mem[i], swap[i], disk[i], perTask);
    }
}
