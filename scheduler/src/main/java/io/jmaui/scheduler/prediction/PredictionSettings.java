package io.jmaui.scheduler.prediction;

import io.jmaui.scheduler.config.JobPredictionPolicy;
import io.jmaui.scheduler.config.JobPredictionXFactorBasis;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;

/**
 * The JOBPREDICTION* parameters as one value.
 *
 * @param depth       JOBPREDICTIONDEPTH: run times averaged (at least 1)
 * @param history     JOBPREDICTIONHISTORY: completed jobs kept per user (at least depth + 1)
 * @param minAccuracy JOBPREDICTIONMINACCURACY
 * @param xfactorBasis JOBPREDICTIONXFACTORBASIS
 */
public record PredictionSettings(boolean enabled, int depth, int history, double minAccuracy, Correction correction,
                                 JobPredictionXFactorBasis xfactorBasis) {

    public static PredictionSettings of(MauiConfig cfg) {
        int depth = Math.max(1, cfg.get(Parameters.JOBPREDICTIONDEPTH));
        return new PredictionSettings(cfg.get(Parameters.JOBPREDICTIONPOLICY) != JobPredictionPolicy.NONE, depth,
                Math.max(depth + 1, cfg.get(Parameters.JOBPREDICTIONHISTORY)), cfg.get(Parameters.JOBPREDICTIONMINACCURACY),
                Correction.valueOf(cfg.get(Parameters.JOBPREDICTIONCORRECTION).name()),
                cfg.get(Parameters.JOBPREDICTIONXFACTORBASIS));
    }
}
