package io.jmaui.scheduler.model;

/**
 * Holds on a job: TORQUE's hold types u, o, s (with a, the hold an array's sub-jobs carry while
 * pbs_server clones them), l (an array's slot limit), plus Maui's batch and defer holds.
 */
public enum HoldType {
    USER,
    OPERATOR,
    SYSTEM,
    /** TORQUE's {@code l}: the sub-job waits while its array runs as many jobs as its slot limit ({@code qsub -t 0-9%2}). */
    SLOT,
    BATCH,
    DEFER
}
