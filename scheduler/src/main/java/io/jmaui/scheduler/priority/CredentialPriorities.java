package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.CredentialKind;

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
