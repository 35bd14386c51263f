package io.jmaui.scheduler.allocation;

import java.util.ArrayList;
import java.util.List;

/**
 * JOBNODEMATCHPOLICY (guide a.fparameters): turns ranked candidates into one host per task.
 * EXACTNODE makes {@code nodes=N:ppn=P} N distinct hosts with exactly P tasks each. The liberal
 * default takes the job's tasks from the best nodes first, in blocks of P tasks when P was given
 * (so every node used gets at least P), else as many as fit. EXACTNODE binds only a request that
 * gave a node count: {@code procs=8} has none, so it is placed as the liberal policy places it.
 */
public final class TaskSelection {

    private TaskSelection() {
    }

    /** Tasks a candidate with {@code fit} free task slots contributes to a request. */
    public static int usableTasks(int fit, int tasks, int nodes, int ppn, boolean exact) {
        exact = exactNodes(exact, nodes);
        return usableTasks(fit, block(tasks, nodes, ppn, exact), exact);
    }

    /**
     * {@link #usableTasks(int, int, int, int, boolean)} of a request whose per-node quantum
     * ({@link #blockOf}) and EXACTNODE binding ({@link #bindsExactly}) the caller worked out once
     * for all its candidates: short enough for C1 to inline, where a JVM's first runs add up some
     * 230 candidates per job reservation per event on Lublin.
     */
    public static int usableTasks(int fit, int block, boolean exact) {
        // one task a block (no ppn): no division, which costs more than the rest of a candidate's test
        return fit < block ? 0 : exact ? block : block == 1 ? fit : fit - fit % block;
    }

    /** Whether EXACTNODE binds a request of {@code nodes} nodes ({@code exact}: the policy is EXACTNODE). */
    public static boolean bindsExactly(boolean exact, int nodes) {
        return exactNodes(exact, nodes);
    }

    /** The per-node task quantum of a request ({@link #usableTasks(int, int, boolean)}). */
    public static int blockOf(int tasks, int nodes, int ppn, boolean exact) {
        return block(tasks, nodes, ppn, exactNodes(exact, nodes));
    }

    /** EXACTNODE applies to jobs that asked for a number of nodes. */
    private static boolean exactNodes(boolean exact, int nodes) {
        return exact && nodes > 0;
    }

    /** Per-node task quantum: P under EXACTNODE or when given, else 1. */
    static int block(int tasks, int nodes, int ppn, boolean exact) {
        if (ppn > 0) {
            return ppn;
        }
        if (exact && nodes > 0) {
            return Math.max(1, tasks / nodes);
        }
        return 1;
    }

    /**
     * As {@link #select(List, int, int, int, boolean)}, but first takes from each candidate, in
     * order, only its {@code first[k]} tasks, then the rest in a second round. The engine passes
     * the tasks whose room is not idle for ever (time that would otherwise go to waste), so a
     * request leaves the longest-idle room to others. Per-task quanta above 1 (ppn, EXACTNODE)
     * take whole blocks in one round.
     */
    public static List<String> select(List<NodeCandidate> ranked, int tasks, int nodes, int ppn, boolean exact,
                                      int[] first) {
        if (!byTask(tasks, nodes, ppn, exact)) {
            return select(ranked, tasks, nodes, ppn, exact);
        }
        int n = ranked.size();
        String[] hosts = new String[n];
        int[] have = new int[n];
        for (int k = 0; k < n; k++) {
            hosts[k] = ranked.get(k).node().name();
            have[k] = ranked.get(k).tasks();
        }
        return selectByTask(n, hosts, have, first, tasks);
    }

    /**
     * {@link #select(List, int, int, int, boolean, int[])} for a request of {@code tasks} tasks
     * taken one by one (no {@code ppn}, not EXACTNODE), its {@code n} ranked candidates given
     * column by column: candidate k is host {@code hosts[k]} with room for {@code have[k]} tasks,
     * of which {@code first[k]} are taken in the first round. Null when they do not hold it.
     */
    public static List<String> selectByTask(int n, String[] hosts, int[] have, int[] first, int tasks) {
        int[] take = new int[n];
        int remaining = tasks;
        for (int k = 0; k < n && remaining > 0; k++) {
            take[k] = Math.min(Math.min(first[k], have[k]), remaining);
            remaining -= take[k];
        }
        for (int k = 0; k < n && remaining > 0; k++) {
            int more = Math.min(have[k] - take[k], remaining);
            take[k] += more;
            remaining -= more;
        }
        if (remaining > 0) {
            return null;
        }
        List<String> out = new ArrayList<>(tasks);
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < take[k]; i++) {
                out.add(hosts[k]);
            }
        }
        return out;
    }

    /** Whether a request of this shape is taken one task at a time ({@link #selectByTask} places it). */
    public static boolean byTask(int tasks, int nodes, int ppn, boolean exact) {
        exact = exactNodes(exact, nodes);
        return block(tasks, nodes, ppn, exact) == 1 && !exact;
    }

    /**
     * One host per task from candidates ranked best first, or null when they do not hold enough.
     */
    public static List<String> select(List<NodeCandidate> ranked, int tasks, int nodes, int ppn, boolean exact) {
        exact = exactNodes(exact, nodes);
        int block = block(tasks, nodes, ppn, exact);
        List<String> hosts = new ArrayList<>(tasks);
        int remaining = tasks;
        for (NodeCandidate c : ranked) {
            if (remaining == 0) {
                break;
            }
            int take = Math.min(usableTasks(c.tasks(), tasks, nodes, ppn, exact), remaining);
            if (!exact && take < remaining) {
                take -= take % block;
            }
            if (take <= 0) {
                continue;
            }
            for (int i = 0; i < take; i++) {
                hosts.add(c.node().name());
            }
            remaining -= take;
        }
        if (remaining > 0) {
            return null;
        }
        return hosts;
    }
}
