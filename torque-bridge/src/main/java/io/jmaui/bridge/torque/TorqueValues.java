package io.jmaui.bridge.torque;

import java.util.Locale;
import java.util.OptionalLong;

/**
 * TORQUE's value formats (wire doc 6.1): times {@code [[DD:]HH:]MM:]SS} with unbounded leading
 * field, sizes {@code <n>[kmgtp][b|w]}, booleans. Each parser answers empty for a value it
 * cannot read, leaving the report to the caller who knows the object and attribute.
 */
final class TorqueValues {

    private static final long WORD_BYTES = 8;

    private TorqueValues() {
    }

    /** Seconds of {@code 01:00:00}, {@code 100:00:00}, {@code 1:00:00:00} (days), {@code 3600}. */
    static OptionalLong seconds(String text) {
        String[] parts = text.strip().split(":", -1);
        if (parts.length > 4) {
            return OptionalLong.empty();
        }
        long[] unit = {1, 60, 3600, 86400};
        long total = 0;
        for (int i = 0; i < parts.length; i++) {
            String p = parts[parts.length - 1 - i];
            if (i == 0 && p.contains(".")) {
                p = p.substring(0, p.indexOf('.'));
            }
            if (p.isEmpty() || !digits(p) || p.length() > 12) {
                return OptionalLong.empty();
            }
            total += Long.parseLong(p) * unit[i];
        }
        return OptionalLong.of(total);
    }

    /** Whether every char is a digit (Character.isDigit); a loop, as a stream per walltime cost more than the parse. */
    static boolean digits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Megabytes (rounded up) of a TORQUE size: {@code 4gb}, {@code 1024kb}, {@code 100b}, {@code 2mw}, {@code 512} (bytes). */
    static OptionalLong megabytes(String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        int i = 0;
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
            i++;
        }
        if (i == 0 || i > 15) {
            return OptionalLong.empty();
        }
        long n = Long.parseLong(s.substring(0, i));
        String unit = s.substring(i);
        long multiplier = 1;
        if (!unit.isEmpty() && "kmgtp".indexOf(unit.charAt(0)) >= 0) {
            multiplier = 1L << (10 * ("kmgtp".indexOf(unit.charAt(0)) + 1));
            unit = unit.substring(1);
        }
        switch (unit) {
            case "", "b" -> { }
            case "w" -> multiplier *= WORD_BYTES;
            default -> {
                return OptionalLong.empty();
            }
        }
        double bytes = (double) n * multiplier;
        return OptionalLong.of((long) Math.ceil(bytes / (1L << 20)));
    }

    /** TORQUE sends {@code True}/{@code False}; it accepts {@code true t 1 y} / {@code false f 0 n}. */
    static Boolean bool(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "true", "t", "1", "y" -> Boolean.TRUE;
            case "false", "f", "0", "n" -> Boolean.FALSE;
            default -> null;
        };
    }

    static OptionalLong integer(String text) {
        try {
            return OptionalLong.of(Long.parseLong(text.strip()));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}
