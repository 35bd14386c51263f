package io.jmaui.scheduler.config;

/** How a fairshare target steers priority (guide 5.1.2.2, 6.3.3, fs.cfg FSTARGET): TARGET ({@code 10}) both ways, FLOOR ({@code 10+}) only up when usage is below, CAP ({@code 10-}) only down when usage is above, HARD_CAP ({@code 10^}) blocks jobs while usage is at or above (feasibility fairshare, 6.3.3.2). */
public enum FsTargetMode {
    TARGET,
    FLOOR,
    CAP,
    HARD_CAP
}
