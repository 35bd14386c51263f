package io.jmaui.scheduler.availability;

import io.jmaui.scheduler.model.Times;

import java.util.ArrayList;
import java.util.List;

/**
 * Backfill windows (guide 8.2 "largest node-time rectangles", showbf). Each node free now
 * contributes a staircase: its free procs (and GPUs) now, dropping at each later change point
 * where they fall. Summed over nodes and read at every drop, the staircase gives the windows: the
 * widest (most nodes) lasts until the first drop, the narrowest runs longest. In the guide's
 * figure, four nodes free for an hour before a job reservation and one of them free beyond it give
 * two overlapping windows, 4 nodes x 1 hour and 1 node unbounded. A node's GPUs count while it has
 * free procs, since a GPU job needs a proc beside its GPU.
 */
final class WindowFinder {

    private WindowFinder() {
    }

    private record Drop(long after, int nodes, long procs, long gpus) {
    }

    static List<BackfillWindow> windows(Availability a, Request q) {
        long now = a.now();
        int nodes = 0;
        long procs = 0;
        long gpus = 0;
        List<Drop> drops = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            if (!a.usable(i) || !q.nodeFilter().test(a.nodes().get(i))) {
                continue;
            }
            Timeline tl = a.free[i];
            int k = tl.indexAt(now);
            long m = tl.procsAt(k);
            if (m <= 0) {
                continue;
            }
            long g = Math.max(0, tl.gpusAt(k));
            nodes++;
            procs += m;
            gpus += g;
            for (k = k + 1; k < tl.size() && m > 0; k++) {
                long v = Math.max(0, tl.procsAt(k));
                long gv = v == 0 ? 0 : Math.min(g, Math.max(0, tl.gpusAt(k)));
                if (v < m || gv < g) {
                    drops.add(new Drop(tl.timeAt(k) - now, v == 0 ? 1 : 0, m - Math.min(m, v), g - gv));
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

    private static BackfillWindow window(long now, int nodes, long procs, long duration, long gpus) {
        return new BackfillWindow(now, nodes, (int) Math.min(Integer.MAX_VALUE, procs), duration,
                (int) Math.min(Integer.MAX_VALUE, gpus));
    }
}
