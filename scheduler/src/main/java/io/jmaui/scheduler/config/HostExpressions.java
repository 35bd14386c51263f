package io.jmaui.scheduler.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Host expressions of HOSTLIST (guide 7.1.5, appendix F SRCFG): a plain name ({@code node001}), a
 * bracket range ({@code node0[1-9]}, {@code node[01-04,07]}) or, as Maui 3.2 reads them, a regular
 * expression ({@code node0[1-4]$}). The config keeps the text; this expands ranges into names and
 * matches host names against any form.
 */
public final class HostExpressions {

    private static final int MAX_EXPANSION = 100_000;

    private HostExpressions() {
    }

    /**
     * Splits a HOSTLIST value into expressions at commas and white space (Maui turns commas into
     * spaces, 7.1.5), but never inside brackets, parentheses or braces, so {@code node[01-04,07]}
     * stays one range and {@code node0(1|2)} one regular expression. A {@code |} is always part of
     * a regular expression: {@code node01|node02} matches either name.
     */
    public static List<String> split(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        int depth = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '[' || c == '(' || c == '{') {
                depth++;
            } else if ((c == ']' || c == ')' || c == '}') && depth > 0) {
                depth--;
            }
            if (depth == 0 && (c == ',' || Character.isWhitespace(c))) {
                if (!cur.isEmpty()) {
                    out.add(cur.toString());
                    cur.setLength(0);
                }
            } else {
                cur.append(c);
            }
        }
        if (!cur.isEmpty()) {
            out.add(cur.toString());
        }
        return List.copyOf(out);
    }

    /**
     * The host names a bracket-range expression stands for, in order; a plain name is itself.
     * Empty when the expression is a regular expression that is not a simple range (then use
     * {@link #matches}). Leading {@code ^} and trailing {@code $} anchors are ignored.
     */
    public static Optional<List<String>> expand(String expression) {
        String e = stripAnchors(expression);
        List<String> out = new ArrayList<>();
        out.add("");
        int i = 0;
        while (i < e.length()) {
            char c = e.charAt(i);
            if (c == '[') {
                int close = e.indexOf(']', i);
                if (close < 0) {
                    return Optional.empty();
                }
                List<String> alternatives = rangeItems(e.substring(i + 1, close));
                if (alternatives == null || (long) out.size() * alternatives.size() > MAX_EXPANSION) {
                    return Optional.empty();
                }
                List<String> next = new ArrayList<>();
                for (String prefix : out) {
                    for (String a : alternatives) {
                        next.add(prefix + a);
                    }
                }
                out = next;
                i = close + 1;
            } else if (".*+?()|{}\\^$".indexOf(c) >= 0) {
                return Optional.empty();
            } else {
                for (int k = 0; k < out.size(); k++) {
                    out.set(k, out.get(k) + c);
                }
                i++;
            }
        }
        return Optional.of(List.copyOf(out));
    }

    /** True when {@code host} is one of the names the expression stands for (range or regular expression). */
    public static boolean matches(String expression, String host) {
        Optional<List<String>> names = expand(expression);
        if (names.isPresent()) {
            return names.get().contains(host);
        }
        try {
            Pattern p = Pattern.compile(expression);
            boolean anchored = expression.startsWith("^") || expression.endsWith("$");
            return anchored ? p.matcher(host).find() : p.matcher(host).matches();
        } catch (PatternSyntaxException e) {
            return false;
        }
    }

    /** True when the expression is a name, a range or a valid regular expression. */
    static boolean isValid(String expression) {
        if (expression.isEmpty()) {
            return false;
        }
        if (expand(expression).isPresent()) {
            return true;
        }
        try {
            Pattern.compile(expression);
            return true;
        } catch (PatternSyntaxException e) {
            return false;
        }
    }

    private static String stripAnchors(String e) {
        String s = e.startsWith("^") ? e.substring(1) : e;
        return s.endsWith("$") ? s.substring(0, s.length() - 1) : s;
    }

    /** {@code 1-9} or {@code 01-04,07}: each item zero-padded to the width written; null if not numeric ranges. */
    private static List<String> rangeItems(String body) {
        List<String> items = new ArrayList<>();
        for (String part : body.split(",", -1)) {
            int dash = part.indexOf('-');
            String lo = dash < 0 ? part : part.substring(0, dash);
            String hi = dash < 0 ? part : part.substring(dash + 1);
            if (!isNumber(lo) || !isNumber(hi) || lo.length() > 9 || hi.length() > 9) {
                return null;
            }
            int a = Integer.parseInt(lo);
            int b = Integer.parseInt(hi);
            if (b < a || b - a > MAX_EXPANSION) {
                return null;
            }
            int width = lo.length() == hi.length() ? lo.length() : 1;
            for (int n = a; n <= b; n++) {
                items.add(String.format("%0" + width + "d", n));
            }
        }
        return items;
    }

    private static boolean isNumber(String s) {
        return !s.isEmpty() && s.chars().allMatch(Character::isDigit);
    }
}
