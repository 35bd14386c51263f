package io.jmaui.scheduler.config;

import java.util.Locale;

/**
 * Memory amounts in MB, Maui's unit for MEM, SWAP and DISK (guide 6.2, 7.1.5). A bare number is
 * MB; the suffixes B, KB, MB, GB and TB (any case, the B optional) scale it. Amounts below one MB
 * round up to whole MB, since a task needing 512 KB needs a (partial) MB.
 */
public final class MemoryValues {

    static final String EXPECTED = "a memory amount (MB, or a number with unit KB, MB, GB or TB)";

    private MemoryValues() {
    }

    public static long parseMb(String text) throws IllegalArgumentException {
        try {
            return parseChecked(text);
        } catch (BadValue e) {
            throw new IllegalArgumentException("\"" + text + "\" is not " + e.expected());
        }
    }

    static long parseChecked(String text) throws BadValue {
        String t = text.trim().toUpperCase(Locale.ROOT);
        int i = 0;
        while (i < t.length() && Character.isDigit(t.charAt(i))) {
            i++;
        }
        if (i == 0 || i > 15) {
            throw new BadValue(EXPECTED);
        }
        long n = Long.parseLong(t.substring(0, i));
        String unit = t.substring(i);
        long bytesPerUnit = switch (unit) {
            case "B" -> 1L;
            case "K", "KB" -> 1L << 10;
            case "", "M", "MB" -> 1L << 20;
            case "G", "GB" -> 1L << 30;
            case "T", "TB" -> 1L << 40;
            default -> throw new BadValue(EXPECTED);
        };
        long mb = 1L << 20;
        if (bytesPerUnit >= mb) {
            long factor = bytesPerUnit / mb;
            if (n > Long.MAX_VALUE / factor) {
                throw new BadValue(EXPECTED);
            }
            return n * factor;
        }
        long bytes = n * bytesPerUnit;
        return (bytes + mb - 1) / mb;
    }
}
