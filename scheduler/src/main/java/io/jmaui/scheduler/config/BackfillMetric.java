package io.jmaui.scheduler.config;

/** BACKFILLMETRIC (appendix F; NODES from Maui 3.3's list): what BESTFIT and GREEDY maximise when filling a window. */
public enum BackfillMetric {
    PROCS,
    NODES,
    PROCSECONDS,
    SECONDS,
    PE,
    PESECONDS
}
