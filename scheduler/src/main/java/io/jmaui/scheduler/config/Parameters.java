package io.jmaui.scheduler.config;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The parameter table: one constant per maui.cfg parameter, e.g. {@code Parameters.FSWEIGHT}. The
 * definitions live in one interface per guide chapter ({@link PriorityParameters},
 * {@link FairshareParameters}, {@link ThrottlingParameters}, {@link ReservationParameters},
 * {@link BackfillParameters}, {@link AllocationParameters}, {@link ResourceManagerParameters},
 * {@link ServerParameters}, {@link SimulationParameters}, {@link PredictionParameters}, {@link OtherParameters}); this class is where they are registered and
 * looked up. The block parameters ({@code USERCFG[x]}, {@code SRCFG[x]}, ...) are not values and
 * have their own typed views in {@link MauiConfig}.
 */
public final class Parameters implements PriorityParameters, FairshareParameters, ThrottlingParameters,
        ReservationParameters, BackfillParameters, AllocationParameters, ResourceManagerParameters,
        ServerParameters, SimulationParameters, PredictionParameters, OtherParameters {

    private static final List<Parameter<?>> ALL;
    private static final Map<String, Parameter<?>> BY_NAME;

    static {
        List<Parameter<?>> all = new ArrayList<>();
        Map<String, Parameter<?>> byName = new TreeMap<>();
        for (Field f : Parameters.class.getFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == Parameter.class) {
                try {
                    Parameter<?> p = (Parameter<?>) f.get(null);
                    if (!f.getName().equals(p.name())) {
                        throw new IllegalStateException("constant " + f.getName() + " names " + p.name());
                    }
                    all.add(p);
                    register(byName, p.name(), p);
                    p.aliases().forEach(a -> register(byName, a, p));
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        all.sort(Comparator.comparing(Parameter::name));
        ALL = List.copyOf(all);
        BY_NAME = Map.copyOf(byName);
    }

    private Parameters() {
    }

    private static void register(Map<String, Parameter<?>> byName, String name, Parameter<?> p) {
        if (byName.put(name, p) != null) {
            throw new IllegalStateException("parameter " + name + " defined twice");
        }
    }

    /** The parameter named {@code name} (any case), or one of its alternative spellings. */
    public static Optional<Parameter<?>> byName(String name) {
        return Optional.ofNullable(BY_NAME.get(name.toUpperCase(Locale.ROOT)));
    }

    /** Every parameter, sorted by name. */
    public static Collection<Parameter<?>> all() {
        return ALL;
    }

    /** Every name the parser accepts for a value parameter, aliases included. */
    static Collection<String> names() {
        return BY_NAME.keySet();
    }
}
