package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.Times;
import java.util.List;
import java.util.Locale;

/** The number, boolean, duration, text and list syntaxes of the parameter table, each with its range check. */
final class ValueTypes {

    private ValueTypes() {
    }

    /** Any integer: priority weights may be negative (guide 5.1.2, "all priorities may be positive or negative"). */
    static ValueType<Long> anyLong() {
        return longRange(Long.MIN_VALUE, Long.MAX_VALUE, "an integer");
    }

    static ValueType<Long> nonNegativeLong() {
        return longRange(0, Long.MAX_VALUE, "a non-negative integer");
    }

    static ValueType<Long> longRange(long min, long max, String describe) {
        return ValueType.of(describe, text -> {
            long v = parseLong(text, describe);
            if (v < min || v > max) {
                throw new BadValue(describe);
            }
            return v;
        }, String::valueOf);
    }

    static ValueType<Integer> nonNegativeInt() {
        return intRange(0, Integer.MAX_VALUE, "a non-negative integer");
    }

    static ValueType<Integer> intRange(int min, int max) {
        return intRange(min, max, "an integer from " + min + " to " + max);
    }

    static ValueType<Integer> intRange(int min, int max, String describe) {
        ValueType<Long> l = longRange(min, max, describe);
        return ValueType.of(describe, text -> l.parse(text).intValue(), String::valueOf);
    }

    static ValueType<Double> nonNegativeDouble() {
        return doubleRange(0, Double.MAX_VALUE, false, "a non-negative number");
    }

    static ValueType<Double> doubleRange(double min, double max, boolean minExclusive, String describe) {
        return ValueType.of(describe, text -> {
            double v = parseDouble(text, describe);
            if (v < min || minExclusive && v == min || v > max) {
                throw new BadValue(describe);
            }
            return v;
        }, ValueTypes::formatDouble);
    }

    /** TRUE/FALSE, ON/OFF, YES/NO, 1/0, any case. */
    static ValueType<Boolean> bool() {
        String describe = "a boolean (TRUE, FALSE, ON, OFF, YES, NO, 1 or 0)";
        return ValueType.of(describe, text -> switch (text.trim().toUpperCase(Locale.ROOT)) {
            case "TRUE", "ON", "YES", "1" -> true;
            case "FALSE", "OFF", "NO", "0" -> false;
            default -> throw new BadValue(describe);
        }, v -> v ? "TRUE" : "FALSE");
    }

    /** {@code [[[DD:]HH:]MM:]SS} or INFINITY, in seconds. */
    static ValueType<Long> duration() {
        return ValueType.of(TimeValues.EXPECTED, TimeValues::parseChecked, TimeValues::format);
    }

    /** A duration where the guide's {@code -1} means "no limit", read as {@code minusOne}. */
    static ValueType<Long> durationOr(long minusOne, String describe) {
        return ValueType.of(describe, text -> {
            if (text.trim().equals("-1")) {
                return minusOne;
            }
            try {
                return TimeValues.parseChecked(text);
            } catch (BadValue e) {
                throw new BadValue(describe);
            }
        }, TimeValues::format);
    }

    /** A non-negative integer where {@code -1} and INFINITY mean "no limit" ({@link Times#INFINITY}). */
    static ValueType<Long> countOrInfinity() {
        String describe = "a non-negative integer, -1 or INFINITY";
        return ValueType.of(describe, text -> {
            String t = text.trim();
            if (t.equals("-1") || t.equalsIgnoreCase("INFINITY")) {
                return Times.INFINITY;
            }
            long v = parseLong(t, describe);
            if (v < 0) {
                throw new BadValue(describe);
            }
            return v;
        }, v -> v == Times.INFINITY ? "INFINITY" : v.toString());
    }

    static ValueType<String> string() {
        return ValueType.of("a string", text -> {
            if (text.isBlank()) {
                throw new BadValue("a string");
            }
            return text.trim();
        }, v -> v);
    }

    /** Items separated by white space, commas, pipes or colons; {@code [NONE]} (the appendix's word) is the empty list. */
    static ValueType<List<String>> stringList() {
        return ValueType.of("a list of names", text -> text.trim().equalsIgnoreCase("[NONE]") ? List.of() : ListValues.split(text),
                v -> v.isEmpty() ? "[NONE]" : String.join(" ", v));
    }

    static long parseLong(String text, String describe) throws BadValue {
        String t = text.trim();
        if (!t.matches("[-+]?\\d{1,18}")) {
            throw new BadValue(describe);
        }
        return Long.parseLong(t);
    }

    static double parseDouble(String text, String describe) throws BadValue {
        String t = text.trim();
        if (!t.matches("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?")) {
            throw new BadValue(describe);
        }
        double v = Double.parseDouble(t);
        if (Double.isInfinite(v)) {
            throw new BadValue(describe);
        }
        return v;
    }

    static String formatDouble(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.format(Locale.ROOT, "%.1f", v) : Double.toString(v);
    }
}
