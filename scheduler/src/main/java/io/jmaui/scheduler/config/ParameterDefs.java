package io.jmaui.scheduler.config;

import java.util.List;

/** Short constructors for the parameter table, one per common shape. */
final class ParameterDefs {

    private ParameterDefs() {
    }

    /** A priority weight (guide 5.1.2): any integer. */
    static Parameter<Long> weight(String name, long dflt, String section, String doc) {
        return Parameter.of(name, ValueTypes.anyLong(), dflt, section, doc);
    }

    /** A priority cap (guide 5.1.2): a non-negative number, 0 for no cap. */
    static Parameter<Double> cap(String name, String section, String doc) {
        return Parameter.of(name, ValueTypes.nonNegativeDouble(), 0.0, section, doc + " (0: no cap)");
    }

    static Parameter<Integer> count(String name, int dflt, String section, String doc) {
        return Parameter.of(name, ValueTypes.nonNegativeInt(), dflt, section, doc);
    }

    static Parameter<Long> time(String name, long dflt, String section, String doc) {
        return Parameter.of(name, ValueTypes.duration(), dflt, section, doc);
    }

    static Parameter<Boolean> flag(String name, boolean dflt, String section, String doc) {
        return Parameter.of(name, ValueTypes.bool(), dflt, section, doc);
    }

    static Parameter<String> text(String name, String dflt, String section, String doc) {
        return Parameter.of(name, ValueTypes.string(), dflt, section, doc);
    }

    static Parameter<List<String>> names(String name, List<String> dflt, String section, String doc) {
        return Parameter.of(name, ValueTypes.stringList(), dflt, section, doc);
    }

    static <E extends Enum<E>> Parameter<E> choice(String name, Class<E> type, E dflt, String section, String doc) {
        return Parameter.of(name, WordTypes.oneOf(type), dflt, section, doc);
    }

    /** A parameter jmaui parses and warns about: Maui knows it, jmaui does not act on it. */
    static <T> Parameter<T> ignored(String name, ValueType<T> type, T dflt, String section, String doc) {
        return Parameter.unimplemented(name, type, dflt, section, doc);
    }

    /** A parameter that cannot act under jmaui and TORQUE; {@code why} is the warning's reason. */
    static <T> Parameter<T> inapplicable(String name, ValueType<T> type, T dflt, String section, String doc, String why) {
        return Parameter.inapplicable(name, type, dflt, section, doc, why);
    }
}
