package io.jmaui.scheduler.config;

/**
 * How a fairshare target steers (guide 5.1.2.2, 6.3.3, fs.cfg FSTARGET {@code <DOUBLE>[+-^]}):
 * TARGET ({@code 10}) moves priority both ways, FLOOR ({@code 10+}) only up while usage is below,
 * CAP ({@code 10-}) only down while usage is above; HARD_CAP ({@code 5000^}) adds no priority and
 * blocks the credential's jobs once its usage in the fairshare window reaches that absolute amount
 * (feasibility fairshare, 6.3.3.2; Maui's absolute cap).
 */
public enum FsTargetMode {
    TARGET,
    FLOOR,
    CAP,
    HARD_CAP
}
