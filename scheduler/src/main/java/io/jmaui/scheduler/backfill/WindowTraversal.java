package io.jmaui.scheduler.backfill;

import io.jmaui.scheduler.availability.BackfillWindow;
import io.jmaui.scheduler.model.Job;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The window walk BESTFIT and GREEDY share (guide 8.2): windows widest first; in each, the
 * policy picks among the untried candidates that fit the window (procs and walltime); picked jobs
 * are tried in turn; once one starts the windows have changed, so the walk starts over. Every
 * candidate is tried at most once, so the walk ends.
 */
final class WindowTraversal {

    /** Which of the fitting candidates (priority order) to try in a window. */
    interface Pick {
        List<Job> pick(BackfillRun run, BackfillWindow w, List<Job> fitting);
    }

    private WindowTraversal() {
    }

    static void walk(BackfillRun run, Pick policy) {
        Set<String> tried = new HashSet<>();
        boolean again = true;
        while (again) {
            again = false;
            for (BackfillWindow w : run.windows()) {
                List<Job> fitting = run.candidates().stream()
                        .filter(j -> !tried.contains(j.id()) && j.procs() <= w.procs() && run.walltime(j) <= w.duration())
                        .toList();
                if (fitting.isEmpty()) {
                    continue;
                }
                boolean started = false;
                for (Job j : policy.pick(run, w, fitting)) {
                    tried.add(j.id());
                    started |= run.tryStart(j);
                    again = true;
                }
                if (started) {
                    break;
                }
            }
        }
    }
}
