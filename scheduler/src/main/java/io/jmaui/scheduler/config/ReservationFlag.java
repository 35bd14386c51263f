package io.jmaui.scheduler.config;

/**
 * SRCFG FLAGS (guide 7.1.5): BYNAME only admits jobs that ask for the reservation by name,
 * OWNERPREEMPT lets the owner's jobs preempt others inside it, SPACEFLEX lets it move between
 * hosts; SINGLEUSE, PREEMPTEE, TIMEFLEX, FORCE and BESTEFFORT as the guide lists them.
 */
public enum ReservationFlag {
    BESTEFFORT,
    BYNAME,
    FORCE,
    OWNERPREEMPT,
    PREEMPTEE,
    SINGLEUSE,
    SPACEFLEX,
    TIMEFLEX
}
