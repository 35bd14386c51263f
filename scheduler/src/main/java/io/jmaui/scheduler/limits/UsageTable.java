package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.CredentialKind;

import java.util.Arrays;
import java.util.List;

/**
 * Per-credential usage counters for one iteration: one {@code long[]} per credential (indexed by
 * limit kind), found by the credential's {@link CredentialIndex} number, so a limit check costs
 * O(credentials) array reads. Counters for a multi-dimensional pair (each user inside a class,
 * ...) are found by both numbers, and kept only for the (owner kind, scope kind) pairs some rule
 * in maui.cfg names ({@link LimitBook#scopedPairs()}), so pairs nobody configured cost nothing
 * and no job's amounts need to be kept. Mutable and iteration-local; never iterated.
 *
 * <p>When maui.cfg sets a node limit, the counters it reads also keep the hosts their jobs hold
 * ({@link HostTally}): a node count there is the sum of the jobs' own counts, never below the
 * distinct hosts they hold together, which the tally gives exactly when a check comes near the
 * limit (guide 6.2 MAXNODE: "compute nodes in use by active jobs"; two jobs of one user on one
 * host use one node).
 */
final class UsageTable {

    private static final long[] ZERO = new long[Demand.KINDS];
    private static final CredentialKind[] KINDS = CredentialKind.values();
    private static final int[] NO_PAIRS = new int[0];

    /** [kind ordinal]: counters by credential number; null until a job of a credential of that kind is counted. */
    private final Counters[] plain = new Counters[KINDS.length];
    private final long[] system = new long[Demand.KINDS];
    /** [kind ordinal]: whose usage some check reads ({@link LimitShape#countedKinds}); the others are not counted. */
    private final boolean[] counted;
    /** [owner ordinal + 1, 0 = system][0 = plain, scope ordinal + 1]: whose hosts are kept. */
    private final boolean[][] trackHosts;
    private final HostIndex hostIndex;
    private final HostTally systemHosts;
    /**
     * [(owner ordinal + 1, 0 = system) * kinds + scope ordinal]: counters by owner number (0 for
     * the system), then by scope number; null for a pair no rule names. One array, not a row per
     * owner: a table is made at every event of a simulation, and most configs name no pair.
     */
    private final Counters[][] scoped = new Counters[(KINDS.length + 1) * KINDS.length][];
    /** The positions in {@link #scoped} of the pairs counted, in owner then scope order. */
    private final int[] pairs;

    /**
     * @param scopedPairs [owner ordinal + 1, 0 = system][scope ordinal]: the pairs to count
     * @param counted     [kind ordinal]: the kinds whose credentials' usage is counted (a kind not
     *                    counted reads as no usage)
     * @param trackHosts  whose hosts to keep, for node limits ({@link LimitBook#nodeTracking()});
     *                    null keeps none
     * @param hostIndex   numbers the hosts kept
     */
    UsageTable(boolean[][] scopedPairs, boolean[] counted, boolean[][] trackHosts, HostIndex hostIndex) {
        this.counted = counted;
        this.trackHosts = trackHosts;
        this.hostIndex = hostIndex;
        this.systemHosts = new HostTally(hostIndex);
        int n = 0;
        for (int o = 0; o <= KINDS.length; o++) {
            for (int sc = 0; sc < KINDS.length; sc++) {
                if (scopedPairs[o][sc]) {
                    scoped[o * KINDS.length + sc] = new Counters[o == 0 ? 1 : 16];
                    n++;
                }
            }
        }
        pairs = n == 0 ? NO_PAIRS : new int[n];
        for (int i = 0, p = 0; p < n; i++) {
            if (scoped[i] != null) {
                pairs[p++] = i;
            }
        }
    }

    /** Counts one job's demand against each of its credentials, the system and its scoped pairs. */
    void add(CredentialIds ids, Demand d) {
        long[] a = d.amounts();
        boolean hosts = trackHosts != null;
        long beyond = hosts && d.hosts() != null ? d.nodesBeyondHosts() : a[Demand.NODE];
        for (int k = 0; k < KINDS.length; k++) {
            if (!counted[k]) {
                continue; // read by no check: its name is not even looked up
            }
            int id = ids.id(KINDS[k]);
            if (id >= 0) {
                Counters c = plain[k];
                if (c == null) { // made on first count: the simulator builds a table at every event, most kinds never counted
                    c = new Counters();
                    plain[k] = c;
                }
                add(c.counters(id), a, d, beyond, hosts && trackHosts[k + 1][0] ? c.hosts(id, hostIndex) : null);
            }
        }
        add(system, a, d, beyond, hosts && trackHosts[0][0] ? systemHosts : null);
        for (int p = 0; p < pairs.length; p++) { // the pairs some rule names, not every owner and scope
            int o = pairs[p] / KINDS.length;
            int sc = pairs[p] % KINDS.length;
            int ownerId = o == 0 ? 0 : ids.id(KINDS[o - 1]);
            int scopeId = ids.id(KINDS[sc]);
            if (ownerId >= 0 && scopeId >= 0) {
                Counters c = inOwner(o, sc, ownerId);
                add(c.counters(scopeId), a, d, beyond, hosts && trackHosts[o][sc + 1] ? c.hosts(scopeId, hostIndex) : null);
            }
        }
    }

    /**
     * The demand's amounts onto one counter, and its hosts onto the counter's tally when it keeps
     * one, with {@code beyond}: the nodes it counts without hosts or beyond them.
     */
    private static void add(long[] counters, long[] a, Demand d, long beyond, HostTally tally) {
        addTo(counters, a);
        if (tally != null) {
            tally.add(d.hosts(), beyond);
        }
    }

    /** What credential number {@code id} of kind {@code k} uses, by limit kind. Do not modify. */
    long[] plain(CredentialKind k, int id) {
        Counters c = plain[k.ordinal()];
        return c == null ? ZERO : c.get(id);
    }

    /** What the whole system uses, by limit kind. Do not modify. */
    long[] system() {
        return system;
    }

    /** Numbers the hosts the tallies keep. */
    HostIndex hostIndex() {
        return hostIndex;
    }

    /**
     * The hosts the jobs of credential number {@code id} of kind {@code k} hold; null when none
     * are kept (no node limit reads them, or the credential has no active job: its node count
     * is then exact as it is).
     */
    HostTally plainHosts(CredentialKind k, int id) {
        Counters c = plain[k.ordinal()];
        return trackHosts == null || c == null ? null : c.existingHosts(id);
    }

    /** The hosts all active jobs hold; null when none are kept. */
    HostTally systemHosts() {
        return trackHosts == null || !trackHosts[0][0] ? null : systemHosts;
    }

    /** The hosts of a scoped pair's jobs, as {@link #scoped} finds their usage; null when none are kept. */
    HostTally scopedHosts(CredentialKind owner, int ownerId, CredentialKind scope, int scopeId) {
        if (trackHosts == null) {
            return null;
        }
        Counters[] byOwner = scoped[(owner == null ? 0 : owner.ordinal() + 1) * KINDS.length + scope.ordinal()];
        int i = owner == null ? 0 : ownerId;
        Counters c = byOwner == null || i >= byOwner.length ? null : byOwner[i];
        return c == null ? null : c.existingHosts(scopeId);
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
        Counters[] byOwner = scoped[o * KINDS.length + scope.ordinal()];
        if (byOwner == null) {
            throw new IllegalStateException(
                    "no rule counts " + scope + " inside " + (owner == null ? "SYSTEM" : owner));
        }
        int i = owner == null ? 0 : ownerId;
        Counters c = i < byOwner.length ? byOwner[i] : null;
        return c == null ? ZERO : c.get(scopeId);
    }

    private Counters inOwner(int o, int sc, int ownerId) {
        Counters[] byOwner = scoped[o * KINDS.length + sc];
        if (ownerId >= byOwner.length) {
            byOwner = Arrays.copyOf(byOwner, Math.max(ownerId + 1, byOwner.length * 2));
            scoped[o * KINDS.length + sc] = byOwner;
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

    /** Counters by credential number, each created when first charged; host sets likewise. */
    private static final class Counters {
        private long[][] byId = new long[16][];
        private HostTally[] hostsById = new HostTally[0];

        HostTally existingHosts(int id) {
            return id < hostsById.length ? hostsById[id] : null;
        }

        /** The tally of credential number {@code id}, created (empty) when first asked for. */
        HostTally hosts(int id, HostIndex index) {
            if (id >= hostsById.length) {
                hostsById = Arrays.copyOf(hostsById, Math.max(id + 1, Math.max(16, hostsById.length * 2)));
            }
            HostTally h = hostsById[id];
            if (h == null) {
                h = new HostTally(index);
                hostsById[id] = h;
            }
            return h;
        }

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
