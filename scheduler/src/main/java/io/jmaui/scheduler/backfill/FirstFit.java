package io.jmaui.scheduler.backfill;

import io.jmaui.scheduler.model.Job;

import java.util.List;

/**
 * FIRSTFIT (guide 8.2, Maui's default): candidates in priority order, each started if it fits now
 * in any window without delaying a job reservation. With RESERVATIONDEPTH 1 this is EASY
 * backfilling.
 *
 * <p>Chunking (BFCHUNKSIZE, BFCHUNKDURATION, FIRSTFIT only): when a job of at least BFCHUNKSIZE
 * procs is blocked, smaller jobs may not backfill for BFCHUNKDURATION seconds, so that freed
 * resources aggregate for the large job. Once the duration is over, small jobs backfill again
 * until a large job starts, which ends the episode; the next blocked large job starts a new one.
 */
final class FirstFit implements BackfillPolicy {

    static final String NAME = "FIRSTFIT";

    @Override
    public String name() {
        return NAME;
    }

    /** True: without chunking, each candidate is tried in its turn, nothing else done with it. */
    @Override
    public boolean triesEachInTurn() {
        return true;
    }

    @Override
    public void fill(BackfillRun run) {
        int size = run.chunkSize();
        // by index: the candidates come wrapped unmodifiable, and a for-each loop over them made an
        // iterator through two interface calls per candidate, ~110 candidates at every full iteration;
        // their count read once: the wrapper's size() is one method for every unmodifiable
        // collection, so its call inside is megamorphic (1.8 % of Lublin's early runs on that line)
        List<Job> candidates = run.candidates();
        int n = candidates.size();
        for (int k = 0; k < n; k++) {
            Job job = candidates.get(k);
            boolean large = size > 0 && job.procs() >= size;
            long since = run.chunkBlockedSince();
            long until = since + run.chunkDuration();
            if (size > 0 && !large && since > 0 && run.now() < until) {
                run.chunked(job, until);
                continue;
            }
            if (run.tryStart(job)) {
                if (large) {
                    run.chunkBlockedSince(0);
                }
            } else if (large && since == 0 && run.chunkDuration() > 0) {
                run.chunkBlockedSince(run.now());
            }
        }
    }
}
