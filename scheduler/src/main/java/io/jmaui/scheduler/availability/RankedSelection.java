package io.jmaui.scheduler.availability;

import java.util.Arrays;
import java.util.List;

/**
 * The hosts a {@link RankedRows} merge chooses over its rows: {@link HostChoice#byTask} in one pass
 * where every row's first-round share is known, and the last selection's very hosts list again
 * where the pass takes what it took.
 */
final class RankedSelection {

    private RankedSelection() {
    }

    /**
     * {@link HostChoice#byTask}'s two rounds over the first {@code c} merged rows of a search at t
     * over [t, end), every row's first-round share known ({@code first}, adding up to
     * {@code shares}), in one pass: when the
     * shares hold fewer than q's tasks, the first round takes every share and the second the rest
     * of each row in rank order, as far as the tasks go; else the first round alone takes the
     * shares in rank order as far as the tasks go. The rows hold q's tasks. When
     * the pass takes what {@code was} took, node for node in the same order, for the same request
     * over [t, end), its very hosts list serves again (the commit right after finds it by
     * identity): on Lublin a third of the patched searches. The first {@code unchanged} rows are
     * those was was chosen from, as they were: the pass starts at its last mark there
     * ({@link SelectionWalk}). The names are those of was's nodes:
     * searches are carried only from base to base, and a base serves only the same node names at
     * the same positions ({@link AvailabilityBase#diff}).
     */
    static List<String> select(Availability a, Request q, long t, long end, int c, int[] node2, int[] tasks2,
                               int[] first, long shares, Fitted was, int unchanged) {
        int tasks = q.tasks();
        boolean second = shares < tasks;
        long rest = second ? tasks - shares : 0;
        // was is the fit of these rows' search for the same request (CarriedSearches.sameRequest): the same amount per task
        boolean same = was != null && was.start() == t && was.end() == end && was.access() == q.accessPolicy();
        int[] wasNodes = same ? was.nodes() : null;
        int[] wasCounts = same ? was.counts() : null;
        List<String> wasHosts = same ? was.hosts() : null;
        SelectionWalk walk = new SelectionWalk(c, second, rest);
        int used = 0;
        int at = 0;
        int k0 = 0;
        // the first unchanged rows are was's rows: taken as was's pass took them, up to its last mark there
        if (same && was.walk() != null) {
            int m = was.walk().resume(walk, unchanged);
            if (m > 0) {
                a.walksResumed++;
                k0 = m << walk.shift;
                used = was.walk().used(m);
                at = was.walk().at(m);
                rest -= was.walk().more(m);
            }
        }
        // the hosts, their positions and tasks, written from the first host that is not was's (was's before it)
        String[] out = same ? null : new String[tasks];
        int[] nodes = same ? null : new int[Math.min(c, tasks)];
        int[] counts = same ? null : new int[nodes.length];
        int shared = 0; // the hosts taken alike, before the first that is not was's
        int mask = (1 << walk.shift) - 1;
        for (int k = k0; k < c && at < tasks; k++) {
            if ((k & mask) == 0) {
                walk.mark(k >>> walk.shift, used, at, rest);
            }
            // conditionals, not Math.min, and one store for one task (a node of one proc), not
            // Arrays.fill: calls per row in C1 code, which a JVM's first runs mostly execute
            int take;
            if (second) {
                int more = tasks2[k] - first[k];
                if (more > rest) {
                    more = (int) rest;
                }
                rest -= more;
                take = first[k] + more;
            } else {
                take = first[k] < tasks - at ? first[k] : tasks - at;
            }
            if (take == 0) {
                continue;
            }
            int i = node2[k];
            if (same && (used == wasNodes.length || wasNodes[used] != i || wasCounts[used] != take)) {
                same = false;
                shared = used;
                nodes = new int[Math.min(c, tasks)];
                counts = new int[nodes.length];
                System.arraycopy(wasNodes, 0, nodes, 0, used);
                System.arraycopy(wasCounts, 0, counts, 0, used);
                // the names taken alike so far: one array copy, not a list read per task (1.3 % of
                // Lublin's early runs); was took q's tasks, one host each
                if (wasHosts.size() == tasks) {
                    out = wasHosts.toArray(new String[tasks]); // the rest is written below
                } else {
                    out = new String[tasks];
                    for (int x = 0; x < at; x++) {
                        out[x] = wasHosts.get(x);
                    }
                }
            }
            if (!same) {
                String name = a.name(i);
                if (take == 1) {
                    out[at] = name;
                } else {
                    Arrays.fill(out, at, at + take, name);
                }
                nodes[used] = i;
                counts[used] = take;
            }
            used++;
            at += take;
        }
        if (same && used == wasNodes.length) {
            a.fitted = was.at(a.holdsMade(), walk);
            return wasHosts;
        }
        if (same) { // every take alike, yet fewer nodes than was's: never for the same tasks, kept for safety
            out = wasHosts.toArray(new String[0]);
            nodes = Arrays.copyOf(wasNodes, used);
            counts = Arrays.copyOf(wasCounts, used);
        }
        return HostChoice.chosen(a, q, out, nodes, counts, used, t, end, walk, shared > 0 ? was : null, shared);
    }
}
