package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.LimitKey;
import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.config.LimitValue;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.CredentialKind;

import java.util.Map;
import java.util.function.Predicate;

/**
 * What {@link LimitBook} reads of maui.cfg alone, worked out once per config
 * ({@link MauiConfig#derived}) rather than at every iteration: each kind's DEFAULT limits and
 * SYSTEMCFG's, compiled where they name no credential (a named multi-dimensional limit,
 * {@code MAXPROC[USER:steve]}, is numbered by the iteration's {@link CredentialIndex}, so is
 * compiled by each book), which kinds and pairs carry limits, whether any limit is an idle one or
 * counts nodes, whose hosts node limits keep, and the system job limits. Immutable once built;
 * shared by the iterations (and threads) of one config.
 */
final class LimitShape {

    private static final CredentialKind[] KINDS = CredentialKind.values();

    /** Per kind ordinal: the DEFAULT entry's limits, and compiled, or null when a book compiles them. */
    final Map<LimitKey, LimitValue>[] defaultLimits;
    final CredentialLimits[] defaults;
    final Map<LimitKey, LimitValue> systemLimits;
    /** SYSTEMCFG's limits compiled, or null when a book compiles them. */
    final CredentialLimits system;
    /** As {@link LimitBook#scopedPairs}. Do not modify. */
    final boolean[][] scopedPairs = new boolean[KINDS.length + 1][KINDS.length];
    /** Per kind ordinal: some entry of that kind (DEFAULT included) sets a limit. Do not modify. */
    final boolean[] limitedKinds = new boolean[KINDS.length];
    /**
     * Per kind ordinal: some check reads the usage of a credential of that kind, so an active job's
     * usage is counted for it ({@link UsageTable}): a kind some limit is set for, or every kind where a
     * QOS override may replace a kind's limit for every credential of the job ({@link LimitCheck#first}).
     * Under per-user limits the other four kinds were looked up and counted for every active job
     * at every event, read by nothing. Do not modify.
     */
    final boolean[] countedKinds = new boolean[KINDS.length];
    final boolean anyIdle;
    /** Some limit anywhere (plain, QOS override or multi-dimensional, active or idle) counts nodes. */
    final boolean anyNodeLimit;
    /** As {@link LimitBook#nodeTracking}. Do not modify. */
    final boolean[][] nodeTracking;
    /** Some owner keeps hosts for a node limit. */
    final boolean tracksHosts;
    final SystemJobLimits jobLimits;
    final boolean exactNode;
    final long defaultWalltime;
    /** Some credential or SYSTEMCFG sets MAXGRES. */
    final boolean anyGres;
    /**
     * No limit reads the time or the cluster: none counts proc-seconds or walltime (MAXPS, MAXWC:
     * an active job counts what it has left at {@code now}), processor equivalents (MAXPE: shares of
     * the nodes' totals) or MAXGRES. An idle job's verdict is then a function of the job and the
     * active jobs alone.
     */
    final boolean followsActiveJobs;

    @SuppressWarnings("unchecked")
    private LimitShape(MauiConfig cfg) {
        defaultLimits = new Map[KINDS.length];
        defaults = new CredentialLimits[KINDS.length];
        for (CredentialKind k : KINDS) {
            Map<LimitKey, LimitValue> limits = LimitBook.limitsOf(cfg.credential(k, LimitBook.DEFAULT));
            defaultLimits[k.ordinal()] = limits;
            defaults[k.ordinal()] = namesNone(limits) ? LimitBook.compile(limits, new CredentialIndex()) : null;
        }
        systemLimits = LimitBook.limitsOf(cfg.system());
        system = namesNone(systemLimits) ? LimitBook.compile(systemLimits, new CredentialIndex()) : null;
        boolean idle = hasIdle(systemLimits);
        boolean nodes = countsNodes(systemLimits);
        boolean timeOrCluster = readsTimeOrCluster(systemLimits);
        boolean overrides = false;
        markScoped(0, systemLimits);
        for (CredentialKind k : KINDS) {
            for (CredentialConfig c : cfg.credentials(k).values()) {
                Map<LimitKey, LimitValue> limits = LimitBook.limitsOf(c);
                markScoped(k.ordinal() + 1, limits);
                limitedKinds[k.ordinal()] |= !limits.isEmpty();
                idle |= hasIdle(limits);
                nodes |= countsNodes(limits);
                timeOrCluster |= readsTimeOrCluster(limits);
                overrides |= anyKey(limits, LimitKey::override);
            }
        }
        for (CredentialKind k : KINDS) {
            countedKinds[k.ordinal()] = overrides || limitedKinds[k.ordinal()];
        }
        anyIdle = idle;
        anyNodeLimit = nodes;
        nodeTracking = LimitBook.nodeTracking(cfg);
        boolean tracks = false;
        for (boolean[] row : nodeTracking) {
            for (boolean b : row) {
                tracks |= b;
            }
        }
        tracksHosts = tracks;
        jobLimits = new SystemJobLimits(cfg.get(Parameters.SYSTEMMAXPROCPERJOB),
                cfg.get(Parameters.SYSTEMMAXPROCSECONDPERJOB), cfg.get(Parameters.SYSTEMMAXJOBWALLTIME));
        exactNode = LimitBook.exactNode(cfg);
        defaultWalltime = cfg.get(Parameters.SYSTEMDEFAULTJOBWALLTIME);
        anyGres = GresLimits.anySet(cfg);
        followsActiveJobs = !timeOrCluster && !anyGres;
    }

    private static final Derived<LimitShape> SHAPE = Derived.of(LimitShape::new);

    static LimitShape of(MauiConfig cfg) {
        return cfg.derived(SHAPE);
    }

    /** True when no limit names a credential of its scope: compiling them numbers no name. */
    private static boolean namesNone(Map<LimitKey, LimitValue> limits) {
        for (LimitKey k : limits.keySet()) {
            if (k.scope() != null && k.scopeName() != null && !k.scopeName().equals(LimitBook.DEFAULT)) {
                return false;
            }
        }
        return true;
    }

    private void markScoped(int owner, Map<LimitKey, LimitValue> limits) {
        for (LimitKey k : limits.keySet()) {
            if (k.scope() != null && !k.override()) {
                scopedPairs[owner][k.scope().ordinal()] = true;
            }
        }
    }

    private static boolean hasIdle(Map<LimitKey, LimitValue> limits) {
        return anyKey(limits, LimitKey::idle);
    }

    private static boolean readsTimeOrCluster(Map<LimitKey, LimitValue> limits) {
        return anyKey(limits, k -> k.kind() == LimitKind.PS || k.kind() == LimitKind.WC || k.kind() == LimitKind.PE);
    }

    private static boolean countsNodes(Map<LimitKey, LimitValue> limits) {
        return anyKey(limits, k -> k.kind() == LimitKind.NODE);
    }

    /** Whether some limit of {@code limits} is keyed as {@code test} asks (read once per config). */
    private static boolean anyKey(Map<LimitKey, LimitValue> limits, Predicate<LimitKey> test) {
        for (LimitKey k : limits.keySet()) {
            if (test.test(k)) {
                return true;
            }
        }
        return false;
    }
}
