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
    private final boolean mayPreempt;

    public QosTable(MauiConfig cfg) {
        this.cfg = cfg;
        // a function of the config alone, read once per config: every iteration makes a table
        Read r = cfg.derived(Read.class, Read::of);
        this.any = r.any();
        this.mayPreempt = r.mayPreempt();
    }

    /**
     * What maui.cfg's QOSCFG says for every iteration alike, under one {@link MauiConfig#derived}
     * key: a second lookup per iteration for {@link #mayPreempt} (its own key, read after the
     * iteration's eligibility pass had pushed the config's map out of the cache) was 1.1 % of a
     * warm Lublin default run.
     */
    private record Read(boolean any, boolean mayPreempt) {
        static Read of(MauiConfig cfg) {
            boolean any = false;
            boolean preempt = false;
            for (var q : cfg.credentials(CredentialKind.QOS).values()) {
                any |= !q.flags().isEmpty();
                QosFlags f = QosFlags.of(q);
                preempt |= f.preemptor() || f.has(QosFlag.RESTARTPREEMPT);
            }
            return new Read(any, preempt);
        }
    }

    /** True when some QOS's jobs may start by preempting (PREEMPTOR, RESTARTPREEMPT): read once per config. */
    public boolean mayPreempt() {
        return mayPreempt;
    }

    /** {@link #mayPreempt()} for a caller without an iteration's table. */
    public static boolean mayPreempt(MauiConfig cfg) {
        return cfg.derived(Read.class, Read::of).mayPreempt();
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
