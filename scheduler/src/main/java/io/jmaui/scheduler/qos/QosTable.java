package io.jmaui.scheduler.qos;

import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Each QOS's flags, read from maui.cfg the first time a job of that QOS asks; a job without a
 * QOS (Maui's DEFAULT QOS) has QOSCFG[DEFAULT]'s. A function of the config alone, so one table per
 * config ({@link #of}), not one per iteration: the simulator makes an iteration at every event.
 * Its flags are kept in a concurrent map, as every iteration under the config shares it, whatever
 * thread runs one; never iterated.
 */
public final class QosTable {

    private static final Derived<QosTable> TABLE = Derived.of(QosTable::new);

    private final MauiConfig cfg;
    private final Map<String, QosFlags> flags = new ConcurrentHashMap<>();
    private final boolean any;

    private QosTable(MauiConfig cfg) {
        this.cfg = cfg;
        this.any = cfg.credentials(CredentialKind.QOS).values().stream().anyMatch(q -> !q.flags().isEmpty());
    }

    /** The table of {@code cfg}'s QOS flags. */
    public static QosTable of(MauiConfig cfg) {
        return cfg.derived(TABLE);
    }

    /** The flags of QOS {@code qos} (null: DEFAULT). */
    public QosFlags flags(String qos) {
        if (!any) {
            return QosFlags.NONE;
        }
        String name = qos == null ? MauiConfig.DEFAULT : qos;
        QosFlags f = flags.get(name);
        return f != null ? f : flags.computeIfAbsent(name, n -> QosFlags.of(cfg.credential(CredentialKind.QOS, n)));
    }

    /** True when some QOS of maui.cfg (DEFAULT included) has flag {@code f}: a stage for it has work. */
    public boolean anyHas(QosFlag f) {
        if (!any) {
            return false;
        }
        for (String name : cfg.credentials(CredentialKind.QOS).keySet()) {
            if (flags(name).has(f)) {
                return true;
            }
        }
        return false;
    }

    /** The flags of the QOS the job runs under. */
    public QosFlags of(Job j) {
        return flags(j.credentials().qos());
    }
}
