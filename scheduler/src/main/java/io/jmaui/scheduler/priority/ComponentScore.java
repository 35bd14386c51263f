package io.jmaui.scheduler.priority;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Guide 5.1.3's weighting of one component, shared by every factor:
 * <pre>
 *   value        = MIN(CCAP, SUM(SWEIGHT * MIN(SCAP, raw)))      (caps only when &gt; 0)
 *   contribution = CWEIGHT * value
 * </pre>
 */
final class ComponentScore {

    private static final Map<Component, Subcomponent[]> SUBCOMPONENTS = new EnumMap<>(Component.class);

    static {
        for (Component c : Component.values()) {
            List<Subcomponent> subs = new ArrayList<>();
            for (Subcomponent s : Subcomponent.values()) {
                if (s.component() == c) {
                    subs.add(s);
                }
            }
            SUBCOMPONENTS.put(c, subs.toArray(new Subcomponent[0]));
        }
    }

    private ComponentScore() {
    }

    /** The subcomponents of {@code c} in guide order; {@code raw} arrays are indexed alike. */
    static Subcomponent[] subcomponents(Component c) {
        return SUBCOMPONENTS.get(c).clone();
    }

    static int count(Component c) {
        return SUBCOMPONENTS.get(c).length;
    }

    /** Scores {@code c} from one raw value per subcomponent. */
    static FactorContribution of(Component c, PrioritySettings s, double[] raw) {
        return of(c, s, raw, null);
    }

    /**
     * Scores {@code c}; {@code extraWeight}, when given, is added to each subcomponent weight
     * (the QOS's QTWEIGHT and XFWEIGHT on QUEUETIME and XFACTOR).
     */
    static FactorContribution of(Component c, PrioritySettings s, double[] raw, long[] extraWeight) {
        Subcomponent[] subs = SUBCOMPONENTS.get(c);
        long cw = s.weight(c);
        SubcomponentContribution[] out = new SubcomponentContribution[subs.length];
        double sum = 0;
        for (int i = 0; i < subs.length; i++) {
            Subcomponent sub = subs[i];
            long w = s.weight(sub) + (extraWeight == null ? 0 : extraWeight[i]);
            double value = capped(raw[i], s.cap(sub));
            sum += w * value;
            out[i] = new SubcomponentContribution(sub, raw[i], value, w, (double) cw * w * value);
        }
        double value = capped(sum, s.cap(c));
        return new FactorContribution(c, cw, value, cw * value, List.of(out));
    }

    /** An all-zero component: what a factor returns when it does not apply to the job. */
    static FactorContribution zero(Component c, PrioritySettings s) {
        return of(c, s, new double[count(c)]);
    }

    private static double capped(double v, double cap) {
        return cap > 0 ? Math.min(v, cap) : v;
    }
}
