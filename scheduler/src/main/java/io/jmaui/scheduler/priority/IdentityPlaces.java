package io.jmaui.scheduler.priority;

import io.jmaui.scheduler.model.Credentials;

/**
 * The places of credentials objects by their identity ({@link CarriedTerms.Kept#identity}): an
 * open-addressing table over {@link System#identityHashCode}, never changed once made. The
 * simulator's jobs share one credentials object per distinct credentials, so a ranking finds each
 * job's terms by its object, where the index by credentials hashes five names (and compares them
 * where the index holds an equal object of an earlier run): with the equality test of each job
 * against the one before it, a fifth of the scoring of a deep queue under fairshare
 * (synthetic:256:1:20000:2 reslimits). {@link RankingTerms} keeps it to the objects its rankings
 * meet, and stops asking it where most jobs are not found there (the daemon's jobs each bring a
 * credentials object of their own).
 */
final class IdentityPlaces {

    /** No objects. */
    static final IdentityPlaces EMPTY = new IdentityPlaces(new Credentials[0], new int[0], 0, new Credentials[0]);

    private final Credentials[] keys;
    private final int[] places;
    private final int size;
    /** The objects held, by place: what the next table starts from. */
    private final Credentials[] objects;

    private IdentityPlaces(Credentials[] keys, int[] places, int size, Credentials[] objects) {
        this.keys = keys;
        this.places = places;
        this.size = size;
        this.objects = objects;
    }

    /**
     * The objects {@code credentials[0..n)}, each at its index (null entries left out); the array is
     * kept, never changed after.
     */
    static IdentityPlaces of(Credentials[] credentials, int n) {
        int capacity = 16;
        while (capacity < 2 * n) {
            capacity *= 2;
        }
        Credentials[] keys = new Credentials[capacity];
        int[] places = new int[capacity];
        int size = 0;
        int mask = capacity - 1;
        for (int at = 0; at < n; at++) {
            Credentials c = credentials[at];
            if (c == null) {
                continue;
            }
            int i = slot(c, mask);
            while (keys[i] != null && keys[i] != c) {
                i = (i + 1) & mask;
            }
            if (keys[i] == null) { // an object at two places keeps its first
                keys[i] = c;
                places[i] = at;
                size++;
            }
        }
        return new IdentityPlaces(keys, places, size, credentials);
    }

    /** The objects held by place, as given to {@link #of}: read, never written. */
    Credentials[] objects() {
        return objects;
    }

    /** Whether the table holds no object: nothing is found, no identity hash need be asked. */
    boolean isEmpty() {
        return size == 0;
    }

    /** The place of the very object {@code c}, -1 when not held. */
    int place(Credentials c) {
        int mask = keys.length - 1;
        for (int i = slot(c, mask); ; i = (i + 1) & mask) {
            Credentials k = keys[i];
            if (k == c) {
                return places[i];
            }
            if (k == null) {
                return -1;
            }
        }
    }

    private static int slot(Credentials c, int mask) {
        int h = System.identityHashCode(c) * 0x9E3779B9;
        return (h ^ h >>> 16) & mask;
    }
}
