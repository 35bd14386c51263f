package io.jmaui.scheduler.limits;

import io.jmaui.scheduler.model.CredentialKind;

import java.util.ArrayList;
import java.util.List;

/**
 * Dense per-iteration numbers for credential names, so limits and usage counters are arrays
 * indexed by number rather than maps keyed by name. A name gets the next number of its kind the
 * first time it is looked up; {@link CredentialIds} looks a job's names up only as a check reaches
 * them. Iteration-local and never iterated by hash, so no hash order leaks.
 */
final class CredentialIndex {

    static final CredentialKind[] KINDS = CredentialKind.values();

    /** By kind, made when the kind's first name is looked up: the simulator builds an index at every event, most kinds never asked. */
    private final NameTable[] tables = new NameTable[KINDS.length];

    /** The number of credential {@code name} of kind {@code k}, -1 for a null name. */
    int id(CredentialKind k, String name) {
        if (name == null) {
            return -1;
        }
        NameTable t = tables[k.ordinal()];
        if (t == null) {
            t = new NameTable();
            tables[k.ordinal()] = t;
        }
        return t.id(name);
    }

    /** The name of number {@code id} of kind {@code k}, as {@link #id} gave it. */
    String name(CredentialKind k, int id) {
        NameTable t = tables[k.ordinal()];
        if (t == null) {
            throw new IndexOutOfBoundsException("no " + k + " number " + id);
        }
        return t.names.get(id);
    }

    /**
     * Open addressing from name to number: a lookup reads the name's cached hash and compares
     * by identity first (the daemon's snapshots share one string per name), then by stored hash,
     * and calls {@code equals} only on a hash match. Slots come from Fibonacci hashing: names like
     * user1..user999 have consecutive hashes, which in consecutive slots merge into long runs.
     */
    private static final class NameTable {
        // small at first: an iteration builds five, most kinds holding a name or two (the simulator
        // builds them at every event); a table grows as names come
        private String[] keys = new String[8];
        private int[] hashes = new int[8];
        private int[] ids = new int[8];
        /** 32 - log2(capacity): the slot is the top bits of the mixed hash. */
        private int shift = 32 - 3;
        private final List<String> names = new ArrayList<>();

        int id(String name) {
            int h = name.hashCode();
            int mask = keys.length - 1;
            for (int i = slot(h); ; i = (i + 1) & mask) {
                String k = keys[i];
                if (k == name) {
                    return ids[i];
                }
                if (k == null) {
                    return add(i, h, name);
                }
                if (hashes[i] == h && k.equals(name)) {
                    return ids[i];
                }
            }
        }

        private int slot(int h) {
            return (h * 0x9E3779B9) >>> shift;
        }

        private int add(int slot, int h, String name) {
            int id = names.size();
            names.add(name);
            keys[slot] = name;
            hashes[slot] = h;
            ids[slot] = id;
            if (names.size() * 2 > keys.length) {
                grow();
            }
            return id;
        }

        private void grow() {
            String[] oldKeys = keys;
            int[] oldHashes = hashes;
            int[] oldIds = ids;
            keys = new String[oldKeys.length * 2];
            hashes = new int[keys.length];
            ids = new int[keys.length];
            shift--;
            int mask = keys.length - 1;
            for (int j = 0; j < oldKeys.length; j++) {
                if (oldKeys[j] != null) {
                    int i = slot(oldHashes[j]);
                    while (keys[i] != null) {
                        i = (i + 1) & mask;
                    }
                    keys[i] = oldKeys[j];
                    hashes[i] = oldHashes[j];
                    ids[i] = oldIds[j];
                }
            }
        }
    }
}
