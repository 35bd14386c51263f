package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.JobPrioAccrualPolicy;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;

/**
 * The priority parameters of maui.cfg, read once per config ({@link MauiConfig#derived}): component and subcomponent
 * weights and caps (a cap of 0 means none), XFMINWCLIMIT, ENABLENEGJOBPRIORITY and
 * JOBPRIOACCRUALPOLICY. Immutable once built.
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
    /** Per component: a component weight and some subcomponent weight, both other than 0. */
    private final boolean[] weighted = new boolean[Component.values().length];
    private long xfMinWalltime;
    private boolean negativeAllowed;
    private JobPrioAccrualPolicy accrual = JobPrioAccrualPolicy.QUEUEPOLICY;

    private PrioritySettings() {
    }

    private static final Derived<PrioritySettings> SETTINGS = Derived.of(PrioritySettings::read);

    /** The settings maui.cfg gives, read once per config: some 60 weights and caps looked up by name. */
    static PrioritySettings from(MauiConfig cfg) {
        return cfg.derived(SETTINGS);
    }

    private static PrioritySettings read(MauiConfig cfg) {
        PrioritySettings s = new PrioritySettings();
        for (Component c : Component.values()) {
            s.componentWeights[c.ordinal()] = number(cfg, c.weightParameter()).longValue();
            s.componentCaps[c.ordinal()] = number(cfg, c.capParameter()).doubleValue();
        }
        for (Subcomponent sub : Subcomponent.values()) {
            s.weights[sub.ordinal()] = number(cfg, sub.weightParameter()).longValue();
            s.caps[sub.ordinal()] = number(cfg, sub.capParameter()).doubleValue();
        }
        for (Subcomponent sub : Subcomponent.values()) {
            int c = sub.component().ordinal();
            s.weighted[c] |= s.componentWeights[c] != 0 && s.weights[sub.ordinal()] != 0;
        }
        Long xfMin = cfg.get(Parameters.XFMINWCLIMIT);
        s.xfMinWalltime = xfMin == null ? 0 : xfMin;
        s.negativeAllowed = Boolean.TRUE.equals(cfg.get(Parameters.ENABLENEGJOBPRIORITY));
        JobPrioAccrualPolicy accrual = cfg.get(Parameters.JOBPRIOACCRUALPOLICY);
        s.accrual = accrual == null ? JobPrioAccrualPolicy.QUEUEPOLICY : accrual;
        return s;
    }

    private static Number number(MauiConfig cfg, String word) {
        Object v = Parameters.byName(word).map(p -> (Object) cfg.get(p)).orElse(null);
        return v instanceof Number n ? n : Integer.valueOf(0);
    }

    long weight(Component c) {
        return componentWeights[c.ordinal()];
    }

    /** Whether {@code c} has a weight and a subcomponent with one (QOS weights aside). */
    boolean weighted(Component c) {
        return weighted[c.ordinal()];
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
