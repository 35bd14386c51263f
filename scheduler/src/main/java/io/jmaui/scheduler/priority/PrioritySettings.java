package io.jmaui.scheduler.priority;

import java.util.Arrays;

/**
 * The priority parameters of maui.cfg, read once per iteration: component and subcomponent
 * weights and caps (a cap of 0 means none), XFMINWCLIMIT, ENABLENEGJOBPRIORITY and
 * JOBPRIOACCRUALPOLICY. Immutable; {@link #with} returns a copy.
 */
final class PrioritySettings {

    private final long[] componentWeights = new long[Component.values().length];
    private final double[] componentCaps = new double[Component.values().length];
    private final long[] weights = new long[Subcomponent.values().length];
    private final double[] caps = new double[Subcomponent.values().length];
    private long xfMinWalltime;
    private boolean negativeAllowed;
    private boolean fairshareEnabled = true;
    private JobPrioAccrualPolicy accrual = JobPrioAccrualPolicy.QUEUEPOLICY;

    private PrioritySettings() {
    }

    private PrioritySettings copy() {
        PrioritySettings c = new PrioritySettings();
        System.arraycopy(componentWeights, 0, c.componentWeights, 0, componentWeights.length);
        System.arraycopy(componentCaps, 0, c.componentCaps, 0, componentCaps.length);
        System.arraycopy(weights, 0, c.weights, 0, weights.length);
        System.arraycopy(caps, 0, c.caps, 0, caps.length);
        c.xfMinWalltime = xfMinWalltime;
        c.negativeAllowed = negativeAllowed;
        c.fairshareEnabled = fairshareEnabled;
        c.accrual = accrual;
        return c;
    }

    /** Guide 5.1.1 defaults: every component weight 1, every subcomponent weight 0 but QUEUETIMEWEIGHT 1. */
    static PrioritySettings defaults() {
        PrioritySettings s = new PrioritySettings();
        Arrays.fill(s.componentWeights, 1);
        s.weights[Subcomponent.QUEUETIME.ordinal()] = 1;
        return s;
    }

    PrioritySettings with(Component c, long weight) {
        PrioritySettings s = copy();
        s.componentWeights[c.ordinal()] = weight;
        return s;
    }

    PrioritySettings withCap(Component c, double cap) {
        PrioritySettings s = copy();
        s.componentCaps[c.ordinal()] = cap;
        return s;
    }

    PrioritySettings with(Subcomponent sub, long weight) {
        PrioritySettings s = copy();
        s.weights[sub.ordinal()] = weight;
        return s;
    }

    PrioritySettings withCap(Subcomponent sub, double cap) {
        PrioritySettings s = copy();
        s.caps[sub.ordinal()] = cap;
        return s;
    }

    PrioritySettings withXfMinWalltime(long seconds) {
        PrioritySettings s = copy();
        s.xfMinWalltime = seconds;
        return s;
    }

    PrioritySettings withNegativeAllowed(boolean allowed) {
        PrioritySettings s = copy();
        s.negativeAllowed = allowed;
        return s;
    }

    PrioritySettings withFairshareEnabled(boolean enabled) {
        PrioritySettings s = copy();
        s.fairshareEnabled = enabled;
        return s;
    }

    PrioritySettings withAccrual(JobPrioAccrualPolicy policy) {
        PrioritySettings s = copy();
        s.accrual = policy;
        return s;
    }

    long weight(Component c) {
        return componentWeights[c.ordinal()];
    }

    double cap(Component c) {
        return componentCaps[c.ordinal()];
    }

    long weight(Subcomponent s) {
        return weights[s.ordinal()];
    }

    double cap(Subcomponent s) {
        return caps[s.ordinal()];
    }

    /** XFMINWCLIMIT in seconds; 0 or less means none. */
    long xfMinWalltime() {
        return xfMinWalltime;
    }

    /** ENABLENEGJOBPRIORITY: without it a job's priority is at least 1. */
    boolean negativeAllowed() {
        return negativeAllowed;
    }

    /** False when FSPOLICY is NONE: the FS component is then 0 for every job. */
    boolean fairshareEnabled() {
        return fairshareEnabled;
    }

    JobPrioAccrualPolicy accrual() {
        return accrual;
    }
}
