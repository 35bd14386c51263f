package io.jmaui.scheduler.config;

/**
 * The job flags SIMDEFAULTJOBFLAGS forces on and SIMIGNOREJOBFLAGS strips from every trace job
 * (appendix F), as the workload trace's JobFlags field (guide 16.3, field 25) carries them.
 */
public enum SimJobFlag {
    ADVRES,
    HOSTLIST,
    RESTARTABLE,
    PREEMPTEE,
    DEDICATED,
    PREEMPTOR
}
