package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Per credential, the fairshare subcomponent value of guide 5.1.2.2 (Maui's DeltaFSUsage): the
 * credential's target minus its decayed usage in percent, a floor target ({@code 10+}) counting
 * only a shortfall, a ceiling ({@code 10-}) only an excess, a cap not at all. The fairshare
 * package computes each delta ({@code FairshareUsage.delta}); this resolves them once per
 * iteration for the credentials the jobs carry. A credential without a delta contributes 0.
 */
final class FairshareDeltas {

    static final FairshareDeltas NONE = new FairshareDeltas(Map.of());

    private final Map<CredentialKind, Map<String, Double>> deltas;

    FairshareDeltas(Map<CredentialKind, Map<String, Double>> deltas) {
        EnumMap<CredentialKind, Map<String, Double>> copy = new EnumMap<>(CredentialKind.class);
        deltas.forEach((k, v) -> copy.put(k, Map.copyOf(v)));
        this.deltas = copy;
    }

    /** The deltas of every credential of {@code jobs}; {@link #NONE} without fairshare usage. */
    static FairshareDeltas of(FairshareSource fs, List<Job> jobs) {
        if (fs == null) {
            return NONE;
        }
        Map<CredentialKind, Map<String, Double>> m = new EnumMap<>(CredentialKind.class);
        for (CredentialKind kind : CredentialKind.values()) {
            Map<String, Double> byName = new HashMap<>();
            for (Job j : jobs) {
                String name = j.credentials().of(kind);
                if (name != null && !byName.containsKey(name)) {
                    OptionalDouble d = fs.delta(kind, name);
                    byName.put(name, d.isPresent() ? d.getAsDouble() : 0.0);
                }
            }
            m.put(kind, byName);
        }
        return new FairshareDeltas(m);
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
