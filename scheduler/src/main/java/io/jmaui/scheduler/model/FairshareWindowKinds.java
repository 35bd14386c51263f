package io.jmaui.scheduler.model;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * A {@link FairshareWindow}'s usage per credential kind, as the simulator's accrual charges it
 * ({@code Fairshare.accrue}): a {@link FairshareWindowNames} per kind, in an array by the kind's
 * ordinal, immutable. The window keeps it as it is, and the next event's charge reads each kind's
 * names from it by index. The enum map a window otherwise copies its usage into, and the walk of
 * that map's wrapped entries at the next charge, made a charge of ten running jobs cost twice
 * what the charge itself did, at every event of a simulation under fairshare. Iterates in kind
 * order, as that enum map does; equal to any map of the same entries.
 */
public final class FairshareWindowKinds extends AbstractMap<CredentialKind, Map<String, Double>> {

    private static final CredentialKind[] KINDS = CredentialKind.values();

    /** By kind ordinal; null where the kind has no entry. Never changed once handed over. */
    private final FairshareWindowNames[] byKind;
    private final int size;

    private FairshareWindowKinds(FairshareWindowNames[] byKind) {
        this.byKind = byKind;
        int n = 0;
        for (FairshareWindowNames names : byKind) {
            if (names != null) {
                n++;
            }
        }
        this.size = n;
    }

    /**
     * The usage of {@code byKind} (indexed by {@link CredentialKind#ordinal}, null for a kind
     * without an entry), handed over: the caller must not change the array afterwards.
     */
    public static FairshareWindowKinds handedOver(FairshareWindowNames[] byKind) {
        if (byKind.length != KINDS.length) {
            throw new IllegalArgumentException("one entry per credential kind, " + KINDS.length + ", got " + byKind.length);
        }
        return new FairshareWindowKinds(byKind);
    }

    /** The usage of {@code kind}; null where it has no entry. */
    public FairshareWindowNames names(CredentialKind kind) {
        return byKind[kind.ordinal()];
    }

    @Override
    public Map<String, Double> get(Object key) {
        return key instanceof CredentialKind k ? byKind[k.ordinal()] : null;
    }

    @Override
    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public void forEach(BiConsumer<? super CredentialKind, ? super Map<String, Double>> action) {
        for (int i = 0; i < byKind.length; i++) {
            if (byKind[i] != null) {
                action.accept(KINDS[i], byKind[i]);
            }
        }
    }

    @Override
    public Set<Map.Entry<CredentialKind, Map<String, Double>>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Map.Entry<CredentialKind, Map<String, Double>>> iterator() {
                return new Iterator<>() {
                    private int next = skip(0);

                    private int skip(int i) {
                        while (i < byKind.length && byKind[i] == null) {
                            i++;
                        }
                        return i;
                    }

                    @Override
                    public boolean hasNext() {
                        return next < byKind.length;
                    }

                    @Override
                    public Map.Entry<CredentialKind, Map<String, Double>> next() {
                        if (next >= byKind.length) {
                            throw new NoSuchElementException();
                        }
                        int i = next;
                        next = skip(i + 1);
                        return new SimpleImmutableEntry<>(KINDS[i], byKind[i]);
                    }
                };
            }

            @Override
            public int size() {
                return size;
            }
        };
    }
}
