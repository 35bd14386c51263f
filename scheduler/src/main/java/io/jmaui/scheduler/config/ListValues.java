package io.jmaui.scheduler.config;

import java.util.ArrayList;
import java.util.List;

/**
 * Maui's list syntax: items separated by commas, pipes, colons or white space (guide 7.1.5:
 * "attribute lists must be delimited using the comma, pipe, or colon characters"; top-level
 * parameters such as ADMIN1 use spaces). Empty items are dropped.
 */
final class ListValues {

    private ListValues() {
    }

    static List<String> split(String text) {
        return split(text, ",|: \t");
    }

    private static List<String> split(String text, String delimiters) {
        List<String> items = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (delimiters.indexOf(c) >= 0) {
                flush(items, cur);
            } else {
                cur.append(c);
            }
        }
        flush(items, cur);
        return List.copyOf(items);
    }

    private static void flush(List<String> items, StringBuilder cur) {
        if (!cur.isEmpty()) {
            items.add(cur.toString());
            cur.setLength(0);
        }
    }
}
