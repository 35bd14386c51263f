package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.AclAffinity;
import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Backfill windows (guide 8.2 "largest node-time rectangles", showbf). Each node free now
 * contributes a staircase: its free procs (and GPUs) now, dropping at each later change point
 * where they fall. Summed over nodes and read at every drop, the staircase gives the windows: the
 * widest (most nodes) lasts until the first drop, the narrowest runs longest. In the guide's
 * figure, four nodes free for an hour before a job reservation and one of them free beyond it give
 * two overlapping windows, 4 nodes x 1 hour and 1 node unbounded. A node's GPUs count while it has
 * free procs, since a GPU job needs a proc beside its GPU. The room of the admin and standing
 * reservations the request may use counts as free (showbf -u: what that user could use).
 */
final class WindowFinder {

    private WindowFinder() {
    }

    private record Drop(long after, int nodes, long procs, long gpus) {
    }

    static List<BackfillWindow> windows(Availability a, Request q) {
        return windows(a, q, a.now());
    }

    /**
     * The windows that open at {@code now} (not before the availability's own now): the nodes with
     * room then, each for as long as it keeps it (showbf -D asks at later times).
     */
    static List<BackfillWindow> windows(Availability a, Request q, long now) {
        AclAffinity[] access = a.hasReservations() ? a.accessFor(q) : null;
        int nodes = 0;
        long procs = 0;
        long gpus = 0;
        List<Drop> drops = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            if (!a.usable(i) || !q.nodeFilter().test(a.nodes().get(i))) {
                continue;
            }
            Timeline tl = a.timeline(i);
            List<Block> credit = credit(a, i, access, now);
            long[] times = credit.isEmpty() ? null : times(tl, credit, now);
            int k0 = tl.indexAt(now);
            int steps = times == null ? tl.size() - k0 : times.length;
            long m = procs(tl, credit, times, k0, 0);
            if (m <= 0) {
                continue;
            }
            long g = Math.max(0, gpus(tl, credit, times, k0, 0));
            nodes++;
            procs += m;
            gpus += g;
            for (int k = 1; k < steps && m > 0; k++) {
                long v = Math.max(0, procs(tl, credit, times, k0, k));
                long gv = v == 0 ? 0 : Math.min(g, Math.max(0, gpus(tl, credit, times, k0, k)));
                if (v < m || gv < g) {
                    long at = times == null ? tl.timeAt(k0 + k) : times[k];
                    drops.add(new Drop(at - now, v == 0 ? 1 : 0, m - Math.min(m, v), g - gv));
                    m = Math.min(m, v);
                    g = gv;
                }
            }
        }
        drops.sort((x, y) -> Long.compare(x.after(), y.after()));
        List<BackfillWindow> out = new ArrayList<>();
        int d = 0;
        while (d < drops.size()) {
            long at = drops.get(d).after();
            if (nodes > 0) {
                out.add(window(now, nodes, procs, at, gpus));
            }
            for (; d < drops.size() && drops.get(d).after() == at; d++) {
                nodes -= drops.get(d).nodes();
                procs -= drops.get(d).procs();
                gpus -= drops.get(d).gpus();
            }
        }
        if (nodes > 0) {
            out.add(window(now, nodes, procs, Times.INFINITY, gpus));
        }
        return out;
    }

    /**
     * The times after now at which room opens on a node the request may use (a job ends, a
     * reservation it may not use ends), earliest first, at most {@code max}: where showbf -D looks
     * for future windows.
     */
    static long[] openings(Availability a, Request q, int max) {
        long now = a.now();
        TreeSet<Long> t = new TreeSet<>();
        for (int i = 0; i < a.size(); i++) {
            if (!a.usable(i) || !q.nodeFilter().test(a.nodes().get(i))) {
                continue;
            }
            Timeline tl = a.timeline(i);
            for (int k = tl.indexAt(now) + 1; k < tl.size(); k++) {
                if (tl.procsAt(k) > tl.procsAt(k - 1) && (t.size() < max || tl.timeAt(k) < t.last())) {
                    t.add(tl.timeAt(k));
                    if (t.size() > max) {
                        t.pollLast();
                    }
                }
            }
        }
        return t.stream().mapToLong(Long::longValue).toArray();
    }

    /** The reservation blocks on node i the request may use that have not ended: free to it. */
    private static List<Block> credit(Availability a, int i, AclAffinity[] access, long now) {
        List<Block> bl = a.reservations.at(i);
        if (access == null || bl == null) {
            return List.of();
        }
        List<Block> out = new ArrayList<>(bl.size());
        for (Block b : bl) {
            if (access[b.reservation()] != null && b.end() > now) {
                out.add(b);
            }
        }
        return out;
    }

    /** Now and every later time the node's free resources or one of its credited blocks change, in order. */
    private static long[] times(Timeline tl, List<Block> credit, long now) {
        TreeSet<Long> t = new TreeSet<>();
        t.add(now);
        for (int k = tl.indexAt(now) + 1; k < tl.size(); k++) {
            t.add(tl.timeAt(k));
        }
        for (Block b : credit) {
            if (b.start() > now) {
                t.add(b.start());
            }
            if (b.end() < Times.INFINITY) {
                t.add(b.end());
            }
        }
        return t.stream().mapToLong(Long::longValue).toArray();
    }

    /** Free procs at step k: the timeline's own steps, or with credit the merged times plus the blocks then active. */
    private static long procs(Timeline tl, List<Block> credit, long[] times, int k0, int k) {
        if (times == null) {
            return tl.procsAt(k0 + k);
        }
        long p = tl.procsAtTime(times[k]);
        for (Block b : credit) {
            p += b.activeAt(times[k]) ? b.amount().procs() : 0;
        }
        return p;
    }

    private static long gpus(Timeline tl, List<Block> credit, long[] times, int k0, int k) {
        if (times == null) {
            return tl.gpusAt(k0 + k);
        }
        long g = tl.gpusAt(tl.indexAt(times[k]));
        for (Block b : credit) {
            g += b.activeAt(times[k]) ? b.amount().gpus() : 0;
        }
        return g;
    }

    private static BackfillWindow window(long now, int nodes, long procs, long duration, long gpus) {
        return new BackfillWindow(now, nodes, (int) Math.min(Integer.MAX_VALUE, procs), duration,
                (int) Math.min(Integer.MAX_VALUE, gpus));
    }

    /**
     * Backfill windows for requests like {@code q} now and at up to {@code maxOpenings} later
     * times where room opens (showbf -D), earliest first; a later window is left out when an
     * earlier one already offers as much for at least as long.
     */
    static List<BackfillWindow> futureWindows(Availability a, Request q, int maxOpenings) {
        List<BackfillWindow> out = new ArrayList<>(windows(a, q));
        for (long t : openings(a, q, maxOpenings)) {
            for (BackfillWindow w : windows(a, q, t)) {
                if (out.stream().noneMatch(o -> covers(o, w))) {
                    out.add(w);
                }
            }
        }
        return out;
    }

    /** True when {@code o} offers at least {@code w}'s nodes and procs over all of {@code w}'s time. */
    private static boolean covers(BackfillWindow o, BackfillWindow w) {
        return o.start() <= w.start() && Times.plus(o.start(), o.duration()) >= Times.plus(w.start(), w.duration())
                && o.nodes() >= w.nodes() && o.procs() >= w.procs();
    }
}
