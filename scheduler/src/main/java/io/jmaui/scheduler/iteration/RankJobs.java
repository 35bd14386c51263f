package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.model.Job;

import io.jmaui.scheduler.config.Parameters;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Stage 2 (guide 5.1): every queued job (idle, held or deferred) gets its priority; the rest of
 * the iteration walks them in this order. With JOBPREDICTIONXFACTOR the priority is computed on
 * jobs whose wallclock limit reads as their planned run time, so the XFACTOR subcomponent
 * (5.1.2.4.2, {@code 1 + queued / MAX(XFMINWCLIMIT, limit)}) grows with the expected slowdown
 * rather than the requested one (JOBPREDICTIONXFACTORBASIS REQUESTRATIO: as the expected one);
 * the jobs themselves are not changed. A decisions-only iteration whose eligibility verdicts are
 * each job's own leaves the ranking to the eligibility stage, which ranks the eligible jobs alone
 * ({@link EligibleFirst}).
 */
final class RankJobs implements Stage {

    @Override
    public void apply(IterationState st) {
        List<Job> all = st.snapshot.jobs();
        List<Job> queued = new ArrayList<>(all.size());
        boolean noQueue = false;
        for (int i = 0; i < all.size(); i++) {
            Job j = all.get(i);
            if (j.state().isWaiting()) {
                queued.add(j);
                noQueue |= j.noQueue();
            }
        }
        // a decisions-only iteration reports no priority breakdown: the values alone order the jobs
        st.noQueue = noQueue;
        st.waiting = queued;
        boolean breakdowns = st.detail != Detail.DECISIONS;
        if (st.predictor == null || !st.cfg.get(Parameters.JOBPREDICTIONXFACTOR)) {
            if (EligibleFirst.may(st, noQueue)) {
                EligibleFirst.defer(st, queued);
            } else {
                rank(st, queued);
            }
            return;
        }
        Map<String, Job> original = new HashMap<>();
        List<Job> view = new ArrayList<>(queued.size());
        for (Job j : queued) {
            original.put(j.id(), j);
            long p = st.predictor.ranked(j);
            view.add(p > 0 && p < j.walltime() ? j.toBuilder().walltime(p).build() : j);
        }
        Ranker.Ranking r = st.policies.ranker().rank(st.snapshot, view, st.usage, st.now, breakdowns);
        st.ranked = r.order().stream().map(j -> original.get(j.id())).toList();
        st.priorities = r.priorities();
        st.slots = new JobSlots(st.ranked);
        // the view is the queued list job for job: its positions are the queued jobs'
        st.positions = r.positions() == null ? null : new RankPositions(st.ranked, queued, r.positions());
    }

    /** {@code queued} in priority order, with their priorities: the plain ranking. */
    static void rank(IterationState st, List<Job> queued) {
        boolean breakdowns = st.detail != Detail.DECISIONS;
        Ranker.Ranking r = st.policies.ranker().rank(st.snapshot, queued, st.usage, st.now, breakdowns);
        st.ranked = r.order();
        st.priorities = r.priorities();
        st.slots = new JobSlots(st.ranked);
        st.positions = r.positions() == null ? null : new RankPositions(st.ranked, queued, r.positions());
    }
}
