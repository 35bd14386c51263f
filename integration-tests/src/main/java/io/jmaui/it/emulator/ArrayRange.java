package io.jmaui.it.emulator;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The index list of a job array request as pbs_server 6.1 reads it (libutils
 * {@code translate_range_string_to_vector}): numbers and {@code A-B} ranges separated by commas or
 * white space, duplicates dropped, in the order given. A word that is not a number, a range whose
 * end is not a number or is below its start is an error; so is a negative index, which the C code
 * would store below its table.
 */
final class ArrayRange {

    private ArrayRange() {
    }

    /** The indexes, or null when the text is not a valid list. */
    static List<Integer> indexes(String text) {
        Set<Integer> seen = new LinkedHashSet<>();
        int i = skipSeparators(text, 0, false);
        while (i < text.length()) {
            int end = numberEnd(text, i);
            if (end == i || end - i > 12) {
                return null;
            }
            long first = Long.parseLong(text.substring(i, end));
            long last = first;
            i = end;
            if (i < text.length() && text.charAt(i) == '-') {
                i++;
                int to = numberEnd(text, i);
                if (to == i || to - i > 12 || !Character.isDigit(text.charAt(i))) {
                    return null;
                }
                last = Long.parseLong(text.substring(i, to));
                i = to;
                if (first > last) {
                    return null;
                }
            }
            if (first < 0 || last >= Integer.MAX_VALUE) {
                return null;
            }
            for (long n = first; n <= last; n++) {
                seen.add((int) n);
            }
            i = skipSeparators(text, i, true);
        }
        return new ArrayList<>(seen);
    }

    /** {@code atoi}: the number the text starts with (after white space and a sign), 0 when none. */
    static int leadingNumber(String text) {
        String t = text.stripLeading();
        int end = numberEnd(t, 0);
        if (end == 0) {
            return 0;
        }
        long n = Long.parseLong(t.substring(0, Math.min(end, 11)));
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, n));
    }

    /** Where the number that {@code strtol} reads from {@code from} ends ({@code from} when none). */
    private static int numberEnd(String text, int from) {
        int i = from;
        if (i < text.length() && (text.charAt(i) == '-' || text.charAt(i) == '+')) {
            i++;
        }
        int digits = i;
        while (i < text.length() && Character.isDigit(text.charAt(i))) {
            i++;
        }
        return i == digits ? from : i;
    }

    private static int skipSeparators(String text, int from, boolean commas) {
        int i = from;
        while (i < text.length() && (Character.isWhitespace(text.charAt(i)) || commas && text.charAt(i) == ',')) {
            i++;
        }
        return i;
    }
}
