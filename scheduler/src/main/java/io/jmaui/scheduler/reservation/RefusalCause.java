package io.jmaui.scheduler.reservation;

/**
 * Why a reservation's ACL refused a job (guide 7.1.5, "Access Control List", "Affinity").
 */
public enum RefusalCause {
    /** The reservation has no ACL: a SYSTEM reservation blocks every job (guide 7.1.5.3). */
    SYSTEM,
    /** FLAGS=BYNAME: only jobs that request the reservation by name may use it. */
    BYNAME,
    /** The job names another reservation ({@code qsub -W x=ADVRES:<RESID>}) and may use only that one. */
    NOT_ASKED,
    /** The job matches a NOT ({@code !}) entry, which excludes it whatever else matches. */
    EXCLUDED,
    /** The job misses a required ({@code *}) entry, e.g. {@code TIMELIMIT=1:00:00*}. */
    REQUIRED,
    /** The job matches none of the reservation's (non-required) access lists. */
    NO_MATCH
}
