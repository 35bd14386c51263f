package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.JobNodeMatchPolicy;
import io.jmaui.scheduler.config.LimitKey;
import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.config.LimitValue;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.Parameters;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.qos.QosFlags;

import java.util.Arrays;
import java.util.Map;

/**
 * The limits maui.cfg sets, for one iteration: each credential's {@code *CFG} limits with
 * its kind's {@code [DEFAULT]} filling what it leaves unset, as {@link MauiConfig#credential}
 * merges them (guide 6.2.1.1: "USERCFG[DEFAULT] MAXJOB=4" limits every user without a MAXJOB of
 * its own), SYSTEMCFG's system-wide limits, and the system job limits. A credential is compiled on
 * first use; those without an entry of their own share their kind's compiled DEFAULT.
 */
final class LimitBook {

    static final String DEFAULT = MauiConfig.DEFAULT;

    private final MauiConfig cfg;
    private final CredentialIndex index;
    private final LimitShape shape;
    /** [kind ordinal][credential number], compiled on first use; a kind's row made when first asked (a book per event in the simulator). */
    private final CredentialLimits[][] byId = new CredentialLimits[CredentialIndex.KINDS.length][];
    private final CredentialLimits[] defaults = new CredentialLimits[CredentialIndex.KINDS.length];
    private final CredentialLimits system;
    private QosExemptions[] exemptions = new QosExemptions[16];

    LimitBook(MauiConfig cfg, CredentialIndex index) {
        this.cfg = cfg;
        this.index = index;
        // what maui.cfg alone gives is read once per config; only limits naming credentials are compiled here
        this.shape = LimitShape.of(cfg);
        for (CredentialKind k : CredentialIndex.KINDS) { // values() is a new array per call (a book per event)
            CredentialLimits shared = shape.defaults[k.ordinal()];
            defaults[k.ordinal()] = shared != null ? shared : compile(shape.defaultLimits[k.ordinal()]);
        }
        this.system = shape.system != null ? shape.system : compile(shape.systemLimits);
    }

    /**
     * Whose hosts need keeping for active node limits (MAXNODE, OMAXNODE, MAXNODE[...]): [owner
     * kind ordinal + 1, 0 = SYSTEMCFG][0 = the owner's own usage, scope kind ordinal + 1 = a
     * multi-dimensional pair's]. A QOS override (OMAXNODE) replaces the node limit of every
     * credential kind, so it asks for all of them. All false: no host is kept. Do not modify.
     */
    boolean[][] nodeTracking() {
        return shape.nodeTracking;
    }

    /** Some owner keeps hosts for a node limit ({@link #nodeTracking} is not all false). */
    boolean tracksHosts() {
        return shape.tracksHosts;
    }

    /** Some limit counts nodes: without one, no job's hosts need counting. */
    boolean anyNodeLimit() {
        return shape.anyNodeLimit;
    }

    /** {@link #nodeTracking} worked out from maui.cfg, for {@link LimitShape}. */
    static boolean[][] nodeTracking(MauiConfig cfg) {
        int n = CredentialIndex.KINDS.length;
        boolean[][] track = new boolean[n + 1][n + 1];
        mark(track, 0, limitsOf(cfg.system()));
        boolean override = false;
        for (CredentialKind k : CredentialKind.values()) {
            for (CredentialConfig c : cfg.credentials(k).values()) {
                override |= mark(track, k.ordinal() + 1, limitsOf(c));
            }
        }
        if (override) {
            for (int o = 1; o <= n; o++) {
                track[o][0] = true;
            }
        }
        return track;
    }

    /** Marks the node limits of one owner; true when one is a QOS override. */
    private static boolean mark(boolean[][] track, int owner, Map<LimitKey, LimitValue> limits) {
        boolean override = false;
        for (LimitKey k : limits.keySet()) {
            if (k.kind() != LimitKind.NODE || k.idle()) {
                continue;
            }
            if (k.override()) {
                override = true;
            } else {
                track[owner][k.scope() == null ? 0 : k.scope().ordinal() + 1] = true;
            }
        }
        return override;
    }

    /** JOBNODEMATCHPOLICY EXACTNODE: {@code nodes=N:ppn=P} means N distinct hosts. */
    static boolean exactNode(MauiConfig cfg) {
        return cfg.get(Parameters.JOBNODEMATCHPOLICY).contains(JobNodeMatchPolicy.EXACTNODE);
    }

    /** The limits of credential number {@code id} of kind {@code k}, DEFAULT filling the gaps. */
    CredentialLimits of(CredentialKind k, int id) {
        CredentialLimits[] row = byId[k.ordinal()];
        if (row == null) {
            row = new CredentialLimits[Math.max(16, id + 1)];
            byId[k.ordinal()] = row;
        } else if (id >= row.length) {
            row = Arrays.copyOf(row, Math.max(id + 1, row.length * 2));
            byId[k.ordinal()] = row;
        }
        CredentialLimits cl = row[id];
        if (cl == null) {
            String name = index.name(k, id);
            // a credential without an entry of its own shares its kind's compiled DEFAULT
            cl = cfg.credentialExact(k, name).isPresent()
                    ? compile(limitsOf(cfg.credential(k, name)))
                    : defaults[k.ordinal()];
            row[id] = cl;
        }
        return cl;
    }

    /** The limits QOS number {@code id} lets its jobs ignore (QFLAGS IGN*), read on first use. */
    QosExemptions exemptions(int id) {
        if (id >= exemptions.length) {
            exemptions = Arrays.copyOf(exemptions, Math.max(id + 1, exemptions.length * 2));
        }
        QosExemptions e = exemptions[id];
        if (e == null) {
            QosFlags f = QosFlags.of(cfg.credential(CredentialKind.QOS, index.name(CredentialKind.QOS, id)));
            e = f == QosFlags.NONE ? QosExemptions.NONE : new QosExemptions(f);
            exemptions[id] = e;
        }
        return e;
    }

    /**
     * The multi-dimensional pairs some rule names, as {@link CredentialLimits} compiles them:
     * [owner kind ordinal + 1, 0 = SYSTEMCFG][scope kind ordinal]. Do not modify.
     */
    boolean[][] scopedPairs() {
        return shape.scopedPairs;
    }

    /**
     * Whether some credential of kind {@code k} may have a limit: false when no entry of that kind
     * sets one, so a check passes over the kind without looking the job's name up.
     */
    boolean limits(CredentialKind k) {
        return shape.limitedKinds[k.ordinal()];
    }

    /** [kind ordinal]: whose usage some check reads ({@link LimitShape#countedKinds}). Do not modify. */
    boolean[] countedKinds() {
        return shape.countedKinds;
    }

    /** Whether maui.cfg sets any idle limit: without one the eligible list needs no idle usage. */
    boolean anyIdle() {
        return shape.anyIdle;
    }

    /** SYSTEMCFG: limits on the whole system's usage. */
    CredentialLimits system() {
        return system;
    }

    SystemJobLimits jobLimits() {
        return shape.jobLimits;
    }

    /** The config's shape: what the book reads of maui.cfg alone. */
    LimitShape shape() {
        return shape;
    }

    private CredentialLimits compile(Map<LimitKey, LimitValue> limits) {
        return compile(limits, index);
    }

    static CredentialLimits compile(Map<LimitKey, LimitValue> limits, CredentialIndex index) {
        return limits.isEmpty() ? CredentialLimits.NONE : new CredentialLimits(limits, index);
    }

    static Map<LimitKey, LimitValue> limitsOf(CredentialConfig c) {
        return c == null ? Map.of() : c.limits();
    }
}
