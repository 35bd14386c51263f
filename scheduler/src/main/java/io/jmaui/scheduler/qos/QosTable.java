package io.jmaui.scheduler.qos;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.config.QosFlag;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;

import java.util.HashMap;
import java.util.Map;

/**
 * Each QOS's flags for one iteration, read from maui.cfg the first time a job of that QOS asks;
 * a job without a QOS (Maui's DEFAULT QOS) has QOSCFG[DEFAULT]'s. Not thread-safe: one per
 * iteration.
 */
public final class QosTable {

    private final MauiConfig cfg;
    private final Map<String, QosFlags> flags = new HashMap<>();
    private final boolean any;
    /** The {@link MauiConfig#derived} key of whether some QOS has flags. */
    private static final Object ANY_FLAGS = new Object();

    public QosTable(MauiConfig cfg) {
        this.cfg = cfg;
        // a function of the config alone, read once per config: every iteration makes a table
        this.any = cfg.derived(ANY_FLAGS, c -> c.credentials(CredentialKind.QOS).values().stream()
                .anyMatch(q -> !q.flags().isEmpty()));
    }

    /** The flags of QOS {@code qos} (null: DEFAULT). */
    public QosFlags flags(String qos) {
        if (!any) {
            return QosFlags.NONE;
        }
        String name = qos == null ? MauiConfig.DEFAULT : qos;
        return flags.computeIfAbsent(name, n -> QosFlags.of(cfg.credential(CredentialKind.QOS, n)));
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
