package io.jmaui.scheduler.model;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Fairshare usage recorded in one FSINTERVAL window (guide 6.3): per credential kind, per
 * credential name, the usage accrued under FSPOLICY (e.g. dedicated proc-seconds), and the total
 * the system delivered in the window (the {@code TOTAL} line of Maui's {@code FS.<epochtime>} file).
 * Windows are ordered newest first in the snapshot; window 0 is the current one.
 *
 * <p>The maps are copied into sorted, unmodifiable maps, so iterating them never leaks hash order;
 * a {@link FairshareWindowNames} (sorted, immutable: what the simulator's accrual charges) is kept as it is,
 * and so is a {@link FairshareWindowKinds} (immutable, of such maps: what that accrual hands over).
 *
 * @param start epoch seconds the window began
 * @param total usage delivered to all jobs in the window; the denominator of fairshare percentages
 */
public record FairshareWindow(long start, Map<CredentialKind, Map<String, Double>> usage, double total) {

    public FairshareWindow {
        if (!(usage instanceof FairshareWindowKinds)) { // that one is immutable, each kind's map too
            usage = copied(usage);
        }
    }

    /** {@code usage} in sorted, unmodifiable maps. */
    private static Map<CredentialKind, Map<String, Double>> copied(Map<CredentialKind, Map<String, Double>> usage) {
        Map<CredentialKind, Map<String, Double>> copy = new EnumMap<>(CredentialKind.class);
        // a loop, not forEach with a lambda capturing the copy: made through a method handle in C1
        // code, at every event of a simulation under fairshare
        for (Map.Entry<CredentialKind, Map<String, Double>> e : usage.entrySet()) {
            Map<String, Double> byName = e.getValue();
            copy.put(e.getKey(), byName instanceof FairshareWindowNames ? byName
                    : Collections.unmodifiableMap(new TreeMap<>(byName)));
        }
        return Collections.unmodifiableMap(copy);
    }

    /** A window whose total is the sum of its users' usage (every job has a user). */
    public FairshareWindow(long start, Map<CredentialKind, Map<String, Double>> usage) {
        this(start, usage, usage.getOrDefault(CredentialKind.USER, Map.of()).values().stream()
                .mapToDouble(Double::doubleValue).sum());
    }

    /** Usage of one credential in this window, 0 when it used nothing. */
    public double usage(CredentialKind kind, String name) {
        return usage.getOrDefault(kind, Map.of()).getOrDefault(name, 0.0);
    }
}
