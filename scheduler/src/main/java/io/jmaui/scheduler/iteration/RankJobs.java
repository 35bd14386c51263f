package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobState;

import java.util.List;

/**
 * Stage 2 (guide 5.1): every queued job (idle, held or deferred) gets its priority; the rest of
 * the iteration walks them in this order.
 */
final class RankJobs implements Stage {

    @Override
    public void apply(IterationState st) {
        List<Job> queued = st.snapshot.jobs().stream()
                .filter(j -> j.state() == JobState.IDLE || j.state() == JobState.HOLD || j.state() == JobState.DEFERRED)
                .toList();
        Ranker.Ranking r = st.policies.ranker().rank(st.snapshot, queued, st.usage, st.now);
        st.ranked = r.order();
        st.priorities = r.priorities();
    }
}
