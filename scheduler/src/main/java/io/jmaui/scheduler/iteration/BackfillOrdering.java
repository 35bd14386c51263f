package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.config.BackfillOrder;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Times;

import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;

/**
 * BACKFILLORDER: the order the backfill candidates are tried in. PRIORITY (Maui's) leaves them in
 * priority order; SHORTEST sorts by planned run time (the prediction, else the walltime), shortest
 * first; XFACTOR by current expansion factor {@code (now - queued since + planned) / planned},
 * highest first. Ties keep priority order (the sort is stable). A job without a walltime sorts as
 * longest.
 */
final class BackfillOrdering {

    private BackfillOrdering() {
    }

    /** The comparator for the configured order, null for PRIORITY (nothing to sort). */
    static Comparator<Job> of(IterationState st) {
        BackfillOrder order = st.cfg.get(Parameters.BACKFILLORDER);
        if (order == BackfillOrder.PRIORITY) {
            return null;
        }
        Map<String, Long> planned = new HashMap<>();
        java.util.function.ToLongFunction<Job> run = j -> planned.computeIfAbsent(j.id(), id -> st.planned(j));
        if (order == BackfillOrder.SHORTEST) {
            return Comparator.comparingLong(run);
        }
        return Comparator.comparingDouble((Job j) -> {
            long p = run.applyAsLong(j);
            if (p == Times.INFINITY || p <= 0) {
                return 0.0;
            }
            return -(double) (st.now - j.effectiveQueueTime() + p) / p;
        });
    }
}
