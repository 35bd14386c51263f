package io.jmaui.scheduler.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits config text into {@link ConfigLine}s (guide 3.4): one parameter per line, {@code #}
 * starts a comment (whole line or trailing), words are separated by white space, and single or
 * double quotes keep white space inside one word ({@code PRIORITYF='SPEED + .01 * AMEM'}, 5.2.2.4).
 */
final class LineTokenizer {

    private LineTokenizer() {
    }

    /** The lines with a parameter; a malformed name (an unclosed {@code [}) is reported through {@code errors}. */
    static List<ConfigLine> lines(String source, String text, List<ConfigError> errors) {
        List<ConfigLine> out = new ArrayList<>();
        String[] lines = text.split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            List<ConfigLine.Token> tokens = tokens(lines[i]);
            if (tokens.isEmpty()) {
                continue;
            }
            ConfigLine.Token first = tokens.get(0);
            String word = first.text();
            String name = word;
            String index = null;
            int open = word.indexOf('[');
            if (open >= 0) {
                if (!word.endsWith("]") || open == 0) {
                    errors.add(new ConfigError(source, i + 1, first.column(), word, word, "a parameter name, optionally NAME[INDEX]"));
                    continue;
                }
                name = word.substring(0, open);
                index = word.substring(open + 1, word.length() - 1);
            }
            out.add(new ConfigLine(source, i + 1, name.toUpperCase(Locale.ROOT), name, index, first.column(),
                    List.copyOf(tokens.subList(1, tokens.size()))));
        }
        return out;
    }

    static List<ConfigLine.Token> tokens(String line) {
        List<ConfigLine.Token> tokens = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        int start = -1;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    cur.append(c);
                }
            } else if (c == '#') {
                break;
            } else if (c == '\'' || c == '"') {
                quote = c;
                if (start < 0) {
                    start = i;
                }
            } else if (Character.isWhitespace(c)) {
                if (start >= 0) {
                    tokens.add(new ConfigLine.Token(cur.toString(), start + 1));
                    cur.setLength(0);
                    start = -1;
                }
            } else {
                if (start < 0) {
                    start = i;
                }
                cur.append(c);
            }
        }
        if (start >= 0) {
            tokens.add(new ConfigLine.Token(cur.toString(), start + 1));
        }
        return tokens;
    }
}
