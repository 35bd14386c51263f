package io.jmaui.bridge.view;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** Maui's duration and date spellings, in one zone. */
public final class TextFormat {

    /** Durations at or beyond this many seconds (a century) print as INFINITY. */
    static final long INFINITE = 100L * 365 * 86400;

    private final DateTimeFormatter date;
    private final DateTimeFormatter shortDate;
    private final DateTimeFormatter longDate;

    public TextFormat(ZoneId zone) {
        this.date = DateTimeFormatter.ofPattern("EEE MMM ppd HH:mm:ss", Locale.ROOT).withZone(zone);
        this.shortDate = DateTimeFormatter.ofPattern("HH:mm:ss_MM/dd", Locale.ROOT).withZone(zone);
        this.longDate = DateTimeFormatter.ofPattern("EEE MMM ppd HH:mm:ss yyyy", Locale.ROOT).withZone(zone);
    }

    /** {@code Thu Sep  1 15:02:50 2005}: {@link #date} with the year (showres -v). */
    public String longDate(long epochSeconds) {
        if (epochSeconds <= 0 || epochSeconds >= Long.MAX_VALUE / 4) {
            return date(epochSeconds);
        }
        return longDate.format(Instant.ofEpochSecond(epochSeconds));
    }

    /** {@code Thu Sep  1 15:02:50}, or {@code ---} for 0 and INFINITY for the far future. */
    public String date(long epochSeconds) {
        if (epochSeconds <= 0) {
            return "---";
        }
        if (epochSeconds >= Long.MAX_VALUE / 4) {
            return "INFINITY";
        }
        return date.format(Instant.ofEpochSecond(epochSeconds));
    }

    /** {@code 14:57:56_04/09}, showbf's start date. */
    public String shortDate(long epochSeconds) {
        return epochSeconds >= Long.MAX_VALUE / 4 ? "INFINITY" : shortDate.format(Instant.ofEpochSecond(epochSeconds));
    }

    /** {@code [[DD:]HH:]MM:SS} with a leading minus for negative values; INFINITY for none. */
    public static String duration(long seconds) {
        if (seconds >= INFINITE) {
            return "INFINITY";
        }
        String sign = seconds < 0 ? "-" : "";
        long s = Math.abs(seconds);
        long d = s / 86400;
        long h = (s % 86400) / 3600;
        long m = (s % 3600) / 60;
        long sec = s % 60;
        if (d > 0) {
            return String.format(Locale.ROOT, "%s%d:%02d:%02d:%02d", sign, d, h, m, sec);
        }
        return String.format(Locale.ROOT, "%s%02d:%02d:%02d", sign, h, m, sec);
    }

    /** A percentage with two decimals, 0 when the whole is 0. */
    public static String percent(double part, double whole) {
        return String.format(Locale.ROOT, "%.2f", whole <= 0 ? 0.0 : 100.0 * part / whole);
    }

    static String dash(String s) {
        return s == null || s.isEmpty() ? "---" : s;
    }
}
