package io.jmaui.scheduler.config;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A kind of value worked out from a config alone (the wired policies, the engine's settings, the
 * node set words), which each {@link MauiConfig} computes on first use and keeps in a slot of its
 * own ({@link MauiConfig#derived(Derived)}). One constant per kind of value, owned by the code that
 * derives it: {@code private static final Derived<Words> WORDS = Derived.of(Words::of);}. The
 * value must depend on nothing but the config, and be immutable, or be a carry between the
 * iterations under the config that its owner keeps exact (PreparedCarry, HeldBack: each says how).
 *
 * <p>A slot, not a key in a hashed map: the iteration asks for a few dozen such values at every
 * event of a simulation, and a map's probe for each (the key's hash through a virtual call, the
 * table's acquiring read) was 1-2 % of it.
 */
public final class Derived<T> {

    private static final AtomicInteger SLOTS = new AtomicInteger();

    /** This kind's position in every config's array of kept values. */
    final int slot = SLOTS.getAndIncrement();
    final Function<MauiConfig, T> compute;

    private Derived(Function<MauiConfig, T> compute) {
        this.compute = Objects.requireNonNull(compute);
    }

    /** The kind of value {@code compute} derives from a config. */
    public static <T> Derived<T> of(Function<MauiConfig, T> compute) {
        return new Derived<>(compute);
    }

    /** How many kinds there are so far: a config sizes its array for them all at once. */
    static int kinds() {
        return SLOTS.get();
    }
}
