package io.jmaui.scheduler.config;

import java.util.List;
import java.util.Objects;

/**
 * One maui.cfg parameter: its name, value syntax and validator, default from the guide's
 * parameter appendix (F), a one-line description, the guide section that explains it, and whether
 * jmaui acts on it. A parameter that parses but is not implemented draws a warning.
 *
 * <p>Every default is checked against the parameter's own validator when it is defined, as
 * Kafka's {@code ConfigDef} does, so a table typo fails at class load, not in production.
 */
public final class Parameter<T> {

    private final String name;
    private final ValueType<T> type;
    private final T defaultValue;
    private final String section;
    private final String doc;
    private final boolean implemented;
    private final List<String> aliases;
    private final boolean needsRestart;
    private final String inapplicable;
    /**
     * This parameter's position in a config's array of values ({@link MauiConfig#get}): the
     * iteration reads a few dozen parameters at every event, and a hashed map's probe for each was
     * 2 % of a simulation.
     */
    final int slot = SLOTS.getAndIncrement();

    private static final java.util.concurrent.atomic.AtomicInteger SLOTS = new java.util.concurrent.atomic.AtomicInteger();

    private Parameter(String name, ValueType<T> type, T defaultValue, String section, String doc,
                      boolean implemented, List<String> aliases) {
        this(name, type, defaultValue, section, doc, implemented, aliases, false, null);
    }

    private Parameter(String name, ValueType<T> type, T defaultValue, String section, String doc,
                      boolean implemented, List<String> aliases, boolean needsRestart, String inapplicable) {
        this.name = Objects.requireNonNull(name);
        this.type = Objects.requireNonNull(type);
        this.defaultValue = defaultValue;
        this.section = Objects.requireNonNull(section);
        this.doc = Objects.requireNonNull(doc);
        this.implemented = implemented;
        this.aliases = List.copyOf(aliases);
        this.needsRestart = needsRestart;
        this.inapplicable = inapplicable;
        if (defaultValue != null) {
            try {
                T back = type.parse(type.format(defaultValue));
                if (!back.equals(defaultValue)) {
                    throw new IllegalStateException(name + ": default " + defaultValue + " does not round-trip");
                }
            } catch (BadValue e) {
                throw new IllegalStateException(name + ": default " + defaultValue + " is not " + e.expected(), e);
            }
        }
    }

    /** An implemented parameter. */
    static <T> Parameter<T> of(String name, ValueType<T> type, T defaultValue, String section, String doc) {
        return new Parameter<>(name, type, defaultValue, section, doc, true, List.of());
    }

    /** A parameter Maui knows and jmaui parses but does not act on. */
    static <T> Parameter<T> unimplemented(String name, ValueType<T> type, T defaultValue, String section, String doc) {
        return new Parameter<>(name, type, defaultValue, section, doc, false, List.of());
    }

    /**
     * A parameter Maui knows that cannot act under jmaui and TORQUE; {@code why} says why, in the
     * warning maui.cfg draws (it names what Maui used it for and what jmaui does instead).
     */
    static <T> Parameter<T> inapplicable(String name, ValueType<T> type, T defaultValue, String section, String doc,
                                         String why) {
        return new Parameter<>(name, type, defaultValue, section, doc, false, List.of(), false, Objects.requireNonNull(why));
    }

    /** The same parameter also accepted under other names (spellings the guide uses in its examples). */
    Parameter<T> alsoNamed(String... names) {
        return new Parameter<>(name, type, defaultValue, section, doc, implemented, List.of(names), needsRestart,
                inapplicable);
    }

    /**
     * The same parameter, marked as one the daemon reads only when it starts (what it listens on):
     * changeparam and {@code schedctl -R} refuse to change it and say so. Every other parameter
     * takes effect at the next iteration.
     */
    Parameter<T> needsRestart() {
        return new Parameter<>(name, type, defaultValue, section, doc, implemented, aliases, true, inapplicable);
    }

    /** Whether a new value takes effect only when the daemon is restarted. */
    public boolean restartOnly() {
        return needsRestart;
    }

    public String name() {
        return name;
    }

    /** The value when maui.cfg does not set it; null for parameters without one ("[NONE]"). */
    public T defaultValue() {
        return defaultValue;
    }

    /** The admin guide section, e.g. "5.1.2.4.1" or "F". */
    public String section() {
        return section;
    }

    public String doc() {
        return doc;
    }

    public boolean implemented() {
        return implemented;
    }

    /** Why the parameter cannot act under jmaui and TORQUE; empty for one that acts or is still to be implemented. */
    public java.util.Optional<String> whyInapplicable() {
        return java.util.Optional.ofNullable(inapplicable);
    }

    /** What a valid value looks like ("a non-negative integer"). */
    public String syntax() {
        return type.describe();
    }

    /** Renders a value of this parameter in maui.cfg syntax. */
    public String format(T value) {
        return value == null ? "[NONE]" : type.format(value);
    }

    List<String> aliases() {
        return aliases;
    }

    ValueType<T> type() {
        return type;
    }

    T parse(String text) throws BadValue {
        return type.parse(text);
    }

    @Override
    public String toString() {
        return name;
    }
}
