package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.config.LimitKind;
import io.jmaui.scheduler.config.LimitValue;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;

/**
 * One job against every active or idle limit (guide 6.2.1, 6.2.2): the job may start (or join
 * the eligible list) only if, for each of its credentials and the system, and for each limit
 * kind, {@code usage + request <= limit}. Maui's precedence per credential and kind is
 * QOS override ({@code QOSCFG[hiprio] OMAXNODE=64}) first, then the credential's own limit, then
 * its kind's DEFAULT: an override replaces the limit of that kind for every credential of the
 * job (user, group, account, QOS, class), whether or not the credential had one. SYSTEMCFG limits
 * and multi-dimensional limits are not overridden.
 *
 * <p>Credentials are visited in the order user, group, account, QOS, class, then the system, and
 * kinds in the order JOB, PROC, PS, PE, WC, NODE, MEM; the first violation is reported.
 */
final class LimitCheck {

    private static final CredentialKind[] KINDS = CredentialKind.values();
    private static final LimitKind[] LIMIT_KINDS = LimitKind.values();

    private LimitCheck() {
    }

    /**
     * The first limit {@code d} would exceed on top of {@code usage}, or null.
     *
     * @param ids the job's credentials and their numbers, looked up as the check reaches them
     */
    static LimitReason first(LimitBook book, CredentialIds ids, Demand d, boolean idle, LimitPass pass,
                             UsageTable usage) {
        Credentials c = ids.credentials();
        int qosId = ids.id(CredentialKind.QOS);
        String qos = c.qos();
        CredentialLimits qosLimits = qosId < 0 ? CredentialLimits.NONE : book.of(CredentialKind.QOS, qosId);
        boolean overrides = qosLimits.hasOverrides();
        for (CredentialKind k : KINDS) {
            int id = ids.id(k);
            if (id < 0) {
                continue;
            }
            CredentialLimits cl = book.of(k, id);
            if (cl.isEmpty() && !overrides) {
                continue;
            }
            String name = c.of(k);
            long[] used = usage.plain(k, id);
            for (LimitKind lk : overrides ? LIMIT_KINDS : cl.plainKinds(idle)) {
                LimitValue ov = overrides ? qosLimits.override(idle, lk) : null;
                LimitValue v = ov != null ? ov : cl.plain(idle, lk);
                LimitReason r = exceeds(v, pass, used, d, lk, idle, k, name, null, null, ov != null ? qos : null);
                if (r != null) {
                    return r;
                }
            }
            LimitReason r = scoped(cl, k, id, name, ids, d, idle, pass, usage);
            if (r != null) {
                return r;
            }
        }
        CredentialLimits sys = book.system();
        if (!sys.isEmpty()) {
            long[] used = usage.system();
            for (LimitKind lk : sys.plainKinds(idle)) {
                LimitReason r = exceeds(sys.plain(idle, lk), pass, used, d, lk, idle, null, null, null, null, null);
                if (r != null) {
                    return r;
                }
            }
            return scoped(sys, null, 0, null, ids, d, idle, pass, usage);
        }
        return null;
    }

    private static LimitReason scoped(CredentialLimits cl, CredentialKind owner, int ownerId, String ownerName,
                                      CredentialIds ids, Demand d, boolean idle, LimitPass pass, UsageTable usage) {
        for (CredentialLimits.ScopedRule rule : cl.scoped(idle)) {
            int scopeId = ids.id(rule.scope());
            if (scopeId < 0) {
                continue;
            }
            String scopeName = ids.credentials().of(rule.scope());
            LimitValue v = rule.valueFor(scopeName);
            if (v == null) {
                continue;
            }
            long[] used = usage.scoped(owner, ownerId, rule.scope(), scopeId);
            LimitReason r = exceeds(v, pass, used, d, rule.kind(), idle, owner, ownerName, rule.scope(), scopeName,
                    null);
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    private static LimitReason exceeds(LimitValue v, LimitPass pass, long[] used, Demand d, LimitKind lk, boolean idle,
                                       CredentialKind owner, String ownerName, CredentialKind scope, String scopeName,
                                       String overrideQos) {
        if (v == null) {
            return null;
        }
        long limit = pass.of(v);
        if (limit == Long.MAX_VALUE) {
            return null;
        }
        int i = lk.ordinal();
        long u = used[i];
        long req = d.get(i);
        if (u <= limit && req <= limit - u) {
            return null;
        }
        return new LimitReason(lk, idle, pass, owner, ownerName, scope, scopeName, overrideQos, u, req, limit);
    }
}
