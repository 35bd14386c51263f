package io.jmaui.scheduler.backfill;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.model.Job;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

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
        Set<String> tried = new HashSet<>();
        boolean progress = true;
        while (progress) {
            progress = false;
            for (BackfillWindow w : run.windows()) {
                Job best = null;
                double bestValue = -1;
                for (Job j : run.candidates()) {
                    long wall = run.walltime(j);
                    if (tried.contains(j.id()) || j.procs() > w.procs() || wall > w.duration()) {
                        continue;
                    }
                    double v = run.metric().value(j, wall);
                    if (v > bestValue) {
                        best = j;
                        bestValue = v;
                    }
                }
                if (best != null) {
                    tried.add(best.id());
                    if (run.tryStart(best)) {
                        progress = true;
                        break;
                    }
                    progress = true;
                }
            }
        }
    }

    static boolean fits(BackfillRun run, Job j, BackfillWindow w) {
        return j.procs() <= w.procs() && run.walltime(j) <= w.duration();
    }

    static List<Job> fitting(BackfillRun run, BackfillWindow w, Set<String> tried) {
        return run.candidates().stream().filter(j -> !tried.contains(j.id()) && fits(run, j, w)).toList();
    }
}
