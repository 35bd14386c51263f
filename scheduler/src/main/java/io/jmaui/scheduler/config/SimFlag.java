package io.jmaui.scheduler.config;

/**
 * SIMFLAGS (appendix F): which workload-trace information a simulation ignores. IGNFRAME has
 * nothing to ignore on TORQUE (no frames); IGNALL is every other flag at once.
 */
public enum SimFlag {
    IGNHOSTLIST,
    IGNCLASS,
    IGNQOS,
    IGNMODE,
    IGNFEATURES,
    IGNFRAME,
    IGNALL
}
