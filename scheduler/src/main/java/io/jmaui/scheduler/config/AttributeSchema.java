package io.jmaui.scheduler.config;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The attributes one block parameter (NODECFG, RMCFG, CLIENTCFG) accepts, by canonical name. */
record AttributeSchema(Map<String, ValueType<?>> types, Map<String, String> aliases, Set<String> unimplemented,
                       Map<String, String> inapplicable) {

    /**
     * @param unimplemented attributes jmaui reads but does not act on yet
     * @param inapplicable  attributes that cannot act under jmaui and TORQUE, each with the reason
     */
    AttributeSchema {
        types = Map.copyOf(types);
        aliases = Map.copyOf(aliases);
        unimplemented = Set.copyOf(unimplemented);
        inapplicable = Map.copyOf(inapplicable);
    }

    AttributeSchema(Map<String, ValueType<?>> types, Map<String, String> aliases, Set<String> unimplemented) {
        this(types, aliases, unimplemented, Map.of());
    }

    Optional<String> canonical(String attribute) {
        String upper = attribute.toUpperCase(Locale.ROOT);
        String name = aliases.getOrDefault(upper, upper);
        return types.containsKey(name) ? Optional.of(name) : Optional.empty();
    }

    Object parse(String canonical, String text) throws BadValue {
        return types.get(canonical).parse(text);
    }

    /** Parses a value the parser already accepted. */
    Object parseValidated(String canonical, String text) {
        try {
            return parse(canonical, text);
        } catch (BadValue e) {
            throw new IllegalStateException(canonical + "=" + text + " passed the parser but is not " + e.expected(), e);
        }
    }
}
