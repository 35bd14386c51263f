package io.jmaui.scheduler.config;

import io.jmaui.scheduler.model.Times;

/**
 * Maui's duration syntax {@code [[[DD:]HH:]MM:]SS} and the word {@code INFINITY}, in seconds
 * (guide appendix F). The leading field may be any size ({@code 68:00:00}); the fields after it are
 * below 60 (hours below 24 when days are given).
 */
public final class TimeValues {

    static final String EXPECTED = "a duration [[[DD:]HH:]MM:]SS or INFINITY";

    private TimeValues() {
    }

    /** Seconds for {@code text}; {@link Times#INFINITY} for INFINITY. */
    public static long parse(String text) throws IllegalArgumentException {
        try {
            return parseChecked(text);
        } catch (BadValue e) {
            throw new IllegalArgumentException("\"" + text + "\" is not " + e.expected());
        }
    }

    static long parseChecked(String text) throws BadValue {
        String t = text.trim();
        if (t.equalsIgnoreCase("INFINITY") || t.equalsIgnoreCase("INFINITE")) {
            return Times.INFINITY;
        }
        String[] f = t.split(":", -1);
        if (f.length > 4 || t.isEmpty()) {
            throw new BadValue(EXPECTED);
        }
        long[] n = new long[f.length];
        for (int i = 0; i < f.length; i++) {
            if (f[i].isEmpty() || f[i].length() > 12 || !f[i].chars().allMatch(Character::isDigit)) {
                throw new BadValue(EXPECTED);
            }
            n[i] = Long.parseLong(f[i]);
        }
        long[] unit = {1, 60, 3600, 86400};
        long total = 0;
        for (int i = 0; i < n.length; i++) {
            int fromRight = n.length - 1 - i;
            boolean leading = i == 0;
            if (!leading && fromRight < 2 && n[i] >= 60 || !leading && fromRight == 2 && n[i] >= 24) {
                throw new BadValue(EXPECTED);
            }
            total += n[i] * unit[fromRight];
        }
        return total;
    }

    /** The shortest {@code [[[DD:]HH:]MM:]SS} form: {@code 90} is {@code 00:01:30}, a day {@code 1:00:00:00}. */
    public static String format(long seconds) {
        if (seconds == Times.INFINITY) {
            return "INFINITY";
        }
        if (seconds < 0) {
            return Long.toString(seconds);
        }
        long d = seconds / 86400;
        long h = seconds % 86400 / 3600;
        long m = seconds % 3600 / 60;
        long s = seconds % 60;
        return d > 0 ? String.format("%d:%02d:%02d:%02d", d, h, m, s) : String.format("%02d:%02d:%02d", h, m, s);
    }
}
