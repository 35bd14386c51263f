package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.JobPrioAccrualPolicy;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameter;
import io.jmaui.scheduler.config.Parameters;

import java.util.Arrays;

/**
 * The priority parameters of maui.cfg, read once per iteration: component and subcomponent
 * weights and caps (a cap of 0 means none), XFMINWCLIMIT, ENABLENEGJOBPRIORITY and
 * JOBPRIOACCRUALPOLICY. Immutable; {@link #with} returns a copy.
 *
 * <p>Weights and caps are looked up by their maui.cfg words ({@link Component#weightParameter()},
 * {@link Subcomponent#capParameter()}, ...) in the config's parameter table; a word the table does
 * not define reads as 0 (no weight, no cap), so a parameter added to the table takes effect here
 * without a change.
 */
final class PrioritySettings {

    private final long[] componentWeights = new long[Component.values().length];
    private final double[] componentCaps = new double[Component.values().length];
    private final long[] weights = new long[Subcomponent.values().length];
    private final double[] caps = new double[Subcomponent.values().length];
    private long xfMinWalltime;
    private boolean negativeAllowed;
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

    /** The settings maui.cfg gives. */
    static PrioritySettings from(MauiConfig cfg) {
        PrioritySettings s = new PrioritySettings();
        for (Component c : Component.values()) {
            s.componentWeights[c.ordinal()] = number(cfg, c.weightParameter()).longValue();
            s.componentCaps[c.ordinal()] = number(cfg, c.capParameter()).doubleValue();
        }
        for (Subcomponent sub : Subcomponent.values()) {
            s.weights[sub.ordinal()] = number(cfg, sub.weightParameter()).longValue();
            s.caps[sub.ordinal()] = number(cfg, sub.capParameter()).doubleValue();
        }
        Long xfMin = cfg.get(Parameters.XFMINWCLIMIT);
        s.xfMinWalltime = xfMin == null ? 0 : xfMin;
        s.negativeAllowed = Boolean.TRUE.equals(cfg.get(Parameters.ENABLENEGJOBPRIORITY));
        JobPrioAccrualPolicy accrual = cfg.get(Parameters.JOBPRIOACCRUALPOLICY);
        s.accrual = accrual == null ? JobPrioAccrualPolicy.QUEUEPOLICY : accrual;
        return s;
    }

    private static Number number(MauiConfig cfg, String word) {
        Object v = Parameters.byName(word).map(p -> (Object) cfg.get((Parameter<?>) p)).orElse(null);
        return v instanceof Number n ? n : Integer.valueOf(0);
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

    JobPrioAccrualPolicy accrual() {
        return accrual;
    }
}
