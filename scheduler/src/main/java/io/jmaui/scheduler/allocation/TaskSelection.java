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
        int block = block(tasks, nodes, ppn, exact);
        if (fit < block) {
            return 0;
        }
        return exact ? block : fit - fit % block;
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
        exact = exactNodes(exact, nodes);
        if (block(tasks, nodes, ppn, exact) != 1 || exact) {
            return select(ranked, tasks, nodes, ppn, exact);
        }
        int[] take = new int[ranked.size()];
        int remaining = tasks;
        for (int k = 0; k < ranked.size() && remaining > 0; k++) {
            take[k] = Math.min(Math.min(first[k], ranked.get(k).tasks()), remaining);
            remaining -= take[k];
        }
        for (int k = 0; k < ranked.size() && remaining > 0; k++) {
            int more = Math.min(ranked.get(k).tasks() - take[k], remaining);
            take[k] += more;
            remaining -= more;
        }
        if (remaining > 0) {
            return null;
        }
        List<String> hosts = new ArrayList<>(tasks);
        for (int k = 0; k < ranked.size(); k++) {
            for (int i = 0; i < take[k]; i++) {
                hosts.add(ranked.get(k).node().name());
            }
        }
        return hosts;
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
