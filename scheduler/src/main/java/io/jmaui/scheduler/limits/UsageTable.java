package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.CredentialKind;

import java.util.Arrays;

/**
 * Per-credential usage counters for one iteration: one {@code long[]} per credential (indexed by
 * limit kind), found by the credential's {@link CredentialIndex} number, so a limit check costs
 * O(credentials) array reads. Counters for a multi-dimensional pair (each user inside a class,
 * ...) are found by both numbers, and kept only for the (owner kind, scope kind) pairs some rule
 * in maui.cfg names ({@link LimitBook#scopedPairs()}), so pairs nobody configured cost nothing
 * and no job's amounts need to be kept. Mutable and iteration-local; never iterated.
 */
final class UsageTable {

    private static final long[] ZERO = new long[Demand.KINDS];
    private static final CredentialKind[] KINDS = CredentialKind.values();

    /** [kind ordinal]: counters by credential number. */
    private final Counters[] plain = new Counters[KINDS.length];
    private final long[] system = new long[Demand.KINDS];
    /**
     * [owner ordinal + 1, 0 = system][scope ordinal]: counters by owner number (0 for the
     * system), then by scope number; null for a pair no rule names.
     */
    private final Counters[][][] scoped = new Counters[KINDS.length + 1][KINDS.length][];

    /** @param scopedPairs [owner ordinal + 1, 0 = system][scope ordinal]: the pairs to count */
    UsageTable(boolean[][] scopedPairs) {
        for (int k = 0; k < KINDS.length; k++) {
            plain[k] = new Counters();
        }
        for (int o = 0; o < scoped.length; o++) {
            for (int sc = 0; sc < KINDS.length; sc++) {
                if (scopedPairs[o][sc]) {
                    scoped[o][sc] = new Counters[o == 0 ? 1 : 16];
                }
            }
        }
    }

    /** Counts one job's demand against each of its credentials, the system and its scoped pairs. */
    void add(CredentialIds ids, Demand d) {
        long[] a = d.amounts();
        for (int k = 0; k < KINDS.length; k++) {
            int id = ids.id(KINDS[k]);
            if (id >= 0) {
                addTo(plain[k].counters(id), a);
            }
        }
        addTo(system, a);
        for (int o = 0; o < scoped.length; o++) {
            for (int sc = 0; sc < KINDS.length; sc++) {
                if (scoped[o][sc] != null) {
                    int ownerId = o == 0 ? 0 : ids.id(KINDS[o - 1]);
                    int scopeId = ids.id(KINDS[sc]);
                    if (ownerId >= 0 && scopeId >= 0) {
                        addTo(inOwner(o, sc, ownerId).counters(scopeId), a);
                    }
                }
            }
        }
    }

    /** What credential number {@code id} of kind {@code k} uses, by limit kind. Do not modify. */
    long[] plain(CredentialKind k, int id) {
        return plain[k.ordinal()].get(id);
    }

    /** What the whole system uses, by limit kind. Do not modify. */
    long[] system() {
        return system;
    }

    /**
     * What the jobs with credential number {@code scopeId} of kind {@code scope} use inside
     * credential number {@code ownerId} of kind {@code owner} ({@code owner} null: inside the
     * whole system, {@code ownerId} ignored). Do not modify.
     *
     * @throws IllegalStateException for a pair no rule in maui.cfg names
     */
    long[] scoped(CredentialKind owner, int ownerId, CredentialKind scope, int scopeId) {
        int o = owner == null ? 0 : owner.ordinal() + 1;
        Counters[] byOwner = scoped[o][scope.ordinal()];
        if (byOwner == null) {
            throw new IllegalStateException(
                    "no rule counts " + scope + " inside " + (owner == null ? "SYSTEM" : owner));
        }
        int i = owner == null ? 0 : ownerId;
        Counters c = i < byOwner.length ? byOwner[i] : null;
        return c == null ? ZERO : c.get(scopeId);
    }

    private Counters inOwner(int o, int sc, int ownerId) {
        Counters[] byOwner = scoped[o][sc];
        if (ownerId >= byOwner.length) {
            byOwner = Arrays.copyOf(byOwner, Math.max(ownerId + 1, byOwner.length * 2));
            scoped[o][sc] = byOwner;
        }
        Counters c = byOwner[ownerId];
        if (c == null) {
            c = new Counters();
            byOwner[ownerId] = c;
        }
        return c;
    }

    /** Adds {@code a} to {@code counters}, saturating at {@code Long.MAX_VALUE}. */
    private static void addTo(long[] counters, long[] a) {
        for (int i = 0; i < counters.length; i++) {
            long s = counters[i] + a[i];
            counters[i] = s < 0 ? Long.MAX_VALUE : s;
        }
    }

    /** Counters by credential number, each created when first charged. */
    private static final class Counters {
        private long[][] byId = new long[16][];

        long[] get(int id) {
            long[] u = id < byId.length ? byId[id] : null;
            return u == null ? ZERO : u;
        }

        long[] counters(int id) {
            if (id >= byId.length) {
                byId = Arrays.copyOf(byId, Math.max(id + 1, byId.length * 2));
            }
            long[] u = byId[id];
            if (u == null) {
                u = new long[Demand.KINDS];
                byId[id] = u;
            }
            return u;
        }
    }
}
