package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.LimitValue;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.Resources;
import io.jmaui.scheduler.model.Snapshot;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;

/**
 * MAXGRES, Moab's limit on a generic resource per credential, for GPUs and named generic
 * resources: {@code USERCFG[DEFAULT] MAXGRES[gpus]=4} (no user's running jobs hold more than four
 * GPUs), {@code GROUPCFG[chem] MAXGRES[matlab]=2,3} (soft 2, hard 3), {@code SYSTEMCFG
 * MAXGRES[gpus]=16}. Counted over the active jobs and the starts charged this iteration, like the
 * other active limits, on every credential of the job (user, group, account, QOS, class) and
 * the system; DEFAULT fills what a credential leaves unset.
 *
 * <p>Kept apart from the fixed limit kinds (one counter per kind and credential): the names are
 * the site's, and most sites set none, in which case {@link #of} returns null and nothing is
 * counted.
 */
final class GresLimits {

    private static final CredentialKind[] KINDS = CredentialKind.values();

    private final MauiConfig cfg;
    /** Per credential kind: name to what its active jobs hold. */
    private final Map<CredentialKind, Map<String, Resources>> held = new EnumMap<>(CredentialKind.class);
    private Resources system = Resources.ZERO;
    /** Per credential kind: name to its MAXGRES limits, DEFAULT merged, read on first use. */
    private final Map<CredentialKind, Map<String, Map<String, LimitValue>>> limits = new EnumMap<>(CredentialKind.class);

    private GresLimits(MauiConfig cfg) {
        this.cfg = cfg;
        for (CredentialKind k : KINDS) {
            held.put(k, new HashMap<>());
            limits.put(k, new HashMap<>());
        }
    }

    /** The MAXGRES limits of {@code cfg} with the snapshot's active jobs counted; null when maui.cfg sets none. */
    static GresLimits of(MauiConfig cfg, Snapshot s) {
        if (!anySet(cfg)) {
            return null;
        }
        GresLimits g = new GresLimits(cfg);
        for (Job j : s.jobs()) {
            if (j.state().isActive()) {
                g.charge(j);
            }
        }
        return g;
    }

    static boolean anySet(MauiConfig cfg) {
        if (!cfg.system().gresLimits().isEmpty()) {
            return true;
        }
        for (CredentialKind k : KINDS) {
            for (CredentialConfig c : cfg.credentials(k).values()) {
                if (!c.gresLimits().isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The first MAXGRES limit the job would exceed in {@code pass}, or null. */
    GresLimitReason check(Job j, LimitPass pass) {
        Resources need = devices(j);
        if (need.isZero()) {
            return null;
        }
        Credentials c = j.credentials();
        for (CredentialKind k : KINDS) {
            String name = c.of(k);
            if (name == null) {
                continue;
            }
            GresLimitReason r = check(limitsOf(k, name), held.get(k).getOrDefault(name, Resources.ZERO), need, pass, k,
                    name);
            if (r != null) {
                return r;
            }
        }
        return check(cfg.system().gresLimits(), system, need, pass, null, null);
    }

    private static GresLimitReason check(Map<String, LimitValue> limits, Resources used, Resources need, LimitPass pass,
                                         CredentialKind k, String name) {
        for (Map.Entry<String, LimitValue> e : limits.entrySet()) {
            long limit = pass.of(e.getValue());
            long u = used.get(e.getKey());
            long n = need.get(e.getKey());
            if (n > 0 && u + n > limit) {
                return new GresLimitReason(e.getKey(), pass, k, name, u, n, limit);
            }
        }
        return null;
    }

    /** Counts what the job holds against each of its credentials and the system. */
    void charge(Job j) {
        Resources d = devices(j);
        if (d.isZero()) {
            return;
        }
        Credentials c = j.credentials();
        for (CredentialKind k : KINDS) {
            String name = c.of(k);
            if (name != null) {
                held.get(k).merge(name, d, Resources::plus);
            }
        }
        system = system.plus(d);
    }

    private Map<String, LimitValue> limitsOf(CredentialKind k, String name) {
        return limits.get(k).computeIfAbsent(name, n -> {
            CredentialConfig c = cfg.credential(k, n);
            return c == null ? Map.of() : c.gresLimits();
        });
    }

    /** The job's GPUs and generic resources, all of its requests together. */
    private static Resources devices(Job j) {
        Resources t = j.totalResources();
        return Resources.ZERO.withGpus(t.gpus()).withGres(t.gres());
    }
}
