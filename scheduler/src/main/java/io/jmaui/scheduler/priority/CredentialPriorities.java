package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.config.CredentialConfig;
import io.jmaui.scheduler.config.Derived;
import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.JobClass;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The PRIORITY of each credential, as Maui resolves it (MJobGetStartPriority): a user, group or
 * account takes its own PRIORITY, else its {@code *CFG[DEFAULT]} one; a QOS its own QOSCFG
 * PRIORITY; a class its CLASSCFG PRIORITY, else the PBS queue {@code Priority}, else
 * CLASSCFG[DEFAULT]'s. Each credential is resolved on first use and kept for the iteration, so
 * 100,000 jobs cost map look-ups, not config walks. Iteration-local, single-threaded.
 */
final class CredentialPriorities {

    /** The kinds, read once: values() is a new array per call, and a clone is a native call in C1 code. */
    private static final CredentialKind[] KINDS = CredentialKind.values();

    private final MauiConfig cfg;
    private final List<JobClass> classes;
    /** The classes' queue priorities, made on the first class that has no CLASSCFG PRIORITY of its own. */
    private Map<String, Long> queuePriority;
    @SuppressWarnings("unchecked")
    private final Map<String, Long>[] resolved = new Map[KINDS.length];
    /** Per kind: some entry may give a name a PRIORITY (a class always: pbs_server's queue priority). */
    private final boolean[] prioritized;

    private static final Derived<Prioritized> PRIORITIZED = Derived.of(Prioritized::of);

    CredentialPriorities(MauiConfig cfg, List<JobClass> classes) {
        this.cfg = cfg;
        this.classes = classes;
        // the config's alone: walking every credential entry of every kind at every event was half a
        // percent of an HPC2N run under a weighted priority
        this.prioritized = cfg.derived(PRIORITIZED).kinds;
    }

    /** Per kind, whether some entry of the config sets a PRIORITY (a class always); never written after it is made. */
    private record Prioritized(boolean[] kinds) {
        static Prioritized of(MauiConfig cfg) {
            boolean[] kinds = new boolean[KINDS.length];
            for (CredentialKind k : KINDS) {
                boolean any = k == CredentialKind.CLASS;
                for (CredentialConfig c : cfg.credentials(k).values()) {
                    any |= c.priority().isPresent();
                }
                kinds[k.ordinal()] = any;
            }
            return new Prioritized(kinds);
        }
    }

    /** The credential's priority; 0 for a null name. */
    long priority(CredentialKind kind, String name) {
        if (name == null || !prioritized[kind.ordinal()]) {
            return 0; // no entry of the kind sets PRIORITY: every name's is 0, without a lookup per job
        }
        Map<String, Long> byName = resolved[kind.ordinal()];
        if (byName == null) {
            byName = new HashMap<>();
            resolved[kind.ordinal()] = byName;
        }
        Long p = byName.get(name);
        if (p == null) {
            p = resolve(kind, name);
            byName.put(name, p);
        }
        return p;
    }

    private long resolve(CredentialKind kind, String name) {
        return switch (kind) {
            case USER, GROUP, ACCOUNT -> cfg.credential(kind, name).priority().orElse(0);
            case QOS -> own(kind, name).orElse(0);
            case CLASS -> {
                OptionalLong own = own(kind, name);
                if (own.isPresent()) {
                    yield own.getAsLong();
                }
                if (queuePriority == null) {
                    queuePriority = new HashMap<>();
                    for (JobClass c : classes) {
                        queuePriority.put(c.name(), c.priority());
                    }
                }
                Long queue = queuePriority.get(name);
                yield queue != null ? queue : cfg.credential(kind, name).priority().orElse(0);
            }
        };
    }

    private OptionalLong own(CredentialKind kind, String name) {
        return cfg.credentialExact(kind, name).map(CredentialConfig::priority).orElse(OptionalLong.empty());
    }
}
