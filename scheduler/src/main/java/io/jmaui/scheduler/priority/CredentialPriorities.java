package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Job;
import io.jmaui.scheduler.model.JobClass;
import io.jmaui.scheduler.model.Snapshot;

import java.util.HashMap;
import java.util.OptionalLong;

import java.util.EnumMap;
import java.util.Map;

/**
 * The PRIORITY of every credential the iteration's jobs carry (USERCFG, GROUPCFG, ACCOUNTCFG,
 * QOSCFG, CLASSCFG; a class without a CLASSCFG PRIORITY takes its PBS queue priority), resolved
 * once per iteration so that 100,000 jobs cost 100,000 map look-ups, not config walks.
 */
final class CredentialPriorities {

    private final Map<CredentialKind, Map<String, Long>> priorities;

    CredentialPriorities(Map<CredentialKind, Map<String, Long>> priorities) {
        EnumMap<CredentialKind, Map<String, Long>> copy = new EnumMap<>(CredentialKind.class);
        priorities.forEach((k, v) -> copy.put(k, Map.copyOf(v)));
        this.priorities = copy;
    }

    /**
     * Resolves the priority of every credential the snapshot's jobs carry, as Maui does
     * (MJobGetStartPriority): a user, group or account takes its own PRIORITY, else its
     * {@code *CFG[DEFAULT]} one; a QOS its own QOSCFG PRIORITY; a class its CLASSCFG PRIORITY, else
     * the PBS queue {@code Priority}, else CLASSCFG[DEFAULT]'s.
     */
    static CredentialPriorities of(MauiConfig cfg, Snapshot s) {
        Map<String, Long> queuePriority = new HashMap<>();
        for (JobClass c : s.classes()) {
            queuePriority.put(c.name(), c.priority());
        }
        Map<CredentialKind, Map<String, Long>> m = new EnumMap<>(CredentialKind.class);
        for (CredentialKind kind : CredentialKind.values()) {
            Map<String, Long> byName = new HashMap<>();
            for (Job j : s.jobs()) {
                String name = j.credentials().of(kind);
                if (name != null && !byName.containsKey(name)) {
                    byName.put(name, resolve(cfg, kind, name, queuePriority));
                }
            }
            m.put(kind, byName);
        }
        return new CredentialPriorities(m);
    }

    private static long resolve(MauiConfig cfg, CredentialKind kind, String name, Map<String, Long> queuePriority) {
        return switch (kind) {
            case USER, GROUP, ACCOUNT -> cfg.credential(kind, name).priority().orElse(0);
            case QOS -> own(cfg, kind, name).orElse(0);
            case CLASS -> {
                OptionalLong own = own(cfg, kind, name);
                if (own.isPresent()) {
                    yield own.getAsLong();
                }
                Long queue = queuePriority.get(name);
                yield queue != null ? queue : cfg.credential(kind, name).priority().orElse(0);
            }
        };
    }

    private static OptionalLong own(MauiConfig cfg, CredentialKind kind, String name) {
        return cfg.credentialExact(kind, name).map(CredentialConfig::priority).orElse(OptionalLong.empty());
    }

    /** The credential's priority; 0 for a null or unknown name. */
    long priority(CredentialKind kind, String name) {
        if (name == null) {
            return 0;
        }
        Map<String, Long> byName = priorities.get(kind);
        Long p = byName == null ? null : byName.get(name);
        return p == null ? 0 : p;
    }
}
