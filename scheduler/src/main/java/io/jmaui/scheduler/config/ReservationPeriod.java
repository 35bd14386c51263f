package io.jmaui.scheduler.config;

/** SRCFG PERIOD (guide 7.1.5): a standing reservation recurs every DAY or WEEK, or is one permanent reservation (INFINITY). */
public enum ReservationPeriod {
    DAY,
    WEEK,
    INFINITY
}
