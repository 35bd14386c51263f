package io.jmaui.scheduler.model;

/** Holds on a job: TORQUE's hold types u, o, s, plus Maui's batch and defer holds. */
public enum HoldType {
    USER,
    OPERATOR,
    SYSTEM,
    BATCH,
    DEFER
}
