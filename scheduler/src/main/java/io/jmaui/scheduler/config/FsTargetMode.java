package io.jmaui.scheduler.config;

/**
 * How a fairshare target steers (guide 5.1.2.2, 6.3.3, fs.cfg FSTARGET {@code <DOUBLE>[+-%^]}):
 * TARGET ({@code 10}) moves priority both ways, FLOOR ({@code 10+}) only up while usage is below,
 * CAP ({@code 10-}) only down while usage is above. The two feasibility caps (6.3.3.2, "a hard
 * absolute number of cycles ... or a percentage of total cycles delivered") add no priority and
 * block the credential's jobs: HARD_CAP ({@code 5000^}) once its usage in the fairshare window
 * would pass that absolute amount, RELATIVE_CAP ({@code 25%}) once it would pass that percent of
 * all usage delivered (Maui's MFSTargetFromString reads the same five suffixes).
 */
public enum FsTargetMode {
    TARGET,
    FLOOR,
    CAP,
    HARD_CAP,
    RELATIVE_CAP;

    /** A cap that blocks jobs rather than steering priority. */
    public boolean blocks() {
        return this == HARD_CAP || this == RELATIVE_CAP;
    }
}
