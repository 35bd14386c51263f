package io.jmaui.scheduler.config;

/** BACKFILLMETRIC (appendix F): what BESTFIT and GREEDY maximise when filling a window. */
public enum BackfillMetric {
    PROCS,
    PROCSECONDS,
    SECONDS,
    PE,
    PESECONDS
}
