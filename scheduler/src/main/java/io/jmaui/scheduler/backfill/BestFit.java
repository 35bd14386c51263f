package io.jmaui.scheduler.backfill;

import io.jmaui.scheduler.model.Job;

import java.util.List;

/**
 * BESTFIT (guide 8.2): windows widest first; in each, of the candidates that fit it (procs and
 * walltime), the one with the best BACKFILLMETRIC value is started (ties to priority order);
 * repeat while jobs start. Each candidate is tried once.
 */
final class BestFit implements BackfillPolicy {

    static final String NAME = "BESTFIT";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void fill(BackfillRun run) {
        WindowTraversal.walk(run, (r, w, fitting) -> {
            Job best = fitting.get(0);
            double bestValue = r.metric().value(best, r.walltime(best));
            for (Job j : fitting) {
                double v = r.metric().value(j, r.walltime(j));
                if (v > bestValue) {
                    best = j;
                    bestValue = v;
                }
            }
            return List.of(best);
        });
    }
}
