package io.jmaui.scheduler.config;

/** JOBPREDICTIONPOLICY: NONE plans with wallclock limits (Maui); USER predicts from the user's last run times. */
public enum JobPredictionPolicy {
    NONE,
    USER
}
