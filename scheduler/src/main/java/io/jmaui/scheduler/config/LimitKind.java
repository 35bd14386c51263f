package io.jmaui.scheduler.config;

/** The throttling limits of guide 6.2.1.1: MAXJOB (jobs), MAXPROC (processors), MAXPS (processor-seconds), MAXPE (processor equivalents), MAXWC (seconds of walltime), MAXNODE (nodes), MAXMEM (MB). */
public enum LimitKind {
    JOB,
    PROC,
    PS,
    PE,
    WC,
    NODE,
    MEM
}
