package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Per-credential usage counters for one iteration: one {@code long[]} per credential (indexed by
 * limit kind), found by the credential's {@link CredentialIndex} number, so a limit check costs
 * O(credentials) array reads. Counters for a multi-dimensional pair (each user inside a class,
 * ...) are kept only for the (owner kind, scope kind) pairs some rule in maui.cfg names
 * ({@link LimitBook#scopedPairs()}), so pairs nobody configured cost nothing and no job's amounts
 * need to be kept. Mutable and iteration-local; never iterated, so hash order cannot leak.
 */
final class UsageTable {

    private static final long[] ZERO = new long[Demand.KINDS];
    private static final CredentialKind[] KINDS = CredentialKind.values();

    /** [kind ordinal][credential number]: counters, null until the credential uses something. */
    private final long[][][] plain = new long[KINDS.length][][];
    private final long[] system = new long[Demand.KINDS];
    /**
     * [owner ordinal + 1, 0 = system][scope ordinal]: owner name to scope name to counters; null
     * for a pair no rule names.
     */
    private final Map<String, Map<String, long[]>>[][] scoped = newScoped();

    /** @param scopedPairs [owner ordinal + 1, 0 = system][scope ordinal]: the pairs to count */
    UsageTable(boolean[][] scopedPairs) {
        for (int k = 0; k < KINDS.length; k++) {
            plain[k] = new long[16][];
        }
        for (int o = 0; o < scoped.length; o++) {
            for (int sc = 0; sc < KINDS.length; sc++) {
                if (scopedPairs[o][sc]) {
                    scoped[o][sc] = new HashMap<>();
                }
            }
        }
    }

    /** Counts one job's demand against each of its credentials, the system and its scoped pairs. */
    void add(CredentialIds ids, Demand d) {
        Credentials c = ids.credentials();
        long[] a = d.amounts;
        for (int k = 0; k < KINDS.length; k++) {
            int id = ids.id(KINDS[k]);
            if (id >= 0) {
                long[][] byId = plain[k];
                if (id >= byId.length) {
                    byId = Arrays.copyOf(byId, Math.max(id + 1, byId.length * 2));
                    plain[k] = byId;
                }
                long[] counters = byId[id];
                if (counters == null) {
                    counters = new long[Demand.KINDS];
                    byId[id] = counters;
                }
                addTo(counters, a);
            }
        }
        addTo(system, a);
        for (int o = 0; o < scoped.length; o++) {
            for (int sc = 0; sc < scoped[o].length; sc++) {
                if (scoped[o][sc] != null) {
                    addScoped(o, sc, scoped[o][sc], c, a);
                }
            }
        }
    }

    /** What credential number {@code id} of kind {@code k} uses, by limit kind. Do not modify. */
    long[] plain(CredentialKind k, int id) {
        long[][] byId = plain[k.ordinal()];
        long[] u = id < byId.length ? byId[id] : null;
        return u == null ? ZERO : u;
    }

    /** What the whole system uses, by limit kind. Do not modify. */
    long[] system() {
        return system;
    }

    /**
     * What the jobs of {@code scope}={@code scopeName} use inside {@code owner}={@code ownerName}
     * ({@code owner} null: inside the whole system). Do not modify.
     *
     * @throws IllegalStateException for a pair no rule in maui.cfg names
     */
    long[] scoped(CredentialKind owner, String ownerName, CredentialKind scope, String scopeName) {
        int o = owner == null ? 0 : owner.ordinal() + 1;
        int sc = scope.ordinal();
        Map<String, Map<String, long[]>> table = scoped[o][sc];
        if (table == null) {
            throw new IllegalStateException("no rule counts " + scope + " inside " + (owner == null ? "SYSTEM" : owner));
        }
        Map<String, long[]> inOwner = table.get(owner == null ? "" : ownerName);
        long[] u = inOwner == null ? null : inOwner.get(scopeName);
        return u == null ? ZERO : u;
    }

    private static void addScoped(int o, int sc, Map<String, Map<String, long[]>> table, Credentials c, long[] a) {
        String ownerName = o == 0 ? "" : c.of(KINDS[o - 1]);
        String scopeName = c.of(KINDS[sc]);
        if (ownerName != null && scopeName != null) {
            long[] counters = table.computeIfAbsent(ownerName, x -> new HashMap<>())
                    .computeIfAbsent(scopeName, x -> new long[Demand.KINDS]);
            addTo(counters, a);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, long[]>>[][] newScoped() {
        return new Map[KINDS.length + 1][KINDS.length];
    }

    /** Adds {@code a} to {@code counters}, saturating at {@code Long.MAX_VALUE}. */
    private static void addTo(long[] counters, long[] a) {
        for (int i = 0; i < counters.length; i++) {
            long s = counters[i] + a[i];
            counters[i] = s < 0 ? Long.MAX_VALUE : s;
        }
    }
}
