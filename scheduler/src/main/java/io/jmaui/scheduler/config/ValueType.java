package io.jmaui.scheduler.config;

import java.util.function.Function;

/**
 * One maui.cfg value syntax with its validator: text to a typed value and back. {@link #parse}
 * throws {@link BadValue} naming what was expected; {@link #format} renders a value in the same
 * syntax so that the effective config can be read back.
 */
interface ValueType<T> {

    T parse(String text) throws BadValue;

    String format(T value);

    /** What a valid value looks like, for messages and the reference ("a non-negative integer"). */
    String describe();

    /** Text to value, or {@link BadValue}. */
    @FunctionalInterface
    interface Parser<T> {
        T parse(String text) throws BadValue;
    }

    static <T> ValueType<T> of(String describe, Parser<T> parser, Function<T, String> formatter) {
        return new ValueType<>() {
            @Override
            public T parse(String text) throws BadValue {
                return parser.parse(text);
            }

            @Override
            public String format(T value) {
                return formatter.apply(value);
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }
}
