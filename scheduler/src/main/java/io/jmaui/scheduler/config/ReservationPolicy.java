package io.jmaui.scheduler.config;

/** RESERVATIONPOLICY (guide 7.1.4, appendix F): which priority jobs hold reservations. CURRENTHIGHEST keeps them for the currently highest jobs, HIGHEST never releases one once made, NEVER makes none. */
public enum ReservationPolicy {
    CURRENTHIGHEST,
    HIGHEST,
    NEVER
}
