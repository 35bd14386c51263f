package io.jmaui.scheduler.priority;

import java.util.ArrayList;
import java.util.List;

/**
 * Guide 5.1.3's weighting of one component, shared by every factor:
 * <pre>
 *   value        = MIN(CCAP, SUM(SWEIGHT * MIN(SCAP, raw)))      (caps only when &gt; 0)
 *   contribution = CWEIGHT * value
 * </pre>
 * Raw values live in one {@code double[]} per job indexed by {@link Subcomponent#ordinal()}; the
 * QOS's QTWEIGHT and XFWEIGHT are added to the QUEUETIME and XFACTOR weights.
 */
final class ComponentScore {

    /** The subcomponents of each component, indexed by {@link Component#ordinal()}. */
    private static final Subcomponent[][] SUBCOMPONENTS = new Subcomponent[Component.values().length][];

    static {
        for (Component c : Component.values()) {
            List<Subcomponent> subs = new ArrayList<>();
            for (Subcomponent s : Subcomponent.values()) {
                if (s.component() == c) {
                    subs.add(s);
                }
            }
            SUBCOMPONENTS[c.ordinal()] = subs.toArray(new Subcomponent[0]);
        }
    }

    private ComponentScore() {
    }

    /** The subcomponents of {@code c}, in guide order. */
    static Subcomponent[] subcomponents(Component c) {
        return SUBCOMPONENTS[c.ordinal()].clone();
    }

    /** The effective weight of {@code sub} for a job of QOS {@code q}. */
    static long weight(Subcomponent sub, PrioritySettings s, QosTerms q) {
        long w = s.weight(sub);
        if (sub == Subcomponent.QUEUETIME) {
            w += q.qtWeight();
        } else if (sub == Subcomponent.XFACTOR) {
            w += q.xfWeight();
        }
        return w;
    }

    /** {@code CWEIGHT * MIN(CCAP, SUM(SWEIGHT * MIN(SCAP, raw)))}, without allocating. */
    static double contribution(Component c, PrioritySettings s, double[] raw, QosTerms q) {
        double sum = 0;
        for (Subcomponent sub : SUBCOMPONENTS[c.ordinal()]) {
            sum += weight(sub, s, q) * capped(raw[sub.ordinal()], s.cap(sub));
        }
        return s.weight(c) * capped(sum, s.cap(c));
    }

    /** The full breakdown of component {@code c} from the job's raw values. */
    static FactorContribution of(Component c, PrioritySettings s, double[] raw, QosTerms q) {
        Subcomponent[] subs = SUBCOMPONENTS[c.ordinal()];
        long cw = s.weight(c);
        SubcomponentContribution[] out = new SubcomponentContribution[subs.length];
        double sum = 0;
        for (int i = 0; i < subs.length; i++) {
            Subcomponent sub = subs[i];
            long w = weight(sub, s, q);
            double r = raw[sub.ordinal()];
            double value = capped(r, s.cap(sub));
            sum += w * value;
            out[i] = new SubcomponentContribution(sub, r, value, w, (double) cw * w * value);
        }
        double value = capped(sum, s.cap(c));
        return new FactorContribution(c, cw, value, cw * value, List.of(out));
    }

    private static double capped(double v, double cap) {
        return cap > 0 ? Math.min(v, cap) : v;
    }
}
