package io.jmaui.scheduler.model;

/** Who made a reservation: an administrator (setres), a standing reservation (SRCFG), or the scheduler for a job. */
public enum ReservationType {
    ADMIN,
    STANDING,
    JOB
}
