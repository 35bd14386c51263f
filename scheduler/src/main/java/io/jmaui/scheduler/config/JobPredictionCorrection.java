package io.jmaui.scheduler.config;

/** JOBPREDICTIONCORRECTION: how a running job that outlived its prediction is planned further. */
public enum JobPredictionCorrection {
    INCREMENT,
    DOUBLE,
    WALLTIME
}
