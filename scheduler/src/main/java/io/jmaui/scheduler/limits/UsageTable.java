package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-credential usage counters for one iteration: one {@code long[]} per credential (indexed by
 * limit kind) in hash maps, so a limit check costs O(credentials). Counters for a
 * multi-dimensional pair (each user inside a class, ...) are built the first time a rule asks for
 * that pair, by replaying the jobs charged so far, so pairs nobody configured cost nothing.
 * Mutable and iteration-local; never iterated, so hash order cannot leak.
 */
final class UsageTable {

    private static final long[] ZERO = new long[Demand.KINDS];

    private record ScopePair(CredentialKind owner, CredentialKind scope) {
    }

    private final Map<CredentialKind, Map<String, long[]>> plain = new EnumMap<>(CredentialKind.class);
    private final long[] system = new long[Demand.KINDS];
    private final Map<ScopePair, Map<String, long[]>> scoped = new HashMap<>();
    private final List<Credentials> chargedCredentials = new ArrayList<>();
    private final List<long[]> chargedAmounts = new ArrayList<>();

    UsageTable() {
        for (CredentialKind k : CredentialKind.values()) {
            plain.put(k, new HashMap<>());
        }
    }

    /** Counts one job's demand against each of its credentials and the system. */
    void add(Credentials c, Demand d) {
        long[] a = d.amounts;
        for (CredentialKind k : CredentialKind.values()) {
            String name = c.of(k);
            if (name != null) {
                addTo(plain.get(k).computeIfAbsent(name, x -> new long[Demand.KINDS]), a);
            }
        }
        addTo(system, a);
        for (Map.Entry<ScopePair, Map<String, long[]>> e : scoped.entrySet()) {
            addScoped(e.getKey(), e.getValue(), c, a);
        }
        chargedCredentials.add(c);
        chargedAmounts.add(a);
    }

    /** What credential {@code name} of kind {@code k} uses, by limit kind. Do not modify. */
    long[] plain(CredentialKind k, String name) {
        long[] u = plain.get(k).get(name);
        return u == null ? ZERO : u;
    }

    /** What the whole system uses, by limit kind. Do not modify. */
    long[] system() {
        return system;
    }

    /**
     * What the jobs of {@code scope}={@code scopeName} use inside {@code owner}={@code ownerName}
     * ({@code owner} null: inside the whole system). Do not modify.
     */
    long[] scoped(CredentialKind owner, String ownerName, CredentialKind scope, String scopeName) {
        ScopePair pair = new ScopePair(owner, scope);
        Map<String, long[]> table = scoped.get(pair);
        if (table == null) {
            table = new HashMap<>();
            for (int i = 0; i < chargedCredentials.size(); i++) {
                addScoped(pair, table, chargedCredentials.get(i), chargedAmounts.get(i));
            }
            scoped.put(pair, table);
        }
        long[] u = table.get(key(ownerName, scopeName));
        return u == null ? ZERO : u;
    }

    private static void addScoped(ScopePair pair, Map<String, long[]> table, Credentials c, long[] a) {
        String ownerName = pair.owner() == null ? "" : c.of(pair.owner());
        String scopeName = c.of(pair.scope());
        if (ownerName != null && scopeName != null) {
            addTo(table.computeIfAbsent(key(ownerName, scopeName), x -> new long[Demand.KINDS]), a);
        }
    }

    private static String key(String ownerName, String scopeName) {
        return (ownerName == null ? "" : ownerName) + '\u0000' + scopeName;
    }

    private static void addTo(long[] counters, long[] a) {
        for (int i = 0; i < counters.length; i++) {
            long s = counters[i] + a[i];
            counters[i] = s < 0 ? Long.MAX_VALUE : s;
        }
    }
}
