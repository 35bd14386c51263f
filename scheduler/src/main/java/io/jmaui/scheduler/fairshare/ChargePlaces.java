package io.jmaui.scheduler.fairshare;

import io.jmaui.scheduler.config.MauiConfig;
import io.jmaui.scheduler.model.CredentialKind;
import io.jmaui.scheduler.model.Credentials;
import io.jmaui.scheduler.model.FairshareWindowNames;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Where each credentials object's names sit among the current window's names, kind by kind, kept
 * from one accrual to the next under one maui.cfg while the window keeps the same names in the same
 * places ({@link FairshareWindowNames#samePlaces}: the simulator hands each event's windows back to
 * the next, and a charge that adds no name shares the names). Charging the current window searched
 * the sorted names once per running job and kind at every event, most of the charge; with the
 * places kept, a charge is an addition at a known place, the same addition in the same order, so
 * the usage is the same to the bit.
 *
 * <p>A cache checked at each use, never state: places are found again for a window whose names
 * are not the ones they were found in, and for a credentials object not seen (looked up by
 * identity: the simulator's jobs share one object per distinct credentials). One immutable entry
 * behind a volatile field, replaced where a charge met credentials not seen, and kept only up to
 * {@link #MOST} objects (the daemon's jobs have one each).
 */
final class ChargePlaces {

    /** A credential the job does not have (a null name): nothing to charge. */
    static final int NO_NAME = Integer.MIN_VALUE;
    /** A name the window does not hold: charged by name ({@link FairshareWindowNames.Charging#add}). */
    static final int NOT_THERE = -1;
    private static final int MOST = 1024;
    private static final CredentialKind[] KINDS = CredentialKind.values();

    private record Entry(FairshareWindowNames[] from, Map<Credentials, int[]> places) {
    }

    private volatile Entry last;

    private ChargePlaces() {
    }

    /** The places kept under {@code cfg}. */
    static ChargePlaces of(MauiConfig cfg) {
        return cfg.derived(ChargePlaces.class, c -> new ChargePlaces());
    }

    /** How many credentials objects' places are kept (0: none), for the tests. */
    int kept() {
        Entry e = last;
        return e == null ? 0 : e.places.size();
    }

    /**
     * The places for one charge of a window whose names are {@code from} (by kind ordinal; null for
     * a kind without names), charged through {@code charging} (the same, each a
     * {@link FairshareWindowNames#charging} of its map, null where {@code from} is).
     */
    Charge charge(FairshareWindowNames[] from, FairshareWindowNames.Charging[] charging) {
        Entry e = last;
        boolean kept = e != null;
        for (int k = 0; kept && k < from.length; k++) {
            kept = from[k] == null ? e.from[k] == null : from[k].samePlaces(e.from[k]);
        }
        return new Charge(from, charging, kept ? e.places : Map.of());
    }

    /** One charge's look-ups; {@link #done} keeps what it found. Single-threaded. */
    final class Charge {
        private final FairshareWindowNames[] from;
        private final FairshareWindowNames.Charging[] charging;
        private final Map<Credentials, int[]> kept;
        private Map<Credentials, int[]> found;

        private Charge(FairshareWindowNames[] from, FairshareWindowNames.Charging[] charging,
                       Map<Credentials, int[]> kept) {
            this.from = from;
            this.charging = charging;
            this.kept = kept;
        }

        /**
         * By kind ordinal, where {@code c}'s name sits: a place for {@link FairshareWindowNames.Charging#addAt},
         * {@link #NOT_THERE} or {@link #NO_NAME}. Do not modify.
         */
        int[] of(Credentials c) {
            int[] at = kept.get(c);
            if (at == null && found != null) {
                at = found.get(c);
            }
            if (at == null) {
                at = new int[KINDS.length];
                for (int k = 0; k < at.length; k++) {
                    String name = c.of(KINDS[k]);
                    at[k] = name == null ? NO_NAME : charging[k] == null ? NOT_THERE : Math.max(NOT_THERE, charging[k].place(name));
                }
                if (found == null) {
                    found = new IdentityHashMap<>();
                }
                found.put(c, at);
            }
            return at;
        }

        /** Keeps the places found for the next charge, where it met credentials not seen and not too many. */
        void done() {
            if (found == null || kept.size() + found.size() > MOST) {
                return;
            }
            Map<Credentials, int[]> all = new IdentityHashMap<>(kept);
            all.putAll(found);
            last = new Entry(from, all);
        }
    }
}
