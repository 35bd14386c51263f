package io.jmaui.scheduler.config;

/** SRCFG ACCESS (guide 7.1.5): DEDICATED reservations avoid resources other non-job reservations hold; SHARED ones may overlap them. */
public enum ReservationAccess {
    DEDICATED,
    SHARED
}
