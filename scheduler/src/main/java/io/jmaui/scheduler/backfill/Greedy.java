package io.jmaui.scheduler.backfill;

import io.jmaui.scheduler.model.Job;

import java.util.ArrayList;
import java.util.List;

/**
 * GREEDY (guide 8.2): for each window, widest first, the combination of fitting candidates with
 * the greatest total BACKFILLMETRIC value whose procs fit the window (a knapsack over the first
 * {@value #MAX_COMBINED} fitting candidates), started in priority order; repeat while jobs start.
 */
final class Greedy implements BackfillPolicy {

    static final String NAME = "GREEDY";
    static final int MAX_COMBINED = 32;
    private static final int MAX_CAPACITY = 4096;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void fill(BackfillRun run) {
        WindowTraversal.walk(run, (r, w, fitting) ->
                best(r, fitting.subList(0, Math.min(MAX_COMBINED, fitting.size())), w.procs()));
    }

    private static List<Job> best(BackfillRun run, List<Job> jobs, int windowProcs) {
        int cap = Math.min(windowProcs, MAX_CAPACITY);
        int n = jobs.size();
        double[][] value = new double[n + 1][cap + 1];
        for (int i = 1; i <= n; i++) {
            Job j = jobs.get(i - 1);
            int p = j.procs();
            double v = run.metric().value(j, run.walltime(j));
            for (int c = 0; c <= cap; c++) {
                value[i][c] = value[i - 1][c];
                if (p <= c && value[i - 1][c - p] + v > value[i][c]) {
                    value[i][c] = value[i - 1][c - p] + v;
                }
            }
        }
        List<Job> chosen = new ArrayList<>();
        for (int i = n, c = cap; i >= 1; i--) {
            if (value[i][c] != value[i - 1][c]) {
                chosen.add(0, jobs.get(i - 1));
                c -= jobs.get(i - 1).procs();
            }
        }
        return chosen;
    }
}
