package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Dense per-iteration numbers for credential names, so limits and usage counters are arrays
 * indexed by number rather than maps keyed by name. A job's {@link Credentials} are resolved once
 * (by identity) to one number per credential kind, -1 where the job has none. Iteration-local and
 * never iterated by hash, so no hash order leaks.
 */
final class CredentialIndex {

    static final CredentialKind[] KINDS = CredentialKind.values();

    private final List<Map<String, Integer>> ids = new ArrayList<>();
    private final List<List<String>> names = new ArrayList<>();
    private final Map<Credentials, int[]> resolved;

    /** @param expectedJobs about how many jobs will be resolved, to size the identity map once */
    CredentialIndex(int expectedJobs) {
        resolved = new IdentityHashMap<>(Math.max(32, expectedJobs));
        for (int i = 0; i < KINDS.length; i++) {
            ids.add(new HashMap<>());
            names.add(new ArrayList<>());
        }
    }

    /** The job's credential numbers, indexed by {@link CredentialKind#ordinal()}; do not modify. */
    int[] of(Credentials c) {
        int[] r = resolved.get(c);
        if (r == null) {
            r = new int[KINDS.length];
            for (CredentialKind k : KINDS) {
                String name = c.of(k);
                r[k.ordinal()] = name == null ? -1 : idOf(k, name);
            }
            resolved.put(c, r);
        }
        return r;
    }

    String name(CredentialKind k, int id) {
        return names.get(k.ordinal()).get(id);
    }

    /** How many names of kind {@code k} have numbers so far. */
    int size(CredentialKind k) {
        return names.get(k.ordinal()).size();
    }

    private int idOf(CredentialKind k, String name) {
        Map<String, Integer> byName = ids.get(k.ordinal());
        Integer id = byName.get(name);
        if (id == null) {
            id = byName.size();
            byName.put(name, id);
            names.get(k.ordinal()).add(name);
        }
        return id;
    }
}
