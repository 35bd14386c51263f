package io.jmaui.scheduler.qos;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.QosListType;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which QOS a job may use and which is its default (guide 7.3 "Managing QoS Access"), as Maui's
 * MQOSGetAccess decides it.
 *
 * <p>The access list starts with SYSTEMCFG's (Maui's DEFAULT QOS, QLIST and QDEF). "By default,
 * jobs may request a QoS if access to that QoS is allowed by any of the job's credentials": the
 * QLIST and QDEF of its user, group, account and class are added (each *CFG merged over its
 * DEFAULT entry). A list ending in {@code &} is an AND list: the access list is cut to the
 * intersection (class, account, group, user in turn; SYSTEMCFG's AND list starts from itself
 * alone). A list ending in {@code ^} replaces the whole access list (user first, then group,
 * account, class). The default is the first QDEF, in the order user, group, account, class, that
 * the job may use, else SYSTEMCFG QDEF, else DEFAULT; a default the job may not use gives way to
 * DEFAULT, or the first QOS the job may use.
 */
final class QosAccess {

    private static final CredentialKind[] ORDER = {CredentialKind.USER, CredentialKind.GROUP,
            CredentialKind.ACCOUNT, CredentialKind.CLASS};

    /** Stands for any name whose QOS access is its kind's DEFAULT entry's (no credential name holds a NUL). */
    private static final String AS_DEFAULT = "\u0000";

    private final MauiConfig cfg;
    /** Per kind of {@link #ORDER}, the names whose QLIST or QDEF (merged) differ from the DEFAULT entry's. */
    private final List<Set<String>> ruled = new ArrayList<>(ORDER.length);

    QosAccess(MauiConfig cfg) {
        this.cfg = cfg;
        for (CredentialKind k : ORDER) {
            CredentialConfig dflt = cfg.credential(k, MauiConfig.DEFAULT);
            Set<String> names = new HashSet<>();
            for (String name : cfg.credentials(k).keySet()) {
                CredentialConfig c = cfg.credential(k, name);
                if (!c.qosList().equals(dflt.qosList()) || c.qosListType() != dflt.qosListType()
                        || !c.qosDefault().equals(dflt.qosDefault())) {
                    names.add(name);
                }
            }
            ruled.add(names);
        }
    }

    /**
     * The part of credential {@code name} (of kind {@code ORDER[i]}: user, group, account, class)
     * that {@link #grant} reads: the name itself when its QOS access is its own, else one marker
     * for every name that has its kind's DEFAULT access. Jobs whose four parts are equal get the
     * same grant, so a memo keyed by them holds a few entries where one keyed by names holds one
     * per distinct user, group, account and class.
     */
    String accessKey(int i, String name) {
        Set<String> own = ruled.get(i);
        // most configs give no name of the kind a QLIST or QDEF of its own: no hashing of 100,000 names then
        return name == null ? null : !own.isEmpty() && own.contains(name) ? name : AS_DEFAULT;
    }

    /**
     * For credentials whose every name has its kind's DEFAULT access ({@link #accessKey} gives the
     * marker or null for each), which of the four names are given, as bits 0 to 3 in
     * {@link #ORDER}: such credentials get the same default grant as any others of the same bits.
     * -1 when some name has access of its own.
     */
    int defaultPattern(Credentials c) {
        int bits = 0;
        for (int i = 0; i < ORDER.length; i++) {
            String name = c.of(ORDER[i]);
            if (name == null) {
                continue;
            }
            Set<String> own = ruled.get(i);
            if (!own.isEmpty() && own.contains(name)) {
                return -1;
            }
            bits |= 1 << i;
        }
        return bits;
    }

    /** How many bit patterns {@link #defaultPattern} may give. */
    static int patterns() {
        return 1 << ORDER.length;
    }

    /** The grant for a job with these credentials asking for {@code requested} (null: nothing) {@code via}. */
    QosGrant grant(Credentials c, String requested, String via) {
        CredentialConfig[] own = new CredentialConfig[ORDER.length];
        for (int i = 0; i < ORDER.length; i++) {
            String name = c.of(ORDER[i]);
            own[i] = name == null ? null : cfg.credential(ORDER[i], name);
        }
        Set<String> allowed = accessList(own);
        QosGrant dflt = defaultQos(own, allowed);
        if (requested == null) {
            return dflt;
        }
        if (allowed.contains(requested)) {
            return new QosGrant(requested.equals(QosGrant.DEFAULT) ? null : requested, QosSource.REQUESTED,
                    requested, via, false, List.of());
        }
        return new QosGrant(dflt.qos(), dflt.source(), requested, via, true, allowed.stream().sorted().toList());
    }

    private Set<String> accessList(CredentialConfig[] own) {
        CredentialConfig sys = cfg.system();
        Set<String> list = new LinkedHashSet<>();
        list.add(QosGrant.DEFAULT);
        list.addAll(listed(sys));
        boolean and = sys.qosListType() == QosListType.AND;
        if (!and) {
            for (CredentialConfig cc : own) {
                if (cc != null && cc.qosListType() == QosListType.OR) {
                    list.addAll(listed(cc));
                }
            }
        }
        for (int i = own.length - 1; i >= 0; i--) {
            CredentialConfig cc = own[i];
            if (cc != null && cc.qosListType() == QosListType.AND) {
                if (and) {
                    list.retainAll(listed(cc));
                } else {
                    list = new LinkedHashSet<>(listed(cc));
                    and = true;
                }
            }
        }
        for (CredentialConfig cc : own) {
            if (cc != null && cc.qosListType() == QosListType.ONLY) {
                return new LinkedHashSet<>(listed(cc));
            }
        }
        return list;
    }

    private static List<String> listed(CredentialConfig cc) {
        List<String> out = new ArrayList<>(cc.qosList());
        cc.qosDefault().ifPresent(out::add);
        return out;
    }

    private QosGrant defaultQos(CredentialConfig[] own, Set<String> allowed) {
        for (int i = 0; i < own.length; i++) {
            String q = own[i] == null ? null : own[i].qosDefault().orElse(null);
            if (q != null && allowed.contains(q)) {
                return granted(q, QosSource.valueOf(ORDER[i].name()));
            }
        }
        String q = cfg.system().qosDefault().orElse(QosGrant.DEFAULT);
        QosSource source = cfg.system().qosDefault().isPresent() ? QosSource.SYSTEM : QosSource.DEFAULT;
        if (allowed.contains(q)) {
            return granted(q, source);
        }
        if (allowed.contains(QosGrant.DEFAULT)) {
            return granted(QosGrant.DEFAULT, QosSource.DEFAULT);
        }
        return granted(allowed.isEmpty() ? QosGrant.DEFAULT : allowed.iterator().next(), QosSource.FIRST_ALLOWED);
    }

    private static QosGrant granted(String q, QosSource source) {
        return new QosGrant(q.equals(QosGrant.DEFAULT) ? null : q, source, null, null, false, List.of());
    }
}
