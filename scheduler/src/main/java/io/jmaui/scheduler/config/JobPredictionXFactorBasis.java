package io.jmaui.scheduler.config;

/**
 * JOBPREDICTIONXFACTORBASIS: the run time JOBPREDICTIONXFACTOR ranks by. PREDICTION: the job's
 * prediction; REQUESTRATIO: the job's own limit scaled by its user's recent run/limit ratios, so
 * the expansion factor grows as fast as the job's expected slowdown.
 */
public enum JobPredictionXFactorBasis {
    PREDICTION,
    REQUESTRATIO
}
