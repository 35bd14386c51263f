package io.jmaui.scheduler.config;

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
}
