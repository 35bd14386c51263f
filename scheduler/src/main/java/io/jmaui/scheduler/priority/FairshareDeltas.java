package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.CredentialKind;

import java.util.EnumMap;
import java.util.Map;

/**
 * Per credential, the fairshare subcomponent value of guide 5.1.2.2: the credential's fairshare
 * target minus its decayed usage (percent of the total), after the target's form is applied:
 * <ul>
 *   <li>target ({@code FSTARGET=50}): the delta, either sign;</li>
 *   <li>floor ({@code FSTARGET=10+}): only a shortfall counts, {@code MAX(0, delta)};</li>
 *   <li>ceiling ({@code FSTARGET=10-}): only an excess counts, {@code MIN(0, delta)};</li>
 *   <li>cap ({@code FSTARGET=10^}): limits usage, never priority: 0.</li>
 * </ul>
 * A credential without a target contributes 0. Resolved once per iteration.
 */
final class FairshareDeltas {

    static final FairshareDeltas NONE = new FairshareDeltas(Map.of());

    private final Map<CredentialKind, Map<String, Double>> deltas;

    FairshareDeltas(Map<CredentialKind, Map<String, Double>> deltas) {
        EnumMap<CredentialKind, Map<String, Double>> copy = new EnumMap<>(CredentialKind.class);
        deltas.forEach((k, v) -> copy.put(k, Map.copyOf(v)));
        this.deltas = copy;
    }

    /** The form of a fairshare target: the suffix of its FSTARGET value. */
    enum Form { TARGET, FLOOR, CEILING, CAP }

    /** Target minus usage, shaped by the target's form. */
    static double delta(double targetPercent, Form form, double usagePercent) {
        double d = targetPercent - usagePercent;
        return switch (form) {
            case TARGET -> d;
            case FLOOR -> Math.max(0, d);
            case CEILING -> Math.min(0, d);
            case CAP -> 0;
        };
    }

    /** The credential's delta; 0 for a null name or a credential without a target. */
    double delta(CredentialKind kind, String name) {
        if (name == null) {
            return 0;
        }
        Map<String, Double> byName = deltas.get(kind);
        Double d = byName == null ? null : byName.get(name);
        return d == null ? 0 : d;
    }
}
