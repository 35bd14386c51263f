package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.fairshare.FairshareUsage;
import io.jmaui.scheduler.model.CredentialKind;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Per credential, the fairshare subcomponent value of guide 5.1.2.2 (Maui's DeltaFSUsage): the
 * credential's target minus its decayed usage in percent, a floor target ({@code 10+}) counting
 * only a shortfall, a ceiling ({@code 10-}) only an excess, a cap not at all. The fairshare
 * package computes each delta ({@link FairshareSource}); this keeps each one for the iteration
 * once asked. A credential without a delta contributes 0. Iteration-local, single-threaded.
 */
final class FairshareDeltas {

    /** The kinds, read once: values() is a new array per call, and a clone is a native call in C1 code. */
    private static final CredentialKind[] KINDS = CredentialKind.values();

    private final FairshareSource source;
    @SuppressWarnings("unchecked")
    private final Map<String, Double>[] resolved = new Map[KINDS.length];

    /** @param source the deltas; null: no fairshare, every delta is 0 */
    FairshareDeltas(FairshareSource source) {
        this.source = source;
        for (CredentialKind k : KINDS) {
            resolved[k.ordinal()] = new HashMap<>();
        }
    }

    /** The credential's delta; 0 for a null name, a credential without a target, or no fairshare. */
    double delta(CredentialKind kind, String name) {
        if (name == null || source == null) {
            return 0;
        }
        Map<String, Double> byName = resolved[kind.ordinal()];
        Double d = byName.get(name);
        if (d == null) {
            d = value(source.delta(kind, name));
            byName.put(name, d);
        }
        return d;
    }

    /** A delta as the FS subcomponent's raw value: none is 0. */
    static double value(OptionalDouble delta) {
        return delta.isPresent() ? delta.getAsDouble() : 0.0;
    }

    /** The usage the deltas are read from ({@link FairshareSource#usage}); null where none is. */
    FairshareUsage usage() {
        return source == null ? null : source.usage();
    }
}
