package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.Times;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/** The value syntaxes of the parameter table, each a {@link ValueType} with its range check. */
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
        return new ValueType<>() {
            @Override
            public Long parse(String text) throws BadValue {
                long v = parseLong(text, describe);
                if (v < min || v > max) {
                    throw new BadValue(describe);
                }
                return v;
            }

            @Override
            public String format(Long value) {
                return value.toString();
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }

    static ValueType<Integer> nonNegativeInt() {
        return intRange(0, Integer.MAX_VALUE, "a non-negative integer");
    }

    static ValueType<Integer> intRange(int min, int max) {
        return intRange(min, max, "an integer from " + min + " to " + max);
    }

    static ValueType<Integer> intRange(int min, int max, String describe) {
        ValueType<Long> l = longRange(min, max, describe);
        return new ValueType<>() {
            @Override
            public Integer parse(String text) throws BadValue {
                return l.parse(text).intValue();
            }

            @Override
            public String format(Integer value) {
                return value.toString();
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }

    static ValueType<Double> nonNegativeDouble() {
        return doubleRange(0, Double.MAX_VALUE, false, "a non-negative number");
    }

    static ValueType<Double> doubleRange(double min, double max, boolean minExclusive, String describe) {
        return new ValueType<>() {
            @Override
            public Double parse(String text) throws BadValue {
                double v = parseDouble(text, describe);
                if (v < min || minExclusive && v == min || v > max) {
                    throw new BadValue(describe);
                }
                return v;
            }

            @Override
            public String format(Double value) {
                return formatDouble(value);
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }

    /** TRUE/FALSE, ON/OFF, YES/NO, 1/0, any case. */
    static ValueType<Boolean> bool() {
        return new ValueType<>() {
            @Override
            public Boolean parse(String text) throws BadValue {
                return switch (text.trim().toUpperCase(Locale.ROOT)) {
                    case "TRUE", "ON", "YES", "1" -> true;
                    case "FALSE", "OFF", "NO", "0" -> false;
                    default -> throw new BadValue(describe());
                };
            }

            @Override
            public String format(Boolean value) {
                return value ? "TRUE" : "FALSE";
            }

            @Override
            public String describe() {
                return "a boolean (TRUE, FALSE, ON, OFF, YES, NO, 1 or 0)";
            }
        };
    }

    /** {@code [[[DD:]HH:]MM:]SS} or INFINITY, in seconds. */
    static ValueType<Long> duration() {
        return new ValueType<>() {
            @Override
            public Long parse(String text) throws BadValue {
                return TimeValues.parseChecked(text);
            }

            @Override
            public String format(Long value) {
                return TimeValues.format(value);
            }

            @Override
            public String describe() {
                return TimeValues.EXPECTED;
            }
        };
    }

    /** A duration where the guide's {@code -1} means "no limit", read as {@code minusOne}. */
    static ValueType<Long> durationOr(long minusOne, String describe) {
        ValueType<Long> d = duration();
        return new ValueType<>() {
            @Override
            public Long parse(String text) throws BadValue {
                if (text.trim().equals("-1")) {
                    return minusOne;
                }
                try {
                    return d.parse(text);
                } catch (BadValue e) {
                    throw new BadValue(describe);
                }
            }

            @Override
            public String format(Long value) {
                return TimeValues.format(value);
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }

    /** A non-negative integer where {@code -1} and INFINITY mean "no limit" ({@link Times#INFINITY}). */
    static ValueType<Long> countOrInfinity() {
        String describe = "a non-negative integer, -1 or INFINITY";
        return new ValueType<>() {
            @Override
            public Long parse(String text) throws BadValue {
                String t = text.trim();
                if (t.equals("-1") || t.equalsIgnoreCase("INFINITY")) {
                    return Times.INFINITY;
                }
                long v = parseLong(t, describe);
                if (v < 0) {
                    throw new BadValue(describe);
                }
                return v;
            }

            @Override
            public String format(Long value) {
                return value == Times.INFINITY ? "INFINITY" : value.toString();
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }

    static ValueType<String> string() {
        return new ValueType<>() {
            @Override
            public String parse(String text) throws BadValue {
                if (text.isBlank()) {
                    throw new BadValue(describe());
                }
                return text.trim();
            }

            @Override
            public String format(String value) {
                return value;
            }

            @Override
            public String describe() {
                return "a string";
            }
        };
    }

    /** Items separated by white space, commas, pipes or colons. */
    static ValueType<List<String>> stringList() {
        return new ValueType<>() {
            @Override
            public List<String> parse(String text) {
                return ListValues.split(text);
            }

            @Override
            public String format(List<String> value) {
                return String.join(" ", value);
            }

            @Override
            public String describe() {
                return "a list of names";
            }
        };
    }

    /** One word of {@code type}, any case; the error lists the valid words. */
    static <E extends Enum<E>> ValueType<E> oneOf(Class<E> type) {
        String describe = "one of " + words(type);
        return new ValueType<>() {
            @Override
            public E parse(String text) throws BadValue {
                return word(type, text.trim(), describe);
            }

            @Override
            public String format(E value) {
                return value.name();
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }

    /** Zero or more words of {@code type}, separated as lists are. */
    static <E extends Enum<E>> ValueType<Set<E>> setOf(Class<E> type) {
        String describe = "zero or more of " + words(type);
        return new ValueType<>() {
            @Override
            public Set<E> parse(String text) throws BadValue {
                EnumSet<E> set = EnumSet.noneOf(type);
                for (String item : ListValues.split(text)) {
                    if (!item.equalsIgnoreCase("NONE") && !item.equalsIgnoreCase("[NONE]")) {
                        set.add(word(type, item, describe));
                    }
                }
                return Set.copyOf(set);
            }

            @Override
            public String format(Set<E> value) {
                List<String> names = new ArrayList<>();
                EnumSet.copyOf(value.isEmpty() ? EnumSet.noneOf(type) : value).forEach(e -> names.add(e.name()));
                return names.isEmpty() ? "NONE" : String.join(" ", names);
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }

    /** One of a fixed set of words, any case, kept upper-case (for parameters jmaui does not act on). */
    static ValueType<String> word(String... words) {
        String describe = "one of " + String.join(", ", words);
        return new ValueType<>() {
            @Override
            public String parse(String text) throws BadValue {
                String upper = text.trim().toUpperCase(Locale.ROOT);
                if (!Arrays.asList(words).contains(upper)) {
                    throw new BadValue(text.trim(), describe);
                }
                return upper;
            }

            @Override
            public String format(String value) {
                return value;
            }

            @Override
            public String describe() {
                return describe;
            }
        };
    }

    static <E extends Enum<E>> E word(Class<E> type, String text, String describe) throws BadValue {
        String upper = text.toUpperCase(Locale.ROOT);
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(upper)) {
                return e;
            }
        }
        throw new BadValue(text, describe);
    }

    static <E extends Enum<E>> String words(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(Enum::name).collect(Collectors.joining(", "));
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
