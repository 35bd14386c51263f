package io.jmaui.scheduler.config;

/**
 * SIMNODECONFIGURATION (appendix F): NORMAL matches jobs to nodes by their configuration (memory,
 * features, classes); UNIFORM treats every simulated node alike, so only processors count.
 */
public enum SimNodeConfiguration {
    NORMAL,
    UNIFORM
}
