package io.jmaui.scheduler.iteration;

import io.jmaui.scheduler.prediction.PredictionSettings;
import io.jmaui.scheduler.prediction.Predictor;

/**
 * Stage 1a (JOBPREDICTIONPOLICY): brings the predictor's state up to date with the snapshot, so
 * that every stage after it plans with {@link IterationState#planned} (and, with
 * JOBPREDICTIONXFACTOR, ranks by it). Nothing happens with predictions off: the iteration is then
 * Maui's, planned run time for walltime.
 */
final class PredictRunTimes implements Stage {

    @Override
    public void apply(IterationState st) {
        PredictionSettings s = PredictionSettings.of(st.cfg);
        if (s.enabled()) {
            st.predictor = Predictor.observe(s, st.snapshot.prediction(), st.snapshot.jobs(), st.now);
        }
    }
}
